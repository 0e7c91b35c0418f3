public import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

/// How to apply a sweep's recommendation, attached to the result with its sentence.
///
/// `display` is the swept display; a merge, which has only the result, finds it in the catalog by
/// the result's device id (a display given by hand is not rebuilt, and gets no setting).
extension SweepResult {
    /// The recommendation's sentence and setting attached, when it has a
    /// recommendation. The setting is in `format`, or the format the sweep was measured for; a
    /// format whose buffer is not the one the sweep's points were measured into is refused, so
    /// the snippet ships the path whose quality was judged.
    public mutating func attachSetting(display: Display?, entry: CatalogEntry?, format: SizeSetting.Format?) throws(CatalogError) {
        guard let choice = recommendation else { return }
        if let sentence = recommendationSentence { attach(sentence: sentence) }
        let point = points[choice.pointIndex]
        let system = configuration.system
        let panel = system?.panel ?? point.target.nativeSize
        let found = display.map { ($0, entry) } ?? catalogDisplay(nativeSize: panel)
        guard let (display, entry) = found, display.nativeSize == panel else { return }
        if let format, let platform = entry?.platform, !format.exists(on: platform) { throw .formatNotOnPlatform(format, platform) }
        let chosen = format ?? system?.format ?? .preferred(for: display, platform: entry?.platform)
        // Files before version 19 measured every point into the panel's pixels.
        try SystemResample.check(chosen, display: display, platform: entry?.platform, measured: system)
        let buffer = AppBuffer(format: chosen, display: display, platform: entry?.platform).size
        // The native point renders the whole buffer; any other point renders its own size into it.
        let setting =
            point.target.needsResample
            ? SizeSetting(format: chosen, display: display, platform: entry?.platform, renderSize: point.target.renderSize, filter: point.filter)
            : SizeSetting(format: chosen, display: display, platform: entry?.platform, renderSize: buffer, filter: nil)
        attach(apply: setting.document(display: display, name: entry?.name ?? "Display given by hand"))
    }

    /// The catalog display of a result's device id, in the orientation whose native size it swept.
    private func catalogDisplay(nativeSize: PixelSize) -> (Display, CatalogEntry?)? {
        guard let id = configuration.display.deviceID, let entry = try? DisplayCatalog.entry(named: id) else { return nil }
        return Orientation.allCases.map { entry.display.oriented($0) }.first { $0.nativeSize == nativeSize }.map { ($0, entry) }
    }
}
