import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleResults

/// The charts of a bench result.
public enum BenchCharts {
    /// Median stage times per path as stacked horizontal bars (scene, then resample).
    public static func stageBreakdown(_ result: BenchResult) -> String {
        let paths = result.analysis.stages.map(\.path).uniqued()
        func median(_ path: MeasuredPath, _ stage: Stage) -> Double {
            result.analysis.summary(of: stage, on: path)?.milliseconds.median ?? 0
        }
        let rows = paths.map { (path: $0.name, scene: median($0, .scene), resample: median($0, .resample)) }
        let width = 760.0, left = 150.0, right = 40.0, top = 64.0, barHeight = 26.0, gap = 14.0
        let height = top + Double(rows.count) * (barHeight + gap) + 80
        let plotWidth = width - left - right
        let ticks = SVGChart.ticks([0] + rows.map { $0.scene + $0.resample })
        let maximum = ticks.last ?? 1
        func px(_ ms: Double) -> Double { left + ms / maximum * plotWidth }
        var svg = SVGWriter(width: width, height: height)
        let display = result.configuration.display
        svg.text("Median GPU time per stage", x: width / 2, y: 24, size: 16, anchor: "middle", weight: "bold")
        svg.text("\(display.name ?? "display by hand"): native \(display.nativeSize.width)×\(display.nativeSize.height), drawable "
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
            svg.rect(x: px(0), y: y, width: px(row.scene) - px(0), height: barHeight, fill: "#0072B2",
                     title: "\(row.path) scene \(NumberText.fixed(row.scene, fractionDigits: 2)) ms")
            if row.resample > 0 {
                svg.rect(x: px(row.scene), y: y, width: px(row.scene + row.resample) - px(row.scene), height: barHeight, fill: "#D55E00",
                         title: "\(row.path) resample \(NumberText.fixed(row.resample, fractionDigits: 2)) ms")
            }
            svg.close("g")
            svg.text(NumberText.fixed(row.scene + row.resample, fractionDigits: 1) + " ms", x: px(row.scene + row.resample) + 4,
                     y: y + barHeight / 2 + 4, size: 11)
        }
        svg.line(x1: left, y1: plotBottom, x2: left + plotWidth, y2: plotBottom, color: "#000")
        svg.text("median GPU time per frame (ms)", x: left + plotWidth / 2, y: plotBottom + 36, size: 13, anchor: "middle", className: "x-axis")
        svg.text("path", x: 20, y: top + (plotBottom - top) / 2, size: 13, anchor: "middle", rotate: true, className: "y-axis")
        let legendY = height - 18
        svg.rect(x: left, y: legendY - 10, width: 14, height: 12, fill: "#0072B2")
        svg.text("scene", x: left + 20, y: legendY, size: 12, className: "legend")
        svg.rect(x: left + 80, y: legendY - 10, width: 14, height: 12, fill: "#D55E00")
        svg.text("resample", x: left + 100, y: legendY, size: 12, className: "legend")
        return svg.finished()
    }
}
