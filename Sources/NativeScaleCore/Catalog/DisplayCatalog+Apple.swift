// iPhone, iPod touch and iPad figures, transcribed from docs/catalog/displays.md §1–3.
// Source keys in brackets are that file's legend (§5).
//
// Left out: the Display Zoom sizes of the iPhone 16 Pro / 17 / 17 Pro (320×693 pt), 16 Pro Max /
// 17 Pro Max (375×812 pt) and Air (375×812 pt). Their only source (ATOMM, simulator-derived,
// LOW confidence) gives bounds whose aspect misses the panel by 0.28–0.40 %, beyond the 0.21 % of
// every measured zoom mode, so they fail the catalog's consistency check.

extension CatalogEntry {
    /// An iPhone, iPod touch or iPad, portrait, under UIKit's rule.
    static func apple(
        _ id: String, aliases: [String] = [], _ name: String, platform: Platform = .iOS,
        kind: Kind = .device, points: (Double, Double), scale: Double, panel: (Int, Int),
        safeArea: SafeArea? = nil, multitasking: MultitaskingLayout? = nil,
        source: String, confidence: Confidence = .high, note: String? = nil
    ) -> CatalogEntry {
        CatalogEntry(
            id: id, aliases: aliases, name: name, platform: platform, kind: kind,
            display: Display(
                catalog: LogicalSize(width: points.0, height: points.1), scale: ScaleFactor(scale),
                panelSize: PixelSize(width: panel.0, height: panel.1), orientation: .portrait, rule: .uiKit),
            safeArea: safeArea, multitasking: multitasking, source: source, confidence: confidence, note: note)
    }
}

extension MultitaskingLayout {
    static let ipadPro129 = MultitaskingLayout(
        screen: LogicalSize(width: 1024, height: 1366),
        landscape: (981, 678, 375, .regular), portrait: (639, 375),
        slideOver: (LogicalSize(width: 375, height: 1318), LogicalSize(width: 375, height: 976)),
        source: "[SNAP][FLUTTERDATA][MACGURU][GUMOB]")
    static let ipadPro11 = MultitaskingLayout(
        screen: LogicalSize(width: 834, height: 1194),
        landscape: (809, 592, 375, .compact), portrait: (504, 320),
        slideOver: (LogicalSize(width: 320, height: 1146), LogicalSize(width: 375, height: 786)),
        source: "[SNAP][FLUTTERDATA]")
    static let ipad109 = MultitaskingLayout(
        screen: LogicalSize(width: 820, height: 1180),
        landscape: (795, 585, 375, .compact), portrait: (490, 320),
        slideOver: (LogicalSize(width: 320, height: 1132), LogicalSize(width: 375, height: 772)),
        source: "[FLUTTERDATA] only; arithmetic consistent with the 10 pt divider")
    static let ipadPro105 = MultitaskingLayout(
        screen: LogicalSize(width: 834, height: 1112),
        landscape: (782, 551, 320, .compact), portrait: (504, 320),
        slideOver: (LogicalSize(width: 320, height: 1072), LogicalSize(width: 320, height: 794)),
        source: "[SNAP][FLUTTERDATA][MACGURU]")
    static let ipad102 = MultitaskingLayout(
        screen: LogicalSize(width: 810, height: 1080),
        landscape: (750, 535, 320, .compact), portrait: (480, 320),
        slideOver: (LogicalSize(width: 320, height: 1040), LogicalSize(width: 320, height: 770)),
        source: "[SNAP][FLUTTERDATA]")
    static let ipad97 = MultitaskingLayout(
        screen: LogicalSize(width: 768, height: 1024),
        landscape: (694, 507, 320, .compact), portrait: (438, 320),
        slideOver: (LogicalSize(width: 320, height: 984), LogicalSize(width: 320, height: 728)),
        source: "[SNAP][FLUTTERDATA][SGL0V][MACGURU][GUMOB]; Slide Over heights of the 9.7in Pro [HACK-IPAD2018]")
}

