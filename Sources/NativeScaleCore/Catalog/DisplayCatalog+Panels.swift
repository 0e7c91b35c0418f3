// The physical panel of every catalog entry: its ppi (or diagonal), its device class, sources.
//
// [DK] is DeviceKit's ppi and diagonal per model (docs/catalog/displays.md §5). Apple's tech specs
// pages ([APPLE-SPECS], support.apple.com/specs) state every Mac panel's ppi; the iPhone 3GS and
// iPod touch (3rd/4th gen) precede DeviceKit's list and are Apple's published figures, not
// cross-checked here.

extension DisplayCatalog {
    /// iPhone, iPod touch and iPad panels by entry id; a Display Zoom entry shares its device's.
    static let applePanels: [String: Panel] = [
        "iphone-3gs": .stated(163, diagonal: 3.5, .phone, source: "[APPLE-SPECS] 163 ppi"),
        "iphone-4s": .stated(326, diagonal: 3.5, .phone, source: "[DK]"),
        "iphone-se-1": .stated(326, diagonal: 4, .phone, source: "[DK]"),
        "iphone-8": .stated(326, diagonal: 4.7, .phone, source: "[DK]"),
        "iphone-8-plus": .stated(401, diagonal: 5.5, .phone, source: "[DK]"),
        "iphone-11-pro": .stated(458, diagonal: 5.8, .phone, source: "[DK]"),
        "iphone-11": .stated(326, diagonal: 6.1, .phone, source: "[DK]"),
        "iphone-11-pro-max": .stated(458, diagonal: 6.5, .phone, source: "[DK]"),
        "iphone-13-mini": .stated(476, diagonal: 5.4, .phone, source: "[DK] (12 mini and 13 mini)"),
        "iphone-14": .stated(460, diagonal: 6.1, .phone, source: "[DK] (12, 12 Pro, 13, 13 Pro, 14, 16e)"),
        "iphone-14-plus": .stated(458, diagonal: 6.7, .phone, source: "[DK] (12 Pro Max, 13 Pro Max, 14 Plus)"),
        "iphone-16": .stated(460, diagonal: 6.1, .phone, source: "[DK] (14 Pro, 15, 15 Pro, 16)"),
        "iphone-16-plus": .stated(460, diagonal: 6.7, .phone, source: "[DK] (15 Plus, 15 Pro Max, 16 Plus; 14 Pro Max 458)"),
        "iphone-17-pro": .stated(460, diagonal: 6.3, .phone, source: "[DK] (16 Pro, 17, 17 Pro)"),
        "iphone-17-pro-max": .stated(460, diagonal: 6.9, .phone, source: "[DK] (16 Pro Max, 17 Pro Max)"),
        "iphone-air": .stated(460, diagonal: 6.5, .phone, source: "[DK]"),
        "ipod-touch-3": .stated(163, diagonal: 3.5, .phone, source: "[APPLE-SPECS] 163 ppi"),
        "ipod-touch-4": .stated(326, diagonal: 3.5, .phone, source: "[APPLE-SPECS] 326 ppi"),
        "ipod-touch-7": .stated(326, diagonal: 4, .phone, source: "[DK]"),
        "ipad-2": .stated(132, diagonal: 9.7, .tablet, source: "[DK]"),
        "ipad-mini-1": .stated(163, diagonal: 7.9, .tablet, source: "[DK]"),
        "ipad-6": .stated(264, diagonal: 9.7, .tablet, source: "[DK] (3rd-6th gen, Air, Air 2, Pro 9.7)"),
        "ipad-mini-5": .stated(326, diagonal: 7.9, .tablet, source: "[DK] (mini 2-5)"),
        "ipad-9": .stated(264, diagonal: 10.2, .tablet, source: "[DK] (7th-9th gen)"),
        "ipad-10": .stated(264, diagonal: 10.9, .tablet, source: "[DK] (10th gen, A16)"),
        "ipad-pro-10-5": .stated(264, diagonal: 10.5, .tablet, source: "[DK] (Pro 10.5, Air 3rd gen)"),
        "ipad-air-11": .stated(264, diagonal: 10.9, .tablet, source: "[DK] (Air 4th/5th gen 10.9 in, Air 11 in M2-M4)"),
        "ipad-air-13": .stated(264, diagonal: 12.9, .tablet, source: "[DK] (Air 13 in M2-M4)"),
        "ipad-mini-6": .stated(326, diagonal: 8.3, .tablet, source: "[DK] (mini 6th gen, A17 Pro)"),
        "ipad-pro-11": .stated(264, diagonal: 11, .tablet, source: "[DK]"),
        "ipad-pro-11-m4": .stated(264, diagonal: 11, .tablet, source: "[DK] (M4, M5)"),
        "ipad-pro-12-9": .stated(264, diagonal: 12.9, .tablet, source: "[DK]"),
        "ipad-pro-13-m4": .stated(264, diagonal: 13, .tablet, source: "[DK] (M4, M5)"),
    ]

