import Foundation
public import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// A self-contained SVG line and scatter chart: a title, axes titled with their units, 1-2-5
/// ticks, a legend, and annotations. No scripts, fonts or external references.
public struct SVGChart: Sendable {
    /// One named set of points.
    public struct Series: Sendable {
        public let name: String
        public let color: String
        public let points: [(x: Double, y: Double)]
        public let showsLine: Bool
        public let showsMarkers: Bool
        /// Per point, a confidence interval drawn as an error bar (`nil` entries draw none).
        public let intervals: [(low: Double, high: Double)?]
        /// Draw the intervals as a shaded band along the line instead of error bars.
        public let showsBand: Bool

        public init(
            name: String, color: String, points: [(x: Double, y: Double)], showsLine: Bool = true, showsMarkers: Bool = true,
            intervals: [(low: Double, high: Double)?] = [], showsBand: Bool = false
        ) {
            self.name = name
            self.color = color
            self.points = points
            self.showsLine = showsLine
            self.showsMarkers = showsMarkers
            self.intervals = intervals
            self.showsBand = showsBand
        }
    }

    /// A mark drawn over the series.
    public enum Annotation: Sendable {
        /// A dashed vertical line at `x` with a label.
        case verticalLine(x: Double, label: String)
        /// A ringed point with a label.
        case point(x: Double, y: Double, label: String)
    }

    public var title: String
    public var subtitle: String?
    /// The x axis title, with its unit.
    public var xAxis: String
    /// The y axis title, with its unit.
    public var yAxis: String
    public var series: [Series]
    public var annotations: [Annotation]
    public var width = 760.0
    public var height = 470.0
    /// Whether the x axis counts things (commits, runs): ticks at whole numbers only.
    public var wholeNumberX = false

    /// Creates a chart of `series` with axis titles and annotations, at the default size.
    public init(
        title: String, subtitle: String? = nil, xAxis: String, yAxis: String, series: [Series], annotations: [Annotation] = [],
        wholeNumberX: Bool = false
    ) {
        self.title = title
        self.subtitle = subtitle
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.annotations = annotations
        self.wholeNumberX = wholeNumberX
    }

    /// The plot area and its scales from data to pixels.
    struct Plot {
        let left: Double, top: Double, width: Double, height: Double
        let xRange: (Double, Double), yRange: (Double, Double)

        func px(_ x: Double) -> Double { left + (x - xRange.0) / max(xRange.1 - xRange.0, 1e-12) * width }
        func py(_ y: Double) -> Double { top + height - (y - yRange.0) / max(yRange.1 - yRange.0, 1e-12) * height }
    }

    /// The chart as an SVG document.
    public func render() -> String {
        let left = 78.0
        let right = 190.0
        let top = subtitle == nil ? 48.0 : 64.0
        let bottom = 62.0
        var xs = series.flatMap { $0.points.map(\.x) }
        var ys = series.flatMap { $0.points.map(\.y) }
        ys += series.flatMap { $0.intervals.compactMap { $0.map { [$0.low, $0.high] } }.flatMap { $0 } }
        for annotation in annotations {
            switch annotation {
            case .verticalLine(let x, _): xs.append(x)
            case .point(let x, let y, _):
                xs.append(x)
                ys.append(y)
            }
        }
        let xTicks = Self.ticks(xs, wholeNumbers: wholeNumberX)
        let yTicks = Self.ticks(ys)
        let plot = Plot(
            left: left, top: top, width: width - left - right, height: height - top - bottom,
            xRange: (xTicks.first ?? 0, xTicks.last ?? 1), yRange: (yTicks.first ?? 0, yTicks.last ?? 1))
        var svg = SVGWriter(width: width, height: height)
        svg.text(title, x: width / 2, y: 24, size: 16, anchor: "middle", weight: "bold")
        if let subtitle { svg.text(subtitle, x: width / 2, y: 44, size: 12, anchor: "middle", color: "#444") }
        drawAxes(plot, xTicks: xTicks, yTicks: yTicks, into: &svg)
        for (index, series) in series.enumerated() { draw(series, legendRow: index, plot: plot, into: &svg) }
        drawAnnotations(plot, into: &svg)
        return svg.finished()
    }

