import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTuning

/// Attaches to a sweep result its recommendation in words (as the report words it, for readers of
/// the file) and how to apply it, in `format` (nil: the platform's own).
///
/// `display` is the swept display; a merge, which has only the result, finds it in the catalog by
/// the result's device id (a display given by hand is not rebuilt, and gets no setting).
enum RecommendationSetting {
    /// `result` with its recommendation's sentence and setting attached, when it has a recommendation.
    static func attach(to result: inout SweepResult, display: Display?, entry: CatalogEntry?, format: SizeSetting.Format?) throws(CatalogError) {
        guard let choice = result.recommendation else { return }
        if let sentence = result.recommendationSentence { result.attach(sentence: sentence) }
        let point = result.points[choice.pointIndex]
        let found = display.map { ($0, entry) } ?? catalogDisplay(of: result, nativeSize: point.target.nativeSize)
        guard let (display, entry) = found, display.nativeSize == point.target.nativeSize else { return }
        if let format, let platform = entry?.platform, !format.exists(on: platform) { throw .formatNotOnPlatform(format, platform) }
        let chosen = format ?? .native(to: entry?.platform)
        // The native render is the plan `sizes` gives in the same format (an engine whose buffer
        // is below the panel renders its whole buffer); any other point renders its own size.
        let setting =
            point.target.needsResample
            ? SizeSetting(format: chosen, display: display, platform: entry?.platform, renderSize: point.target.renderSize, filter: point.filter)
            : SizeSetting(nativeOf: display, format: chosen, platform: entry?.platform)
        result.attach(apply: setting.document(display: display, name: entry?.name ?? "Display given by hand"))
    }

    /// The catalog display of a result's device id, in the orientation whose native size it swept.
    private static func catalogDisplay(of result: SweepResult, nativeSize: PixelSize) -> (Display, CatalogEntry?)? {
        guard let id = result.configuration.display.deviceID, let entry = try? DisplayCatalog.entry(named: id) else { return nil }
        return Orientation.allCases.map { entry.display.oriented($0) }.first { $0.nativeSize == nativeSize }.map { ($0, entry) }
    }
}
