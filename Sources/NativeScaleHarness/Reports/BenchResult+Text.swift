import NativeScaleCore
import NativeScaleRenderer

extension BenchResult {
    /// The readable table of `nativescale bench`.
    public var text: String {
        let display = configuration.display
        let device = environment.device
        var lines: [String] = []
        lines.append("nativescale bench: \(display.name.map { "\($0) (\(display.deviceID ?? ""))" } ?? "display given by hand")")
        let logical = "\(NumberText.trimmed(display.logicalSize.width, maxFractionDigits: 2))×\(NumberText.trimmed(display.logicalSize.height, maxFractionDigits: 2)) pt"
        lines.append("  display   \(logical) @\(NumberText.trimmed(display.scale, maxFractionDigits: 4)), nativeScale "
            + "\(NumberText.trimmed(display.nativeScale, maxFractionDigits: 6)): native \(size(display.nativeSize)), "
            + "drawable \(size(display.drawableSize)) (\(display.resample), \(NumberText.trimmed(display.pixelRatio, maxFractionDigits: 4))× the pixels)")
        lines.append("  device    \(device.name), \(device.kind.rawValue), \(device.driverName) \(device.driverInfo), Vulkan \(device.apiVersion)")
        let workload = configuration.workload
        let knob = switch workload.workload {
        case .fill: "shader cost \(workload.shaderCost)"
        case .ui: "\(workload.layers) layers"
        case .textured: "\(workload.fetches) fetches per fragment"
        }
        lines.append("  workload  \(workload.workload.rawValue), \(knob)")
        lines.append("  measured  \(rounds) rounds in \(NumberText.fixed(measuringSeconds, fractionDigits: 1)) s after "
            + "\(configuration.warmupRounds) warm-up rounds, paths interleaved; \(configuration.timing.rawValue)")
        lines.append("")
        var table = TextTable(header: ["path", "stage", "median ms", "p10", "p90", "frames"],
                              alignments: [.left, .left, .right, .right, .right, .right])
        for stage in analysis.stages where stage.stage != "host" {
            let ms = stage.milliseconds
            table.append([stage.path, stage.stage + (stage.anomaly == nil ? "" : " (!)"),
                          NumberText.fixed(ms.median, fractionDigits: 2), NumberText.fixed(ms.p10, fractionDigits: 2),
                          NumberText.fixed(ms.p90, fractionDigits: 2), "\(ms.count)"])
        }
        lines.append(table.render())
        if display.resample == "none" {
            lines.append("")
            lines.append("No sampling stage: the drawable is the native size \(size(display.nativeSize)); there is nothing to save.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        var comparison = TextTable(header: ["filter", "overhead vs native (95 % CI)", "scene ratio", "resample / native frame"],
                                   alignments: [.left, .left, .right, .right])
        for item in analysis.comparisons {
            comparison.append([item.filter, percentInterval(item.overhead),
                               "\(NumberText.fixed(item.sceneRatio.estimate, fractionDigits: 3)) (pixels \(NumberText.fixed(display.pixelRatio, fractionDigits: 4)))",
                               NumberText.fixed(item.resampleShare.estimate * 100, fractionDigits: 1) + " %"])
        }
        lines.append(comparison.render())
        lines.append("")
        let allocated = memory.allocated
        var parts = ["drawable \(NumberText.bytes(allocated.drawableImageBytes))"]
        if allocated.intermediateBytes > 0 { parts.append("float intermediate \(NumberText.bytes(allocated.intermediateBytes))") }
        if allocated.weightTableBytes > 0 { parts.append("weight tables \(NumberText.bytes(allocated.weightTableBytes))") }
        if let outputs = allocated.resampleOutputBytes, outputs > 0 { parts.append("compute outputs \(NumberText.bytes(outputs))") }
        lines.append("  memory    native image \(NumberText.bytes(allocated.nativeImageBytes)); the scaled path adds "
            + parts.joined(separator: " + ") + " = \(NumberText.bytes(memory.extraBytes)) (VkMemoryRequirements)")
        for anomaly in anomalies { lines.append("  warning   \(anomaly)") }
        lines.append("")
        lines.append(verdict)
        if let present { lines += [""] + presentLines(present) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The on-screen table of `bench --present`, beside the offscreen one.
    private func presentLines(_ present: PresentMeasurement) -> [String] {
        var lines = ["On screen: \(present.windowSystem.displayName) window \(size(present.windowSize)), swapchain \(present.swapchainFormat) "
            + "× \(present.swapchainImages), \(present.presentMode.rawValue); \(present.rounds) rounds in "
            + "\(NumberText.fixed(present.measuringSeconds, fractionDigits: 1)) s, one frame in flight, paths interleaved"]
        lines.append("  acquire → render → resample (scaled) → copy into the swapchain image → present → fence")
        var table = TextTable(header: ["path", "scene", "resample", "copy", "GPU frame", "acquire", "present", "frame (host)", "frames"],
                              alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right])
        let analysis = present.analysis
        let paths = analysis.stages.reduce(into: [String]()) { if !$0.contains($1.path) { $0.append($1.path) } }
        for path in paths {
            func ms(_ stage: String) -> String {
                analysis.median(stage, on: path).map { NumberText.fixed($0, fractionDigits: 2) } ?? "–"
            }
            let frames = analysis.stages.first { $0.path == path && $0.stage == "total" }?.milliseconds.count ?? 0
            table.append([path, ms("scene"), ms("resample"), ms("copy"), ms("gpu-frame"), ms("acquire"), ms("present"), ms("total"), "\(frames)"])
        }
        lines.append(table.render())
        lines.append("  medians in ms: scene, resample, copy and GPU frame from timestamps; acquire, present and frame on the host clock")
        if !analysis.comparisons.isEmpty {
            lines.append("")
            var comparison = TextTable(header: ["filter", "on-screen frame vs native (95 % CI)", "GPU frame vs native (95 % CI)", "offscreen frame vs native"],
                                       alignments: [.left, .left, .left, .left])
            for item in analysis.comparisons {
                let offscreen = self.analysis.comparisons.first { $0.filter == item.filter }.map { percentInterval($0.overhead) } ?? "–"
                comparison.append([item.filter, percentInterval(item.overhead), percentInterval(item.gpuOverhead), offscreen])
            }
            lines.append(comparison.render())
            if let best = analysis.comparisons.min(by: { $0.overhead.estimate < $1.overhead.estimate }), best.overhead.estimate > 0 {
                func saving(_ overhead: Double) -> Double { (1 - 1 / (1 + overhead)) * 100 }
                let half = (saving(best.overhead.upper) - saving(best.overhead.lower)) / 2
                lines.append("")
                lines.append("On screen, rendering at nativeScale saves \(NumberText.fixed(saving(best.overhead.estimate), fractionDigits: 0)) % "
                    + "± \(NumberText.fixed(half, fractionDigits: 1)) % per presented frame (\(best.filter)); the copy into the swapchain "
                    + "image and the present cost both paths the same.")
            }
        }
        return lines
    }

    /// One sentence: what rendering at nativeScale saves per frame on this device.
    public var verdict: String {
        let display = configuration.display
        guard let best = analysis.comparisons.min(by: { $0.overhead.estimate < $1.overhead.estimate }) else {
            return "Verdict: no scaled path was measured."
        }
        // Saving of native over scaled: 1 − 1 / (1 + overhead); the CI maps monotonically.
        func saving(_ overhead: Double) -> Double { (1 - 1 / (1 + overhead)) * 100 }
        let estimate = saving(best.overhead.estimate)
        let half = (saving(best.overhead.upper) - saving(best.overhead.lower)) / 2
        let filters = analysis.comparisons.count > 1 ? "even against the cheapest filter, \(best.filter)" : "with the \(best.filter) resample"
        if display.resample == "up" {
            return "Verdict: the scaled path renders fewer pixels and upscales; rendering at nativeScale costs "
                + "\(NumberText.fixed(-estimate, fractionDigits: 0)) % ± \(NumberText.fixed(half, fractionDigits: 1)) % more per frame on this device (\(best.filter))."
        }
        return "Verdict: rendering at nativeScale (\(size(display.nativeSize))) saves \(NumberText.fixed(estimate, fractionDigits: 0)) % "
            + "± \(NumberText.fixed(half, fractionDigits: 1)) % per frame on this device, \(filters)."
    }

    private func size(_ size: SizeDocument<Int>) -> String { "\(size.width)×\(size.height)" }

    private func percentInterval(_ interval: BootstrapInterval) -> String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + NumberText.fixed(value * 100, fractionDigits: 1) }
        return "\(signed(interval.estimate)) % (\(signed(interval.lower)) … \(signed(interval.upper)), ±\(NumberText.fixed(interval.halfWidth * 100, fractionDigits: 2)) pp)"
    }
}
