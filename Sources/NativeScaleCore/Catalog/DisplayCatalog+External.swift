// macOS scaled modes on external monitors, and Android phones' screen-resolution settings: the
// two most common places where the system resamples every frame on hardware people own.
// Sources and disagreements: docs/catalog-notes.md.

extension DisplayCatalog {
    /// External monitors: 4K at 24, 27 and 32 inches, Apple's 5K Studio Display and 6K Pro
    /// Display XDR. macOS renders a HiDPI "looks like" mode at 2× and the window server resamples
    /// it to the panel, as on its own laptops [NEWBETUTS][TIMOTHYA][GRIFFIN].
    static let externalMacDisplays: [CatalogEntry] = {
        let scaled = "[NEWBETUTS 'looks like 2560x1440' on 4K: 5120x2880 virtual display downsized][TIMOTHYA 3360x1890 renders 6720x3780]"
        let defaultMode = "[DISPLAYLINK-KB][GRIFFIN] 4K defaults to looks like 1920x1080"
        let list = "; option list as macOS 13-15 shows it for a 4K panel [GRIFFIN screenshot], not Apple-documented"
        var entries: [CatalogEntry] = []
        for (model, name) in [
            ("external-4k-24", "4K monitor 24in (23.8in)"), ("external-4k-27", "4K monitor 27in"),
            ("external-4k-32", "4K monitor 32in (31.5in)"),
        ] {
            entries.append(
                .mac(
                    model, name, panel: (3840, 2160), looksLike: (1920, 1080), source: defaultMode, confidence: .high,
                    note: "Default mode (exact 2×): no resampling."))
            entries.append(
                .mac(
                    model, name, panel: (3840, 2160), looksLike: (2560, 1440), source: scaled, confidence: .high,
                    note: "Renders 5120×2880 and is downsampled to 3840×2160: 1.78× the panel's pixels."))
            entries.append(.mac(model, name, panel: (3840, 2160), looksLike: (3008, 1692), source: scaled + list, confidence: .medium))
            entries.append(.mac(model, name, panel: (3840, 2160), looksLike: (3360, 1890), source: scaled + list, confidence: .high))
        }
        let studio = "[APPLE-SPECS] Studio Display 27in 5120x2880 at 218 ppi; default looks like 2560x1440 [BYTECELLAR]"
        entries.append(
            .mac(
                "studio-display-5k", "Apple Studio Display 27in (5K)", panel: (5120, 2880), looksLike: (2560, 1440),
                source: studio, confidence: .high, note: "Default mode (exact 2×): no resampling."))
        for looksLike in [(2880, 1620), (3200, 1800)] {
            entries.append(
                .mac(
                    "studio-display-5k", "Apple Studio Display 27in (5K)", panel: (5120, 2880), looksLike: looksLike,
                    source: studio + "; the larger steps as the 27in 5K iMac offers them, not Apple-documented", confidence: .low))
        }
        entries.append(
            .mac(
                "pro-display-xdr-6k", "Apple Pro Display XDR 32in (6K)", panel: (6016, 3384), looksLike: (3008, 1692),
                source: "[APPLE-SPECS] Pro Display XDR 6016x3384 at 218 ppi; default looks like 3008x1692", confidence: .medium,
                note: "Default mode (exact 2×); the other 6K steps were not collected."))
        entries.append(
            .mac(
                "pro-display-xdr-6k", "Apple Pro Display XDR 32in (6K)", panel: (6016, 3384), looksLike: (3200, 1800),
                source: "[APPLE-SPECS] 6016x3384; step as macOS offers on 218 ppi panels, not Apple-documented", confidence: .low,
                note: "Renders 6400×3600 and is downsampled to 6016×3384."))
        return entries
    }()

    /// Android phones whose "Screen resolution" setting runs the display below its panel. The
    /// logical size in dp stays the same in both settings (the density follows the resolution), so
    /// an app's drawable is the mode's pixels and the display hardware scales them to the panel.
    static let androidResolutionModes: [CatalogEntry] = {
        func phone(
            _ id: String, _ name: String, dp: (Double, Double), density: Double, panel: (Int, Int), panelDensity: Double,
            physical: Panel, source: String, confidence: CatalogEntry.Confidence, note: String
        ) -> CatalogEntry {
            CatalogEntry(
                id: id, name: name, platform: .android, kind: .resolutionMode,
                display: Display(
                    catalog: LogicalSize(width: dp.0, height: dp.1), scale: ScaleFactor(density), nativeScale: ScaleFactor(panelDensity),
                    panelSize: PixelSize(width: panel.0, height: panel.1), orientation: .portrait,
                    rule: density == panelDensity ? .androidDensity : .androidDisplayMode),
                source: source, confidence: confidence, note: note, panel: physical)
        }
        let s23 = Panel.stated(500, diagonal: 6.8, .phone, source: "[O2-S23][PHONEARENA-S23] 6.8in 3088x1440, 500 ppi")
        let samsung =
            "[AOSP-RES] mechanism; Samsung One UI 'Screen resolution' HD+/FHD+/WQHD+ (FHD+ default); "
            + "384 dp wide in both (density 450 / 600 dpi) [CHROME-VIEWPORT 384x824]"
        let pixel = Panel.stated(512, diagonal: 6.7, .phone, source: "[BASOGA-PIXEL] Pixel 7 Pro 6.7in 3120x1440, 512 ppi")
        let google =
            "[AOSP-RES] ScreenResolutionController: 'High resolution' = the 1080-wide mode (default), "
            + "'Full resolution' = the 1440-wide mode; 411 dp wide in both (density 420 / 560 dpi)"
        return [
            phone(
                "galaxy-s23-ultra-fhd", "Samsung Galaxy S22 Ultra / S23 Ultra - FHD+ (default)", dp: (384, 2316 / 2.8125), density: 2.8125,
                panel: (1440, 3088), panelDensity: 3.75, physical: s23, source: samsung, confidence: .low,
                note:
                    "Apps render 1080×2316; the display hardware upscales to the 1440×3088 panel (the same mechanism as AOSP's setting; Samsung does not "
                    + "document it)."
            ),
            phone(
                "galaxy-s23-ultra-wqhd", "Samsung Galaxy S22 Ultra / S23 Ultra - WQHD+", dp: (384, 2316 / 2.8125), density: 3.75,
                panel: (1440, 3088), panelDensity: 3.75, physical: s23, source: samsung, confidence: .medium,
                note: "Full resolution: apps render the panel's 1440×3088, no resampling."),
            phone(
                "pixel-7-pro-high", "Google Pixel 7 Pro - High resolution (default)", dp: (1080 / 2.625, 2340 / 2.625), density: 2.625,
                panel: (1440, 3120), panelDensity: 3.5, physical: pixel, source: google, confidence: .medium,
                note: "Apps render 1080×2340; the display hardware upscales to the 1440×3120 panel."),
            phone(
                "pixel-7-pro-full", "Google Pixel 7 Pro - Full resolution", dp: (1080 / 2.625, 2340 / 2.625), density: 3.5,
                panel: (1440, 3120), panelDensity: 3.5, physical: pixel, source: google, confidence: .medium,
                note: "Full resolution: apps render the panel's 1440×3120, no resampling."),
        ]
    }()
}
