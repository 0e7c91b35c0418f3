import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

extension BenchResult {
    /// What was measured where, as labelled facts: the same lines head the terminal table and
    /// the HTML report.
    var facts: [(label: String, value: String)] {
        let display = configuration.display
        let device = environment.device
        let logical =
            "\(NumberText.trimmed(display.logicalSize.width, maxFractionDigits: 2))×\(NumberText.trimmed(display.logicalSize.height, maxFractionDigits: 2)) "
            + "\(display.unit.symbol)"
        return [
            (
                "display",
                "\(logical) @\(NumberText.trimmed(display.scale, maxFractionDigits: 4)), nativeScale "
                    + "\(NumberText.trimmed(display.nativeScale, maxFractionDigits: 6)): native \(display.nativeSize.text), "
                    + (configuration.preset.map {
                        "render \(display.drawableSize.text) (\($0.name), ÷\(NumberText.trimmed($0.factor, maxFractionDigits: 1)) per axis, "
                    }
                        ?? "drawable \(display.drawableSize.text) (")
                    + "\(display.resample), \(NumberText.trimmed(display.pixelRatio, maxFractionDigits: 4))× the pixels)"
            ),
            ("device", "\(device.name), \(device.kind), \(device.driver), Vulkan \(device.apiVersion)"),
            ("workload", configuration.workload.summary),
            (
                "target",
                (configuration.target?.summary ?? "rgba8, no MSAA, no depth")
                    + (configuration.sharpness.map { "; RCAS sharpness \(NumberText.trimmed($0.stops, maxFractionDigits: 2)) stops" } ?? "")
            ),
            (
                "measured",
                "\(rounds) rounds in \(NumberText.fixed(measuringSeconds, fractionDigits: 1)) s after "
                    + "\(configuration.warmupRounds) warm-up rounds, paths interleaved; \(configuration.timing.rawValue)"
            ),
        ]
    }

    /// Every timed stage of every path: median, p10, p90 and frames; `(!)` marks a stage with
    /// two levels or a step.
    var stageTable: Table {
        var table = Table(header: ["path", "stage", "median ms", "p10", "p90", "frames"], alignments: [.left, .left, .right, .right, .right, .right])
        for stage in analysis.stages where stage.stage != .host {
            let ms = stage.milliseconds
            table.append([
                stage.path.name, stage.stage.title + (stage.anomaly == nil ? "" : " (!)"),
                NumberText.fixed(ms.median, fractionDigits: 2), NumberText.fixed(ms.p10, fractionDigits: 2),
                NumberText.fixed(ms.p90, fractionDigits: 2), "\(ms.count)",
            ])
        }
        return table
    }

    /// Each filter against native: overhead with its CI, scene ratio, resample share.
    var comparisonTable: Table {
        var table = Table(
            header: ["filter", "overhead vs native (95 % CI)", "scene ratio", "resample / native frame"],
            alignments: [.left, .left, .right, .right])
        let pixels = NumberText.fixed(configuration.display.pixelRatio, fractionDigits: 4)
        for item in analysis.comparisons {
            let overhead =
                item.rounds >= BenchAnalysis.minimumRoundsForInterval
                ? item.overhead.percentText
                : item.overhead.pointText + " (\(item.rounds) round(s): too few for an interval)"
            table.append([
                item.filter.rawValue, overhead,
                "\(NumberText.fixed(item.sceneRatio.estimate, fractionDigits: 3)) (pixels \(pixels))",
                NumberText.fixed(item.resampleShare.estimate * 100, fractionDigits: 1) + " %",
            ])
        }
        return table
    }

    /// The on-screen medians of every stage per path (`bench --present`).
    func presentStageTable(_ present: PresentMeasurement) -> Table {
        let stages = PresentAnalysis.stageOrder
        var table = Table(header: ["path"] + stages.map(\.title) + ["frames"], alignments: [.left] + stages.map { _ in .right } + [.right])
        for path in present.analysis.stages.map(\.path).uniqued() {
            let medians = stages.map { stage in present.analysis.median(stage, on: path).map { NumberText.fixed($0, fractionDigits: 2) } ?? "–" }
            let frames = present.analysis.stages.first { $0.path == path && $0.stage == .total }?.milliseconds.count ?? 0
            table.append([path.name] + medians + ["\(frames)"])
        }
        return table
    }

    /// Each filter on screen against native, beside its offscreen overhead.
    func presentComparisonTable(_ present: PresentMeasurement) -> Table {
        var table = Table(header: ["filter", "on-screen frame vs native (95 % CI)", "GPU frame vs native (95 % CI)", "offscreen frame vs native"])
        for item in present.analysis.comparisons {
            let offscreen = analysis.comparisons.first { $0.filter == item.filter }.map(\.overhead.percentText) ?? "–"
            table.append([item.filter.rawValue, item.overhead.percentText, item.gpuOverhead.percentText, offscreen])
        }
        return table
    }

    /// `sizes`' first-order model of this configuration beside what the device allocated, per
    /// path; nil for files from before the model was recorded.
    var modelTable: Table? {
        guard let model else { return nil }
        var table = Table(
            header: ["path", "model: bytes moved / frame", "model: attachments", "allocated: attachments"],
            alignments: [.left, .right, .right, .right])
        for (name, path) in [("native", model.native), ("scaled", model.scaled)] {
            guard let path else { continue }
            table.append([
                name, NumberText.bytes(path.modelBytesPerFrame), NumberText.bytes(path.modelAttachmentBytes),
                NumberText.bytes(path.allocatedAttachmentBytes),
            ])
        }
        return table
    }

    /// The memory line: the native image and what the scaled path adds.
    var memorySentence: String {
        let allocated = memory.allocated
        var parts = ["drawable \(NumberText.bytes(allocated.drawableImageBytes))"]
        if let attachments = allocated.drawableAttachmentBytes, attachments > 0 {
            let images = configuration.workload.motionVectors ? "its MSAA, depth and motion-vector images" : "its MSAA and depth images"
            parts.append("\(images) \(NumberText.bytes(attachments))")
        }
        if allocated.intermediateBytes > 0 { parts.append("float intermediate \(NumberText.bytes(allocated.intermediateBytes))") }
        if allocated.weightTableBytes > 0 { parts.append("weight tables \(NumberText.bytes(allocated.weightTableBytes))") }
        if let outputs = allocated.resampleOutputBytes, outputs > 0 { parts.append("compute outputs \(NumberText.bytes(outputs))") }
        return "native image \(NumberText.bytes(allocated.nativeImageBytes)); the scaled path adds "
            + parts.joined(separator: " + ") + " = \(NumberText.bytes(memory.extraBytes)) (VkMemoryRequirements)"
    }
}

extension BootstrapInterval {
    /// `+12.3 % (+10.1 … +14.0, ±1.95 pp)` for a ratio minus one.
    var percentText: String {
        func signed(_ value: Double) -> String { NumberText.signed(value * 100, fractionDigits: 1) }
        return "\(signed(estimate)) % (\(signed(lower)) … \(signed(upper)), ±\(NumberText.fixed(halfWidth * 100, fractionDigits: 2)) pp)"
    }

    /// `+12.3 %`: the estimate alone, where no interval can be given.
    var pointText: String {
        NumberText.signed(estimate * 100, fractionDigits: 1) + " %"
    }
}

extension SizeDocument where Length == Int {
    /// `1080×1920`.
    var text: String { "\(width)×\(height)" }
}
