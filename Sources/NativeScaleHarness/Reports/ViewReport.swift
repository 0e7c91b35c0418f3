public import NativeScaleCore
import NativeScaleRenderer

/// The summary `nativescale view` prints when its window closes.
struct ViewReport {
    let summary: ViewSession.Summary
    let name: String
    let presentMode: PresentMode
    let swapchainFormat: String
    let imageCount: Int
    let device: String

    init(summary: ViewSession.Summary, name: String, presentMode: PresentMode, swapchainFormat: String, imageCount: Int, device: String) {
        self.summary = summary
        self.name = name
        self.presentMode = presentMode
        self.swapchainFormat = swapchainFormat
        self.imageCount = imageCount
        self.device = device
    }

    /// Sizes, swapchain facts and the median of every stage per path.
    var text: String {
        let plan = summary.plan
        let atFinalSize = summary.timings.map(\.timings.count).reduce(0, +)
        var lines = ["nativescale view: \(name): \(summary.frames) frames on screen"
            + (atFinalSize == summary.frames ? "" : " (\(atFinalSize) at the final size)") + " on \(device)"]
        lines.append("  swapchain \(swapchainFormat) × \(imageCount), \(presentMode.rawValue) (\(presentMode.vulkanName)), "
            + "recreated \(summary.swapchainRecreations) time\(summary.swapchainRecreations == 1 ? "" : "s")"
            + (summary.pausedWaits > 0 ? ", paused \(summary.pausedWaits) times while minimised" : ""))
        lines.append("  sizes     native \(plan.nativeSize), drawable \(plan.drawableSize) (\(plan.resample.rawValue)) at the end")
        lines.append("")
        var table = Table(header: ["path", "frames", "scene", "resample", "copy", "GPU frame", "acquire", "present", "frame (host)"],
                              alignments: [.left, .right, .right, .right, .right, .right, .right, .right, .right])
        for (path, timings) in summary.timings where !timings.isEmpty {
            func ms(_ values: [Double]) -> String {
                values.isEmpty ? "–" : NumberText.fixed(SampleStatistics.median(values) / 1e6, fractionDigits: 2)
            }
            table.append([path.name, "\(timings.count)", ms(timings.map(\.scene)), ms(timings.compactMap(\.resample)), ms(timings.map(\.copy)),
                          ms(timings.map(\.gpuFrame)), ms(timings.map(\.acquire)), ms(timings.map(\.present)), ms(timings.map(\.total))])
        }
        lines.append(table.render())
        lines.append("  medians in ms; scene, resample and copy from GPU timestamps, acquire, present and frame on the host clock")
        return lines.joined(separator: "\n") + "\n"
    }
}
