public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// The summary `nativescale view` prints when its window closes.
public struct ViewReport {
    public let summary: ViewSummary

    public init(summary: ViewSummary) {
        self.summary = summary
    }

    /// Sizes, swapchain facts and the median of every stage per path.
    public var text: String {
        let plan = summary.plan
        let atFinalSize = summary.samples.count
        var lines = [
            "nativescale view: \(summary.name): \(summary.frames) frames on screen"
                + (atFinalSize == summary.frames ? "" : " (\(atFinalSize) at the final size)") + " on \(summary.device)"
        ]
        lines.append(
            "  swapchain \(summary.swapchainFormat) × \(summary.imageCount), \(summary.presentMode) (\(summary.presentModeVulkanName)), "
                + "recreated \(summary.swapchainRecreations) time\(summary.swapchainRecreations == 1 ? "" : "s")"
                + (summary.pausedWaits > 0 ? ", paused \(summary.pausedWaits) times while minimised" : ""))
        lines.append("  sizes     native \(plan.nativeSize), drawable \(plan.drawableSize) (\(plan.resample.rawValue)) at the end")
        lines.append("")
        var table = Table(
            header: ["path", "frames", "scene", "resample", "copy", "GPU frame", "acquire", "present", "frame (host)"],
            alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right])
        for (path, samples) in summary.samplesByPath {
            func ms(_ stage: Stage) -> String {
                let values = samples.compactMap { $0.duration(stage)?.milliseconds }
                return values.isEmpty ? "–" : NumberText.fixed(SampleStatistics.median(values), fractionDigits: 2)
            }
            table.append([path.name, "\(samples.count)", ms(.scene), ms(.resample), ms(.copy), ms(.gpuFrame), ms(.acquire), ms(.present), ms(.total)])
        }
        lines.append(table.render())
        lines.append("  medians in ms; scene, resample and copy from GPU timestamps, acquire, present and frame on the host clock")
        return lines.joined(separator: "\n") + "\n"
    }
}