    /// Mac laptop panels by model (the id before its "looks like" size).
    static let macPanels: [String: Panel] = [
        "macbook-pro-13-retina": .stated(227, diagonal: 13.3, .laptop, source: "[APPLE-SPECS] 2560x1600 at 227 ppi"),
        "macbook-pro-15-retina": .stated(220, diagonal: 15.4, .laptop, source: "[APPLE-SPECS] 2880x1800 at 220 ppi"),
        "macbook-12": .stated(226, diagonal: 12, .laptop, source: "[APPLE-SPECS] 2304x1440 at 226 ppi"),
        "macbook-pro-16-2019": .stated(226, diagonal: 16, .laptop, source: "[APPLE-SPECS] 3072x1920 at 226 ppi"),
        "macbook-pro-14": .stated(254, diagonal: 14.2, .laptop, source: "[APPLE-SPECS] 3024x1964 at 254 ppi"),
        "macbook-pro-16": .stated(254, diagonal: 16.2, .laptop, source: "[APPLE-SPECS] 3456x2234 at 254 ppi"),
        "external-4k-24": .diagonal(23.8, pixels: (3840, 2160), .monitor, source: "a 24-inch-class 4K panel's 23.8 in visible diagonal"),
        "external-4k-27": .diagonal(27, pixels: (3840, 2160), .monitor, source: "a 27-inch 4K panel"),
        "external-4k-32": .diagonal(31.5, pixels: (3840, 2160), .monitor, source: "a 32-inch-class 4K panel's 31.5 in visible diagonal"),
        "studio-display-5k": .stated(218, diagonal: 27, .monitor, source: "[APPLE-SPECS] 5120x2880 at 218 ppi"),
        "pro-display-xdr-6k": .stated(218, diagonal: 32, .monitor, source: "[APPLE-SPECS] 6016x3384 at 218 ppi"),
    ]

    /// The reference panel of the Windows and Wayland steps: a 27-inch 3840×2160 monitor.
    static let desktopReferencePanelGeometry = Panel.diagonal(
        27, pixels: (desktopReferencePanel.width, desktopReferencePanel.height), .monitor,
        source: "the catalog's reference panel, a 27-inch 4K monitor (a choice, not a device)")

    /// The panel of `entry`: by id, by its device's id for a Display Zoom mode, by model for a Mac
    /// mode; the reference panel for a desktop step; the bucket's own density for an Android step
    /// (a dp is 1/160 inch by definition, so the bucket's dpi is the nominal ppi).
    static func panel(for entry: CatalogEntry) -> Panel? {
        let device = entry.id.hasSuffix("-zoomed") ? String(entry.id.dropLast("-zoomed".count)) : entry.id
        switch entry.platform {
        case .iOS, .iPadOS:
            return applePanels[device]
        case .macOS:
            guard let dash = entry.id.lastIndex(of: "-") else { return nil }
            return macPanels[String(entry.id[..<dash])]
        case .windows, .wayland:
            return desktopReferencePanelGeometry
        case .android:
            return .stated(
                entry.display.nativeScale.value * 160, diagonal: nil, .phone,
                source: "[XAM-DMD] nominal: the bucket's dpi (real panels differ from their bucket by up to about 15 %)")
        }
    }
}
