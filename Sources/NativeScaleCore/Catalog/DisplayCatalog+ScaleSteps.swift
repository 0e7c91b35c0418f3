// Windows, Wayland and Android scale steps, from docs/catalog/displays.md §4b–4d. These are
// platform steps, not devices: each is shown on a reference panel or window named in its entry.

extension DisplayCatalog {
    /// The reference panel for desktop scale steps: 3840×2160, a 4K monitor, on which every
    /// listed step gives a whole or near-whole logical desktop.
    static let desktopReferencePanel = PixelSize(width: 3840, height: 2160)

    /// The reference window for Android density buckets: 360×800 dp.
    static let androidReferenceWindow = LogicalSize(width: 360, height: 800)

    static let windowsSteps: [CatalogEntry] = {
        let panel = desktopReferencePanel
        let source = "[MS-DSF] DEVICE_SCALE_FACTOR; dpi = 96 × scale [CSDN-DPI]"
        var entries: [CatalogEntry] = []
        for percent in [100, 125, 150, 175, 200, 225, 250, 300] {
            let scale = ScaleFactor(Double(percent) / 100)
            let logical = LogicalSize(width: Double(panel.width) / scale.value, height: Double(panel.height) / scale.value)
            entries.append(
                CatalogEntry(
                    id: "windows-\(percent)", name: "Windows \(percent) % (\(Int(96 * scale.value)) dpi), per-monitor DPI aware, 3840x2160",
                    platform: .windows, kind: .scaleStep,
                    display: Display(catalog: logical, scale: scale, panelSize: panel, orientation: .landscape, rule: .windowsPerMonitorDPI),
                    source: source, confidence: .medium,
                    note: "A DPI-aware app renders the panel's pixels; its logical size is panel / scale."))
            if percent > 100 && percent != 175 && percent != 225 {
                entries.append(
                    CatalogEntry(
                        id: "windows-\(percent)-unaware", name: "Windows \(percent) %, DPI-unaware app, 3840x2160",
                        platform: .windows, kind: .scaleStep,
                        display: Display(catalog: logical, scale: ScaleFactor(1), panelSize: panel, orientation: .landscape, rule: .windowsDPIUnaware),
                        source: source + "; DWM bitmap stretch (background knowledge, not verified)", confidence: .low,
                        note: "Renders at 96 dpi and DWM upscales it: blurry, but cheap."))
            }
        }
        return entries
    }()

    static let waylandSteps: [CatalogEntry] = {
        let panel = desktopReferencePanel
        let source = "[WL-FS] wp_fractional_scale_v1 (scale in 120ths, toplevel rounded half away from zero)"
        var entries: [CatalogEntry] = []
        for numerator in [150, 180, 210, 240] {
            let scale = ScaleFactor.wayland(numerator: numerator)
            let label = NumberText.trimmed(scale.value, maxFractionDigits: 2)
            let logical = LogicalSize(
                width: (Double(panel.width) / scale.value).rounded(.toNearestOrAwayFromZero),
                height: (Double(panel.height) / scale.value).rounded(.toNearestOrAwayFromZero))
            entries.append(
                CatalogEntry(
                    id: "wayland-\(label)", name: "Wayland fractional scale \(label) (\(numerator)/120), 3840x2160",
                    platform: .wayland, kind: .scaleStep,
                    display: Display(catalog: logical, scale: scale, panelSize: panel, orientation: .landscape, rule: .waylandFractionalScale),
                    source: source, confidence: .high,
                    note: "Buffer = logical × scale, viewport destination = logical size: no resampling."))
            if !scale.isIntegral {
                entries.append(
                    CatalogEntry(
                        id: "wayland-\(label)-integer", name: "Wayland \(label) without fractional-scale (buffer scale 2), 3840x2160",
                        platform: .wayland, kind: .scaleStep,
                        display: Display(
                            catalog: logical, scale: scale.roundedUpToInteger, panelSize: panel, orientation: .landscape,
                            rule: .waylandIntegerBufferScale),
                        source: "[GUIDO-SRC] integer preferred_buffer_scale rounds \(label) up; compositor downsamples",
                        confidence: .medium,
                        note: "Behaviour of compositors, not spec text."))
            }
        }
        return entries
    }()

    static let androidSteps: [CatalogEntry] = {
        let buckets: [(String, Int)] = [
            ("ldpi", 120), ("mdpi", 160), ("tvdpi", 213), ("hdpi", 240), ("xhdpi", 320),
            ("420dpi", 420), ("xxhdpi", 480), ("560dpi", 560), ("xxxhdpi", 640),
        ]
        return buckets.map { bucket, dpi in
            let scale = ScaleFactor.android(densityDpi: dpi)
            let panel = (androidReferenceWindow * scale).rounded(SizingRule.androidDensity.nativeRounding)
            return CatalogEntry(
                id: "android-\(bucket)", name: "Android \(bucket) (\(dpi) dpi, density \(NumberText.trimmed(scale.value, maxFractionDigits: 5))), 360x800 dp",
                platform: .android, kind: .scaleStep,
                display: Display(
                    catalog: androidReferenceWindow, scale: scale, nativeScale: scale, panelSize: panel, orientation: .portrait, rule: .androidDensity),
                source: "[GIST-DENS][CNBLOGS-DENS][XAM-DMD]; rounding AOSP TypedValue.complexToDimensionPixelSize",
                confidence: .high,
                note: "Apps render physical pixels: no resampling. 360×800 dp is a reference window, not a device.")
        }
    }()
}
