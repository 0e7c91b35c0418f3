// macOS "looks like" modes on Retina panels, from docs/catalog/displays.md §1 and §4a.

extension CatalogEntry {
    /// A macOS scaled mode: backing store 2 × `looksLike`, resampled to `panel` by the window server.
    static func mac(
        _ model: String, _ modelName: String, panel: (Int, Int), looksLike: (Int, Int),
        source: String, confidence: Confidence = .medium, note: String? = nil
    ) -> CatalogEntry {
        CatalogEntry(
            id: "\(model)-\(looksLike.0)x\(looksLike.1)",
            name: "\(modelName) \(panel.0)x\(panel.1) - looks like \(looksLike.0)x\(looksLike.1)",
            platform: .macOS, kind: .scaledMode,
            display: Display(
                catalog: LogicalSize(width: Double(looksLike.0), height: Double(looksLike.1)), scale: ScaleFactor(2),
                panelSize: PixelSize(width: panel.0, height: panel.1), orientation: .landscape,
                rule: .macOSScaledRetina),
            source: source, confidence: confidence, note: note)
    }
}

extension DisplayCatalog {
    static let macs: [CatalogEntry] = {
        let mbp13 = "[ROBSERV default 1280x800][MACOBS scaled modes render 2x then resize]; option list not Apple-confirmed"
        let mbp15 = "[ANANDTECH][ASKDIFF]"
        let mbp14 = "[MPU14 quoting 9to5Mac/Monterey RC code]"
        return [
            .mac("macbook-pro-13-retina", "MacBook Pro 13in Retina", panel: (2560, 1600), looksLike: (1024, 640), source: mbp13, confidence: .low),
            .mac(
                "macbook-pro-13-retina", "MacBook Pro 13in Retina", panel: (2560, 1600), looksLike: (1280, 800), source: mbp13,
                note: "Default mode (exact 2×)."),
            .mac("macbook-pro-13-retina", "MacBook Pro 13in Retina", panel: (2560, 1600), looksLike: (1440, 900), source: mbp13, confidence: .low),
            .mac("macbook-pro-13-retina", "MacBook Pro 13in Retina", panel: (2560, 1600), looksLike: (1680, 1050), source: mbp13, confidence: .low),
            .mac("macbook-pro-15-retina", "MacBook Pro 15in Retina (2012-)", panel: (2880, 1800), looksLike: (1024, 640), source: mbp15, confidence: .high),
            .mac("macbook-pro-15-retina", "MacBook Pro 15in Retina (2012-)", panel: (2880, 1800), looksLike: (1280, 800), source: mbp15, confidence: .high),
            .mac(
                "macbook-pro-15-retina", "MacBook Pro 15in Retina (2012-)", panel: (2880, 1800), looksLike: (1440, 900), source: mbp15, confidence: .high,
                note: "Default mode (exact 2×)."),
            .mac("macbook-pro-15-retina", "MacBook Pro 15in Retina (2012-)", panel: (2880, 1800), looksLike: (1680, 1050), source: mbp15, confidence: .high),
            .mac(
                "macbook-pro-15-retina", "MacBook Pro 15in Retina (2012-)", panel: (2880, 1800), looksLike: (1920, 1200),
                source: mbp15 + "; framebuffer 3840x2400 captured [FERICIA]", confidence: .high),
            .mac(
                "macbook-12", "MacBook 12in (2015)", panel: (2304, 1440), looksLike: (1152, 720), source: "[ROBSERV]",
                note: "Exact 2×, not the default."),
            .mac(
                "macbook-12", "MacBook 12in (2015)", panel: (2304, 1440), looksLike: (1280, 800), source: "[ROBSERV]",
                note: "Shipping default: every frame is resampled 2560×1600 → 2304×1440."),
            .mac(
                "macbook-pro-16-2019", "MacBook Pro 16in (2019)", panel: (3072, 1920), looksLike: (1536, 960), source: "[MACRUMORS]",
                note: "Exact 2×, not the default."),
            .mac(
                "macbook-pro-16-2019", "MacBook Pro 16in (2019)", panel: (3072, 1920), looksLike: (1792, 1120), source: "[MACRUMORS][REALMI]",
                note: "Shipping default: every frame is resampled 3584×2240 → 3072×1920."),
            .mac("macbook-pro-14", "MacBook Pro 14in (2021-)", panel: (3024, 1964), looksLike: (1024, 665), source: mbp14),
            .mac("macbook-pro-14", "MacBook Pro 14in (2021-)", panel: (3024, 1964), looksLike: (1147, 745), source: mbp14),
            .mac("macbook-pro-14", "MacBook Pro 14in (2021-)", panel: (3024, 1964), looksLike: (1352, 878), source: mbp14),
            .mac(
                "macbook-pro-14", "MacBook Pro 14in (2021-)", panel: (3024, 1964), looksLike: (1512, 982), source: mbp14,
                note: "Default mode (exact 2×)."),
            .mac("macbook-pro-14", "MacBook Pro 14in (2021-)", panel: (3024, 1964), looksLike: (1800, 1169), source: mbp14),
            .mac(
                "macbook-pro-16", "MacBook Pro 16in (2021-)", panel: (3456, 2234), looksLike: (1728, 1117), source: "[MACRUMORS][MPU14]",
                note: "Default mode (exact 2×); other 16in modes not collected."),
        ]
    }()
}