extension DisplayCatalog {
    static let iPhones: [CatalogEntry] = [
        .apple(
            "iphone-3gs", aliases: ["iphone-2g", "iphone-3g"], "iPhone (2G) / 3G / 3GS",
            points: (320, 480), scale: 1, panel: (320, 480), safeArea: .homeButtonPhone,
            source: "[IOSREF][PAINTCODE]"),
        .apple(
            "iphone-4s", aliases: ["iphone-4"], "iPhone 4 / 4s",
            points: (320, 480), scale: 2, panel: (640, 960), safeArea: .homeButtonPhone,
            source: "[IOSREF][PAINTCODE]"),
        .apple(
            "iphone-se-1", aliases: ["iphone-5", "iphone-5c", "iphone-5s"], "iPhone 5 / 5c / 5s / SE (1st gen)",
            points: (320, 568), scale: 2, panel: (640, 1136), safeArea: .homeButtonPhone,
            source: "[IOSREF][PAINTCODE]"),
        .apple(
            "iphone-8", aliases: ["iphone-6", "iphone-6s", "iphone-7", "iphone-se-2", "iphone-se-3"],
            "iPhone 6 / 6s / 7 / 8 / SE (2nd, 3rd gen)",
            points: (375, 667), scale: 2, panel: (750, 1334), safeArea: .homeButtonPhone,
            source: "[IOSREF][HIG2019]"),
        .apple(
            "iphone-8-zoomed",
            aliases: ["iphone-6-zoomed", "iphone-6s-zoomed", "iphone-7-zoomed", "iphone-se-2-zoomed", "iphone-se-3-zoomed"],
            "iPhone 6 / 6s / 7 / 8 / SE (2nd, 3rd gen) - Display Zoom", kind: .displayZoom,
            points: (320, 568), scale: 2, panel: (750, 1334),
            source: "[OLEB][QIITA-RSEKI measured iPhone 8: nativeScale 2.34375][PAINTCODE 'upsampling x1.171875']; SE zoom size [ATOMM]",
            note: "568 pt × 2.34375 = 1331.25 px on a 1334 px panel: the zoomed content is slightly shorter than the panel."),
        .apple(
            "iphone-8-plus", aliases: ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus"],
            "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus",
            points: (414, 736), scale: 3, panel: (1080, 1920), safeArea: .homeButtonPhone,
            source: "[IOSREF fn2][PAINTCODE][XCODE767][SO-NATIVE]",
            note: "nativeScale = 1080 / 414 = 2.6087; the simulator reports nativeScale 3 and nativeBounds 1242×2208."),
        .apple(
            "iphone-8-plus-zoomed", aliases: ["iphone-6-plus-zoomed", "iphone-6s-plus-zoomed", "iphone-7-plus-zoomed"],
            "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus - Display Zoom", kind: .displayZoom,
            points: (375, 667), scale: 3, panel: (1080, 1920),
            source: "[OLEB: 1125x2001 backing, 2.88 px/pt][PAINTCODE 'downsampling x0.96'][SO-NATIVE]",
            note: "Renders 1125×2001 and downsamples ×0.96; SO-NATIVE's '2.8' is a rounding of 1080 / 375 = 2.88."),
        .apple(
            "iphone-11-pro", aliases: ["iphone-x", "iphone-xs"], "iPhone X / XS / 11 Pro",
            points: (375, 812), scale: 3, panel: (1125, 2436), safeArea: .notchedPhone(top: 44),
            source: "[IOSREF][HIG2019][DK ppi 458]; safe area [SNAP][USAGIMARU][ASSETSPICKER]",
            note: "SNAP gives a landscape bottom inset of 24 pt; the other sources give 21."),
        .apple(
            "iphone-11-pro-zoomed", aliases: ["iphone-x-zoomed", "iphone-xs-zoomed"],
            "iPhone X / XS / 11 Pro - Display Zoom (iOS 14+)", kind: .displayZoom,
            points: (320, 693), scale: 3, panel: (1125, 2436),
            source: "[ALPATIEV][ATOMM][CBOYCE: zoom absent before iOS 14]; nativeScale computed 1125/320",
            confidence: .medium, note: "Not measured on a device."),
        .apple(
            "iphone-11", aliases: ["iphone-xr"], "iPhone XR / 11",
            points: (414, 896), scale: 2, panel: (828, 1792), safeArea: .notchedPhone(top: 48),
            source: "[IOSREF][HIG2019][DK ppi 326]; safe area [QMUI]",
            note: "Top inset 48 pt on iOS 14+; 44 pt on iOS 11–13."),
        .apple(
            "iphone-11-zoomed", aliases: ["iphone-xr-zoomed"], "iPhone XR / 11 - Display Zoom", kind: .displayZoom,
            points: (375, 812), scale: 2, panel: (828, 1792), safeArea: .zoomedPhone(top: 44, bottom: 31),
            source: "[ALPATIEV][ATOMM]; nativeScale computed 828/375; safe area [QMUI]",
            confidence: .medium, note: "Not measured on a device."),
        .apple(
            "iphone-11-pro-max", aliases: ["iphone-xs-max"], "iPhone XS Max / 11 Pro Max",
            points: (414, 896), scale: 3, panel: (1242, 2688), safeArea: .notchedPhone(top: 44),
            source: "[IOSREF][HIG2019]; safe area [QMUI][USAGIMARU]"),
        .apple(
            "iphone-11-pro-max-zoomed", aliases: ["iphone-xs-max-zoomed"], "iPhone XS Max / 11 Pro Max - Display Zoom",
            kind: .displayZoom, points: (375, 812), scale: 3, panel: (1242, 2688),
            safeArea: .zoomedPhone(top: 40, bottom: 30.667),
            source: "[ALPATIEV][ATOMM]; nativeScale computed 1242/375; safe area [QMUI]",
            confidence: .medium, note: "Not measured on a device."),
        .apple(
            "iphone-13-mini", aliases: ["iphone-12-mini"], "iPhone 12 mini / 13 mini",
            points: (375, 812), scale: 3, panel: (1080, 2340), safeArea: .notchedPhone(top: 50),
            source: "[IOSREF fn1 '@2.88-3x'][HACK12][MPOSPESE][ALPATIEV]; safe area [SNAP][QMUI]",
            note: "Renders 1125×2436 for a 1080×2340 panel. Sources that give 360×780 pt are wrong (that is nativeBounds / 3)."),
        .apple(
            "iphone-13-mini-zoomed", aliases: ["iphone-12-mini-zoomed"], "iPhone 12 mini / 13 mini - Display Zoom",
            kind: .displayZoom, points: (320, 693), scale: 3, panel: (1080, 2340),
            safeArea: .zoomedPhone(top: 43, bottom: 29),
            source: "[ALPATIEV][ATOMM]; nativeScale computed 1080/320; safe area [QMUI]", confidence: .medium),
        .apple(
            "iphone-14", aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-16e", "iphone-17e"],
            "iPhone 12 / 12 Pro / 13 / 13 Pro / 14 / 16e / 17e",
            points: (390, 844), scale: 3, panel: (1170, 2532), safeArea: .notchedPhone(top: 47),
            source: "[IOSREF][HACK14][DK ppi 460]; safe area [SNAP][QMUI]",
            note: "Safe area of the 16e / 17e is inferred (not published)."),
        .apple(
            "iphone-14-zoomed", aliases: ["iphone-12-zoomed", "iphone-12-pro-zoomed", "iphone-13-zoomed", "iphone-13-pro-zoomed"],
            "iPhone 12 / 12 Pro / 13 / 13 Pro / 14 / 16e / 17e - Display Zoom", kind: .displayZoom,
            points: (320, 693), scale: 3, panel: (1170, 2532), safeArea: .zoomedPhone(top: 39, bottom: 28),
            source: "[QIITA-RSEKI measured 13 Pro: nativeScale 3.65625][ALPATIEV][ATOMM]; safe area [QMUI]",
            note: "693 pt × 3.65625 = 2533.8 px on a 2532 px panel. QMUI gives the iPhone 14 zoomed insets 48/28."),
        .apple(
            "iphone-14-plus", aliases: ["iphone-12-pro-max", "iphone-13-pro-max"], "iPhone 12 Pro Max / 13 Pro Max / 14 Plus",
            points: (428, 926), scale: 3, panel: (1284, 2778), safeArea: .notchedPhone(top: 47),
            source: "[IOSREF][HACK14][DK ppi 458]; safe area [SNAP][QMUI]"),
        .apple(
            "iphone-14-plus-zoomed", aliases: ["iphone-12-pro-max-zoomed", "iphone-13-pro-max-zoomed"],
            "iPhone 12 Pro Max / 13 Pro Max / 14 Plus - Display Zoom", kind: .displayZoom,
            points: (375, 812), scale: 3, panel: (1284, 2778), safeArea: .zoomedPhone(top: 41, bottom: 29.667),
            source: "[QIITA-RSEKI measured 13 Pro Max: nativeScale 3.424][ALPATIEV][ATOMM]; safe area [QMUI]",
            note: "QIITA-RSEKI's table lists nativeBounds width 1170 for this mode: a typo (3.424 × 375 = 1284)."),
        .apple(
            "iphone-16", aliases: ["iphone-14-pro", "iphone-15", "iphone-15-pro"], "iPhone 14 Pro / 15 / 15 Pro / 16",
            points: (393, 852), scale: 3, panel: (1179, 2556), safeArea: .notchedPhone(top: 59),
            source: "[IOSREF][HACK14][DK]; safe area [QMUI][PYXIS]",
            note: "QMUI gives the iPhone 15 a 47 pt top inset, contradicting its Dynamic Island; 59 pt is used."),
        .apple(
            "iphone-16-zoomed", aliases: ["iphone-14-pro-zoomed", "iphone-15-zoomed", "iphone-15-pro-zoomed"],
            "iPhone 14 Pro / 15 / 15 Pro / 16 - Display Zoom", kind: .displayZoom,
            points: (320, 693), scale: 3, panel: (1179, 2556), safeArea: .zoomedPhone(top: 48, bottom: 28),
            source: "[ALPATIEV][ATOMM]; nativeScale computed 1179/320; safe area (Pro) [QMUI]",
            confidence: .medium, note: "Not measured on a device."),
        .apple(
            "iphone-16-plus", aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max"],
            "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus",
            points: (430, 932), scale: 3, panel: (1290, 2796), safeArea: .notchedPhone(top: 59),
            source: "[IOSREF][HACK14][DK]; safe area [QMUI][THEDEBONAIR]",
            note: "QMUI gives the iPhone 15 Plus a 47 pt top inset, contradicting its Dynamic Island; 59 pt is used."),
        .apple(
            "iphone-16-plus-zoomed", aliases: ["iphone-14-pro-max-zoomed", "iphone-15-plus-zoomed", "iphone-15-pro-max-zoomed"],
            "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus - Display Zoom", kind: .displayZoom,
            points: (375, 812), scale: 3, panel: (1290, 2796), safeArea: .zoomedPhone(top: 51, bottom: 31),
            source: "[ALPATIEV][ATOMM]; nativeScale computed 1290/375; safe area (Pro Max) [QMUI]",
            confidence: .medium, note: "Not measured on a device."),
        .apple(
            "iphone-17-pro", aliases: ["iphone-16-pro", "iphone-17"], "iPhone 16 Pro / 17 / 17 Pro",
            points: (402, 874), scale: 3, panel: (1206, 2622), safeArea: .notchedPhone(top: 62),
            source: "[IOSREF][QMUI screenSizeFor63Inch][DK ppi 460]; safe area (16 Pro) [QMUI][PYXIS]",
            note: "Safe area of the 17 / 17 Pro is inferred from the 16 Pro, which shares the panel."),
        .apple(
            "iphone-17-pro-max", aliases: ["iphone-16-pro-max"], "iPhone 16 Pro Max / 17 Pro Max",
            points: (440, 956), scale: 3, panel: (1320, 2868), safeArea: .notchedPhone(top: 62),
            source: "[IOSREF][QMUI screenSizeFor69Inch][DK]; safe area (16 Pro Max) [QMUI][PYXIS]",
            note: "Safe area of the 17 Pro Max is inferred from the 16 Pro Max."),
        .apple(
            "iphone-air", "iPhone Air", points: (420, 912), scale: 3, panel: (1260, 2736),
            source: "[IOSREF][DK ppi 460]", note: "Safe area not published."),
        .apple(
            "ipod-touch-3", aliases: ["ipod-touch-1", "ipod-touch-2"], "iPod touch 1st-3rd gen",
            points: (320, 480), scale: 1, panel: (320, 480), safeArea: .homeButtonPhone, source: "[IOSREF]"),
        .apple(
            "ipod-touch-4", "iPod touch 4th gen",
            points: (320, 480), scale: 2, panel: (640, 960), safeArea: .homeButtonPhone, source: "[IOSREF]"),
        .apple(
            "ipod-touch-7", aliases: ["ipod-touch-5", "ipod-touch-6"], "iPod touch 5th-7th gen",
            points: (320, 568), scale: 2, panel: (640, 1136), safeArea: .homeButtonPhone, source: "[IOSREF][DK]"),
    ]