    /// The axes, their ticks and grid lines, and their titles.
    func drawAxes(_ plot: Plot, xTicks: [Double], yTicks: [Double], into svg: inout SVGWriter) {
        let bottom = plot.top + plot.height
        svg.line(x1: plot.left, y1: bottom, x2: plot.left + plot.width, y2: bottom, color: "#000")
        svg.line(x1: plot.left, y1: plot.top, x2: plot.left, y2: bottom, color: "#000")
        for tick in xTicks {
            let x = plot.px(tick)
            svg.line(x1: x, y1: plot.top, x2: x, y2: bottom, color: "#e4e4e4")
            svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, color: "#000")
            svg.text(Self.label(tick, ticks: xTicks), x: x, y: bottom + 19, size: 11, anchor: "middle")
        }
        for tick in yTicks {
            let y = plot.py(tick)
            svg.line(x1: plot.left, y1: y, x2: plot.left + plot.width, y2: y, color: "#e4e4e4")
            svg.line(x1: plot.left - 5, y1: y, x2: plot.left, y2: y, color: "#000")
            svg.text(Self.label(tick, ticks: yTicks), x: plot.left - 8, y: y + 4, size: 11, anchor: "end")
        }
        svg.text(xAxis, x: plot.left + plot.width / 2, y: height - 18, size: 13, anchor: "middle", className: "x-axis")
        // A rotated title longer than the chart is tall would be clipped at both ends: it is set
        // smaller until it fits (Helvetica's average advance is about 0.55 em).
        let middle = plot.top + plot.height / 2
        let room = 2 * min(middle, height - middle) - 8
        let size = min(13, room / Self.textWidth(yAxis, size: 1))
        svg.text(yAxis, x: 20, y: middle, size: size, anchor: "middle", rotate: true, className: "y-axis")
    }

    /// One series: its band or CI bars, its line and markers, and its legend entry.
    func draw(_ series: Series, legendRow: Int, plot: Plot, into svg: inout SVGWriter) {
        svg.open("g", ["class": "series", "data-name": series.name])
        let points = series.points.map { (plot.px($0.x), plot.py($0.y)) }
        if series.showsBand {
            let spans = zip(series.points, series.intervals).compactMap { point, interval in interval.map { (point.x, $0) } }
            if spans.count > 1 {
                let outline = spans.map { (plot.px($0.0), plot.py($0.1.high)) } + spans.reversed().map { (plot.px($0.0), plot.py($0.1.low)) }
                svg.polygon(outline, fill: series.color, opacity: 0.18)
            }
        }
        if series.showsLine && points.count > 1 { svg.polyline(points, color: series.color) }
        if series.showsMarkers { for (x, y) in points { svg.circle(x: x, y: y, radius: 3.5, fill: series.color) } }
        for (point, interval) in zip(series.points, series.intervals) where !series.showsBand {
            guard let interval else { continue }
            let x = plot.px(point.x)
            let low = plot.py(interval.low)
            let high = plot.py(interval.high)
            svg.line(x1: x, y1: low, x2: x, y2: high, color: series.color, width: 1.5)
            svg.line(x1: x - 4, y1: low, x2: x + 4, y2: low, color: series.color, width: 1.5)
            svg.line(x1: x - 4, y1: high, x2: x + 4, y2: high, color: series.color, width: 1.5)
        }
        svg.close("g")
        let legendY = plot.top + 8 + Double(legendRow) * 20
        let legendX = plot.left + plot.width
        svg.line(x1: legendX + 16, y1: legendY, x2: legendX + 40, y2: legendY, color: series.color, width: 2.5)
        svg.text(series.name, x: legendX + 46, y: legendY + 4, size: 12, className: "legend")
    }

    /// Vertical lines (change points) and ringed points (the recommendation), with their labels.
    func drawAnnotations(_ plot: Plot, into svg: inout SVGWriter) {
        for annotation in annotations {
            switch annotation {
            case .verticalLine(let x, let label):
                svg.line(x1: plot.px(x), y1: plot.top, x2: plot.px(x), y2: plot.top + plot.height, color: "#555", dashed: true)
                svg.text(label, x: plot.px(x) - 4, y: plot.top + plot.height - 8, size: 11, anchor: "end", color: "#333")
            case .point(let x, let y, let label):
                svg.circle(x: plot.px(x), y: plot.py(y), radius: 9, fill: "none", stroke: "#000")
                // Right of the point, unless it would run past the plot into the legend: then left of it.
                let fits = plot.px(x) + 12 + Self.textWidth(label, size: 12, bold: true) <= plot.left + plot.width
                svg.text(
                    label, x: plot.px(x) + (fits ? 12 : -12), y: plot.py(y) + 22, size: 12, anchor: fits ? "start" : "end",
                    weight: "bold", className: "annotation", halo: true)
            }
        }
    }

    /// About how wide `text` is set in Helvetica at `size` (its average advance: 0.55 em, 0.6 bold).
    static func textWidth(_ text: String, size: Double, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? 0.6 : 0.55)
    }

    /// 1-2-5 ticks covering `values` (about six of them).
    static func ticks(_ values: [Double], wholeNumbers: Bool = false) -> [Double] {
        let finite = values.filter(\.isFinite)
        guard var low = finite.min(), var high = finite.max() else { return [0, 1] }
        if high - low < 1e-9 {
            low -= max(abs(low) * 0.05, 0.5)
            high += max(abs(high) * 0.05, 0.5)
        }
        let raw = (high - low) / 6
        let magnitude = pow(10, floor(log10(raw)))
        var step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        if wholeNumbers { step = max(1, step == 2.5 * magnitude ? 2 * magnitude : step).rounded(.up) }
        // A point on the first or last tick would sit on the axis, its mark half hidden: one step
        // more; but never below a zero origin (a time, a count: no "-2" left of 0).
        var first = floor(low / step) * step
        var last = ceil(high / step) * step
        if abs(first - low) < step * 1e-9 && !wholeNumbers && low != 0 { first -= step }
        if abs(last - high) < step * 1e-9 && !wholeNumbers { last += step }
        return stride(from: first, through: last + step / 2, by: step).map { ($0 / step).rounded() * step }
    }

    /// A tick label with the fewest decimals that still tell the ticks apart exactly.
    static func label(_ value: Double, ticks: [Double]) -> String {
        let step = ticks.count > 1 ? ticks[1] - ticks[0] : 1
        let digits =
            (0...6).first { digits in
                ticks.allSatisfy { abs((Double(NumberText.fixed($0, fractionDigits: digits)) ?? .nan) - $0) < step * 1e-6 }
            } ?? 6
        return NumberText.fixed(value, fractionDigits: digits)
    }

    /// Okabe–Ito colours, one per filter, black for the native path.
    public static func color(for filter: ResampleFilter?) -> String {
        switch filter {
        case nil: "#000000"
        case .blit: "#E69F00"
        case .bilinear: "#0072B2"
        case .area: "#009E73"
        case .catmullRom: "#D55E00"
        case .lanczos3: "#CC79A7"
        case .easu: "#56B4E9"
        case .fsr1: "#F0E442"
        case .sgsr1: "#999999"
        case .sgsr2: "#666666"
        }
    }
}
