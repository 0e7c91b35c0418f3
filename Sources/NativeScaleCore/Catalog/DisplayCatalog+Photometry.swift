// The peak luminance and contrast of the catalog's panels, for ColorVideoVDP's display models.
//
// [CVVDP-DM] is ColorVideoVDP 0.5.7's `display_models.json` (gfxdisp/ColorVideoVDP, MIT), whose
// device entries cite DisplayMate's shoot-outs (measured on the device) or Apple's specifications;
// [APPLE-SPECS] is Apple's tech specs pages (support.apple.com/specs), whose figures Apple itself
// calls typical. A panel with neither gets its device class's typical figures, marked `.typical`.
// docs/catalog/photometry.md lists every figure with its source.

extension DisplayCatalog {
    /// Panels with figures of their own, by the same ids as ``applePanels`` and ``macPanels``.
    static let panelPhotometry: [String: PanelPhotometry] = [
        "iphone-8": .stated(625, contrast: 1400, source: "[APPLE-SPECS] iPhone 8: 625 cd/m² max brightness (typical), 1400:1 contrast (typical)"),
        "iphone-8-plus": .stated(625, contrast: 1300, source: "[APPLE-SPECS] iPhone 8 Plus: 625 cd/m² max brightness (typical), 1300:1 contrast (typical)"),
        "iphone-11": .stated(625, contrast: 1400, source: "[APPLE-SPECS] iPhone 11: 625 cd/m² max brightness (typical), 1400:1 contrast (typical)"),
        "iphone-13-mini": .stated(
            625, contrast: 2_000_000, source: "[APPLE-SPECS] iPhone 12 mini: 625 cd/m² max brightness (typical; 13 mini 800), 2,000,000:1 contrast (typical)"),
        "iphone-14": .measured(
            825, black: 0.0004, source: "[CVVDP-DM] iphone_12_pro: DisplayMate's iPhone 12 Pro shoot-out, 825 cd/m² peak, 0.0004 cd/m² black"),
        "iphone-16": .measured(
            1025, black: 0.0004, source: "[CVVDP-DM] iphone_14_pro: DisplayMate's iPhone 14 Pro shoot-out, 1025 cd/m² peak, 0.0004 cd/m² black"),
        "ipad-pro-12-9": .stated(
            600, contrast: 600 / 0.37, source: "[CVVDP-DM] ipad_pro_12_9: Apple's iPad Pro 12.9 specifications, 600 cd/m² peak, 0.37 cd/m² black"),
        "macbook-pro-16-2019": .stated(
            500, contrast: 500 / 0.37, source: "[CVVDP-DM] macbook_pro_16: Apple's MacBook Pro 16 specifications, 500 cd/m² peak, 0.37 cd/m² black"),
    ]

    /// The typical figures of a device class, where no figure for the panel is known.
    static func typicalPhotometry(_ deviceClass: DeviceClass) -> PanelPhotometry {
        switch deviceClass {
        case .phone:
            PanelPhotometry(
                peakLuminance: 500, contrast: 500 / 0.05, basis: .typical,
                source: "[CVVDP-DM] standard_phone: a mobile phone, 500 cd/m² peak, 0.05 cd/m² black")
        case .tablet:
            PanelPhotometry(
                peakLuminance: 500, contrast: 1000, basis: .typical,
                source: "a tablet's LCD: 500 cd/m² (Apple states 500 for the iPad and iPad Air), 1000:1")
        case .laptop:
            PanelPhotometry(
                peakLuminance: 500, contrast: 500 / 0.37, basis: .typical,
                source: "[CVVDP-DM] macbook_pro_16: 500 cd/m² peak, 0.37 cd/m² black")
        case .monitor:
            PanelPhotometry(
                peakLuminance: 200, contrast: 1000, basis: .typical,
                source: "[CVVDP-DM] standard_4k and standard_fhd: an office monitor, 200 cd/m², 1000:1")
        case .tv:
            PanelPhotometry(
                peakLuminance: 272, contrast: 272 / 0.014, basis: .typical,
                source: "[CVVDP-DM] lg_oled_2017_sdr: DisplayMate's LG OLED 2017 shoot-out (SDR), 272 cd/m² peak, 0.014 cd/m² black")
        }
    }

    /// The photometry of `entry`'s panel: its own figures where known (by device, by a Display
    /// Zoom mode's device, by a Mac mode's model), else its device class's typical ones.
    public static func photometry(for entry: CatalogEntry) -> PanelPhotometry {
        let deviceClass = entry.panel?.deviceClass ?? .monitor
        var id = entry.id.hasSuffix("-zoomed") ? String(entry.id.dropLast("-zoomed".count)) : entry.id
        if entry.platform == .macOS, let dash = id.lastIndex(of: "-") { id = String(id[..<dash]) }
        return panelPhotometry[id] ?? typicalPhotometry(deviceClass)
    }
}
