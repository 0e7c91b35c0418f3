import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

extension SweepResult {
    /// Whether the recommended point renders fewer pixels than the native size and still judges
    /// at least as close to the reference: the native render aliases against the supersampled
    /// reference, and the resample's filter smooths what it keeps.
    var lowerScaleBeatsNative: Bool {
        guard let choice = recommendation, let native = points.first(where: { !$0.target.needsResample }) else { return false }
        let pick = points[choice.pointIndex]
        let metric = configuration.metric
        return pick.target.renderSize.pixelCount < native.target.renderSize.pixelCount
            && metric.score(pick.quality) >= metric.score(native.quality)
    }

    /// What the recommendation rests on: the content its quality was judged on and the reference,
    /// why a lower scale won where it did, and how to check the answer on other content.
    public var basisLines: [String] {
        guard let choice = recommendation else { return [] }
        let samples = configuration.target?.samples ?? 1
        let workload = configuration.workload
        let own = workload.workload == .shader || workload.scenePath != nil
        // The built-in workloads all draw the analytic pattern (shaders/pattern.glsl): detail made to alias.
        let what =
            own ? workload.summary : "\(workload.summary) over nativescale's test pattern (a zone plate, hard-edged checkers, 1-2 px glyphs and thin lines)"
        let content = "\(what), \(samples == 1 ? "one sample per pixel" : "\(samples)× MSAA")"
        var lines = [
            "Judged on: \(content), against the \(reference.renderSize) render (\(reference.factor)× per axis) reduced to "
                + "\(configuration.display.nativeSize.text) with exact area; the answer holds for this content."
        ]
        if lowerScaleBeatsNative, let native = points.first(where: { !$0.target.needsResample }), let pick = points[choice.pointIndex].candidate {
            lines.append(
                "Why a lower scale wins: \(pick.label) judges closer to the reference than "
                    + "\(native.target.renderSize) directly with fewer pixels, because the native render aliases against the supersampled reference "
                    + "and the resample's filter smooths what it keeps; content that does not alias would not gain.")
        }
        lines.append("Check it on your own content: nativescale sweep --workload shader:FILE.frag, or --scene FILE.gltf.")
        return lines
    }
}