    static let iPads: [CatalogEntry] = [
        .apple(
            "ipad-2", aliases: ["ipad-1"], "iPad (1st gen) / iPad 2", platform: .iPadOS,
            points: (768, 1024), scale: 1, panel: (768, 1024), safeArea: .homeButtonPad,
            source: "[IOSREF][DK ppi 132]"),
        .apple(
            "ipad-mini-1", "iPad mini (1st gen)", platform: .iPadOS,
            points: (768, 1024), scale: 1, panel: (768, 1024), safeArea: .homeButtonPad,
            source: "[IOSREF][DK ppi 163]"),
        .apple(
            "ipad-6", aliases: ["ipad-3", "ipad-4", "ipad-5", "ipad-air", "ipad-air-2", "ipad-pro-9-7"],
            "iPad (3rd-6th gen) / iPad Air / Air 2 / iPad Pro 9.7", platform: .iPadOS,
            points: (768, 1024), scale: 2, panel: (1536, 2048), safeArea: .homeButtonPad, multitasking: .ipad97,
            source: "[IOSREF][HIG2019][DK ppi 264]"),
        .apple(
            "ipad-mini-5", aliases: ["ipad-mini-2", "ipad-mini-3", "ipad-mini-4"], "iPad mini 2 / 3 / 4 / mini (5th gen)",
            platform: .iPadOS, points: (768, 1024), scale: 2, panel: (1536, 2048), safeArea: .homeButtonPad,
            multitasking: .ipad97, source: "[IOSREF][HIG2019][DK ppi 326]; Split View as the 9.7in [SNAP]"),
        .apple(
            "ipad-9", aliases: ["ipad-7", "ipad-8"], "iPad (7th, 8th, 9th gen) 10.2in", platform: .iPadOS,
            points: (810, 1080), scale: 2, panel: (1620, 2160), safeArea: .homeButtonPad, multitasking: .ipad102,
            source: "[IOSREF][HIG2019][SNAP iPad10_2][ALPATIEV]"),
        .apple(
            "ipad-10", aliases: ["ipad-a16"], "iPad (10th gen) / iPad (A16) 10.9in", platform: .iPadOS,
            points: (820, 1180), scale: 2, panel: (1640, 2360), safeArea: .faceIDPad, multitasking: .ipad109,
            source: "[ALPATIEV][DK ratio 41:59]", confidence: .medium,
            note: "IOSREF lists 810×1080 pt for this model, which does not fit 1640×2360 px at @2x."),
        .apple(
            "ipad-pro-10-5", aliases: ["ipad-air-3"], "iPad Air (3rd gen) / iPad Pro 10.5in", platform: .iPadOS,
            points: (834, 1112), scale: 2, panel: (1668, 2224), safeArea: .homeButtonPad, multitasking: .ipadPro105,
            source: "[IOSREF][HIG2019][SNAP]"),
        .apple(
            "ipad-air-11", aliases: ["ipad-air-4", "ipad-air-5", "ipad-air-11-m2", "ipad-air-11-m3", "ipad-air-11-m4"],
            "iPad Air (4th, 5th gen) / iPad Air 11in (M2, M3, M4)", platform: .iPadOS,
            points: (820, 1180), scale: 2, panel: (1640, 2360), safeArea: .faceIDPad, multitasking: .ipad109,
            source: "[IOSREF][ALPATIEV][DK]"),
        .apple(
            "ipad-air-13", aliases: ["ipad-air-13-m2", "ipad-air-13-m3", "ipad-air-13-m4"], "iPad Air 13in (M2, M3, M4)",
            platform: .iPadOS, points: (1024, 1366), scale: 2, panel: (2048, 2732), safeArea: .faceIDPad,
            multitasking: .ipadPro129, source: "[IOSREF][DK ratio 683:512]",
            note: "Split View widths are those of the 12.9in iPad Pro, which has the same 1024×1366 pt screen (inferred)."),
        .apple(
            "ipad-mini-6", aliases: ["ipad-mini-a17-pro", "ipad-mini-7"], "iPad mini (6th gen) / mini (A17 Pro) 8.3in",
            platform: .iPadOS, points: (744, 1133), scale: 2, panel: (1488, 2266), safeArea: .faceIDPad,
            source: "[IOSREF][ALPATIEV][DK ratio 744:1133, ppi 326]", note: "Split View widths not published."),
        .apple(
            "ipad-pro-11", aliases: ["ipad-pro-11-1", "ipad-pro-11-2", "ipad-pro-11-3", "ipad-pro-11-4"],
            "iPad Pro 11in (1st-4th gen)", platform: .iPadOS,
            points: (834, 1194), scale: 2, panel: (1668, 2388), safeArea: .faceIDPad, multitasking: .ipadPro11,
            source: "[IOSREF][HIG2019][HACK-IPAD2018]"),
        .apple(
            "ipad-pro-11-m4", aliases: ["ipad-pro-11-m5"], "iPad Pro 11in (M4, M5)", platform: .iPadOS,
            points: (834, 1210), scale: 2, panel: (1668, 2420), safeArea: .faceIDPad,
            source: "[IOSREF][DK ratio 605:417]", note: "Split View widths not published."),
        .apple(
            "ipad-pro-12-9",
            aliases: [
                "ipad-pro-12-9-1", "ipad-pro-12-9-2", "ipad-pro-12-9-3", "ipad-pro-12-9-4",
                "ipad-pro-12-9-5", "ipad-pro-12-9-6",
            ],
            "iPad Pro 12.9in (1st-6th gen)", platform: .iPadOS,
            points: (1024, 1366), scale: 2, panel: (2048, 2732), multitasking: .ipadPro129,
            source: "[IOSREF][HIG2019][HACK-IPAD2018]",
            note: "Safe area differs by generation: 20/0 pt with a home button (1st, 2nd), 24/20 pt with Face ID (3rd+)."),
        .apple(
            "ipad-pro-13-m4", aliases: ["ipad-pro-13-m5"], "iPad Pro 13in (M4, M5)", platform: .iPadOS,
            points: (1032, 1376), scale: 2, panel: (2064, 2752), safeArea: .faceIDPad,
            source: "[IOSREF][DK ratio 4:3]", note: "Split View widths not published."),
        .apple(
            "ipad-pro-12-9-zoomed", "iPad Pro 12.9in (3rd-5th gen) - Display Zoom (iPadOS 14 era)", platform: .iPadOS,
            kind: .displayZoom, points: (768, 1024), scale: 2, panel: (2048, 2732),
            source: "[FLUTTERDATA 'Zoomed' resolution 768x1024]; nativeScale computed 2048/768", confidence: .low,
            note: "Unattributed single source; 1024 pt × 2.6667 = 2730.7 px on a 2732 px panel."),
    ]
}
