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
        lines.append(costsMeasuredLine)
        lines.append("Check it on your own content: nativescale sweep --workload shader:FILE.frag, or --scene FILE.gltf.")
        return lines
    }

    /// The machine every cost and saving above was measured on, and where that is a CPU, what it
    /// means for the upscalers' costs (docs/upscalers.md, "What it costs").
    public var costsMeasuredLine: String {
        let device = environment.device
        var line = "Costs measured on: \(device.name) (\(device.kind)); every cost and saving above is this machine's"
        if device.kind == "cpu" {
            line += ", a CPU rasterizer, where each pass costs in proportion to its arithmetic"
            if configuration.filters.contains(where: \.isUpscaler) {
                line +=
                    " (FSR 1 took 4.0–4.4× bilinear's time per output pixel on lavapipe); on a GPU the texture units make bilinear "
                    + "nearly free and the upscalers' taps cost bandwidth instead, so measure the upscalers again on the target GPU"
            }
        }
        return line + "."
    }
}
