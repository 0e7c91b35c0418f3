public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// The charts of a bench result.
public enum BenchCharts {
    /// The stages a frame's bar stacks, in the order the GPU runs them, with their colours
    /// (Okabe–Ito): every stage the table's frame is made of, the transition included.
    static let stackedStages: [(stage: Stage, color: String)] = [(.scene, "#0072B2"), (.resolve, "#56B4E9"), (.transition, "#E69F00"), (.resample, "#D55E00")]

    /// Median stage times per path as stacked horizontal bars (scene, MSAA resolve, transition,
    /// resample), each labelled with the path's median frame, the table's figure.
    public static func stageBreakdown(_ result: BenchResult) -> String {
        let paths = result.analysis.stages.map(\.path).uniqued()
        func median(_ path: MeasuredPath, _ stage: Stage) -> Double {
            result.analysis.summary(of: stage, on: path)?.milliseconds.median ?? 0
        }
        let rows = paths.map { path in
            (path: path.name, stages: stackedStages.map { median(path, $0.stage) }, frame: median(path, .frame))
        }
        let shown = stackedStages.indices.filter { index in rows.contains { $0.stages[index] > 0 } }
        let width = 760.0
        let left = 150.0
        let right = 110.0
        let top = 64.0
        let barHeight = 26.0
        let gap = 14.0
        let height = top + Double(rows.count) * (barHeight + gap) + 80
        let plotWidth = width - left - right
        let ticks = SVGChart.ticks([0] + rows.flatMap { [$0.stages.reduce(0, +), $0.frame] })
        let maximum = ticks.last ?? 1
        func px(_ ms: Double) -> Double { left + ms / maximum * plotWidth }
        var svg = SVGWriter(width: width, height: height)
        let display = result.configuration.display
        svg.text("Median GPU time per stage", x: width / 2, y: 24, size: 16, anchor: "middle", weight: "bold")
        svg.text(
            "\(display.name ?? "display by hand"): native \(display.nativeSize.width)×\(display.nativeSize.height), drawable "
                + "\(display.drawableSize.width)×\(display.drawableSize.height); \(result.environment.device.name)",
            x: width / 2, y: 44, size: 12, anchor: "middle", color: "#444")
        let plotBottom = top + Double(rows.count) * (barHeight + gap)
        for tick in ticks {
            svg.line(x1: px(tick), y1: top - 6, x2: px(tick), y2: plotBottom, color: "#e4e4e4")
            svg.text(SVGChart.label(tick, ticks: ticks), x: px(tick), y: plotBottom + 16, size: 11, anchor: "middle")
        }
        for (index, row) in rows.enumerated() {
            let y = top + Double(index) * (barHeight + gap)
            svg.text(row.path, x: left - 8, y: y + barHeight / 2 + 4, size: 12, anchor: "end")
            svg.open("g", ["class": "series", "data-name": row.path])
            var start = 0.0
            for stage in shown where row.stages[stage] > 0 {
                let (name, color) = (stackedStages[stage].stage.rawValue, stackedStages[stage].color)
                svg.rect(
                    x: px(start), y: y, width: px(start + row.stages[stage]) - px(start), height: barHeight, fill: color,
                    title: "\(row.path) \(name) \(NumberText.fixed(row.stages[stage], fractionDigits: 2)) ms")
                start += row.stages[stage]
            }
            svg.close("g")
            // The frame's own median (the table's), which medians of its stages only approximately sum to.
            svg.text(
                "frame " + NumberText.fixed(row.frame, fractionDigits: 2) + " ms", x: px(max(start, row.frame)) + 4,
                y: y + barHeight / 2 + 4, size: 11, className: "bar-label")
        }
        svg.line(x1: left, y1: plotBottom, x2: left + plotWidth, y2: plotBottom, color: "#000")
        svg.text("median GPU time per frame (ms)", x: left + plotWidth / 2, y: plotBottom + 36, size: 13, anchor: "middle", className: "x-axis")
        svg.text("path", x: 20, y: top + (plotBottom - top) / 2, size: 13, anchor: "middle", rotate: true, className: "y-axis")
        legend(shown, y: height - 18, left: left, into: &svg)
        return svg.finished()
    }

    /// The legend under the bars: a swatch and the name of each stage `shown`.
    private static func legend(_ shown: [Int], y legendY: Double, left: Double, into svg: inout SVGWriter) {
        for (position, stage) in shown.enumerated() {
            let x = left + Double(position) * 100
            svg.rect(x: x, y: legendY - 10, width: 14, height: 12, fill: stackedStages[stage].color)
            svg.text(stackedStages[stage].stage.rawValue, x: x + 20, y: legendY, size: 12, className: "legend")
        }
    }
}
