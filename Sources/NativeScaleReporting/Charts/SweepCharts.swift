import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

/// The charts of a sweep result.
public enum SweepCharts {
    /// File name and SVG of every chart of `result`.
    public static func all(_ result: SweepResult) -> [(name: String, svg: String)] {
        [
            ("cost-vs-scale.svg", costVersusScale(result)), ("ssim-vs-scale.svg", qualityVersusScale(result, psnr: false)),
            ("psnr-vs-scale.svg", qualityVersusScale(result, psnr: true)), ("pareto.svg", pareto(result)),
        ]
            + (result.points.contains { $0.quality.flip != nil } ? [("flip-vs-scale.svg", flipVersusScale(result))] : [])
            + (result.points.contains { $0.quality.jod != nil } ? [("jod-vs-scale.svg", jodVersusScale(result))] : [])
    }

    /// ColorVideoVDP's JOD against render scale, one line per filter (higher is better).
    public static func jodVersusScale(_ result: SweepResult) -> String {
        let display = result.configuration.colorVideoVDPDisplay.map { " on \($0.name)" } ?? ""
        return versusScale(result, title: "JOD vs render scale", yAxis: "ColorVideoVDP\(display) (JOD, higher is better)") { $0.quality.jod }
    }

    /// Cost ratio against render scale, one line per filter, the native and drawable sizes marked.
    public static func costVersusScale(_ result: SweepResult) -> String {
        var chart = SVGChart(
            title: "Frame cost vs render scale", subtitle: subtitle(result),
            xAxis: "render scale (× native width)", yAxis: "frame cost (× the native path)",
            series: seriesPerFilter(
                result, value: { $0.cost?.ratio },
                interval: { point in
                    point.filter == nil ? nil : point.cost.map { ($0.low, $0.high) }
                }),
            annotations: sizeMarks(result))
        if let (point, label) = recommended(result), let cost = point.cost {
            chart.annotations.append(.point(x: point.target.scale, y: cost.ratio, label: label))
        }
        return chart.render()
    }

    /// SSIM (or PSNR) against render scale, one line per filter.
    public static func qualityVersusScale(_ result: SweepResult, psnr: Bool) -> String {
        let value: (SweepResult.Point) -> Double? = psnr ? { $0.quality.psnr.isFinite ? $0.quality.psnr : nil } : { $0.quality.ssim }
        return versusScale(
            result, title: psnr ? "PSNR vs render scale" : "SSIM vs render scale",
            yAxis: psnr ? "PSNR against the reference (dB)" : "SSIM against the reference (luma)", value: value)
    }

    /// Mean FLIP against render scale, one line per filter (lower is better).
    public static func flipVersusScale(_ result: SweepResult) -> String {
        let ppd = result.configuration.viewing.map { " at \($0.pixelsPerDegree) PPD" } ?? ""
        return versusScale(result, title: "FLIP vs render scale", yAxis: "mean FLIP error\(ppd) (lower is better)") { $0.quality.flip?.mean }
    }

    /// One of the metrics against render scale, one line per filter, the native point marked alone.
    static func versusScale(_ result: SweepResult, title: String, yAxis: String, value: (SweepResult.Point) -> Double?) -> String {
        var series = seriesPerFilter(result, value: value)
        if let native = result.points.first(where: { $0.filter == nil }), let y = value(native) {
            series.append(SVGChart.Series(name: "native (no resample)", color: SVGChart.color(for: nil), points: [(native.target.scale, y)], showsLine: false))
        }
        return SVGChart(
            title: title, subtitle: subtitle(result), xAxis: "render scale (× native width)", yAxis: yAxis,
            series: series, annotations: sizeMarks(result)
        ).render()
    }

    /// Every timed point as cost against the sweep's quality metric, the Pareto frontier drawn
    /// through, the recommendation ringed; points quality alone settled have no cost to place.
    public static func pareto(_ result: SweepResult) -> String {
        let metric = result.configuration.metric
        func place(_ point: SweepResult.Point) -> (Double, Double)? {
            guard let cost = point.cost, let value = metric.value(point.quality) else { return nil }
            return (cost.ratio, value)
        }
        var series: [SVGChart.Series] = []
        for filter in [nil] + result.configuration.filters.map(Optional.some) {
            let points = result.points.filter { $0.filter == filter }.compactMap(place)
            guard !points.isEmpty else { continue }
            series.append(SVGChart.Series(name: filter?.rawValue ?? "native", color: SVGChart.color(for: filter), points: points, showsLine: false))
        }
        // The frontier the table marks (*), as a step line through its points, cheapest first.
        let frontier = result.frontier.compactMap { place(result.points[$0]) }.sorted { $0.0 < $1.0 }
        if frontier.count > 1 {
            series.append(SVGChart.Series(name: "Pareto frontier (*)", color: "#777777", points: frontier, showsLine: true, showsMarkers: false))
        }
        var annotations: [SVGChart.Annotation] = []
        if let (point, label) = recommended(result), let (x, y) = place(point) {
            annotations.append(.point(x: x, y: y, label: label))
        }
        return SVGChart(
            title: "Cost vs quality", subtitle: subtitle(result), xAxis: "frame cost (× the native path)",
            yAxis: metric.axisLabel, series: series, annotations: annotations
        ).render()
    }

    static func seriesPerFilter(
        _ result: SweepResult, value: (SweepResult.Point) -> Double?,
        interval: (SweepResult.Point) -> (Double, Double)? = { _ in nil }
    ) -> [SVGChart.Series] {
        result.configuration.filters.compactMap { filter in
            // Each filter's line passes through the native point, where no resample is needed.
            let points = result.points.filter { $0.filter == filter || $0.filter == nil }
                .compactMap { point in value(point).map { (x: point.target.scale, y: $0, interval: interval(point)) } }
                .sorted { $0.x < $1.x }
            return points.isEmpty
                ? nil
                : SVGChart.Series(
                    name: filter.rawValue, color: SVGChart.color(for: filter), points: points.map { ($0.x, $0.y) },
                    intervals: points.map { $0.interval.map { (low: $0.0, high: $0.1) } })
        }
    }

    /// The recommended point and its ring's label.
    static func recommended(_ result: SweepResult) -> (SweepResult.Point, String)? {
        // The recommended point was timed: it has a candidate, and the candidate its label.
        guard let choice = result.recommendation, let candidate = result.points[choice.pointIndex].candidate else { return nil }
        return (result.points[choice.pointIndex], "recommended: \(candidate.label)")
    }

    static func sizeMarks(_ result: SweepResult) -> [SVGChart.Annotation] {
        guard let drawable = result.points.first(where: { $0.target.kind == .drawable }) else { return [] }
        return [.verticalLine(x: drawable.target.scale, label: "drawable \(drawable.target.renderSize)")]
    }

    static func subtitle(_ result: SweepResult) -> String {
        let display = result.configuration.display
        return "\(display.name ?? "display by hand"), native \(display.nativeSize.width)×\(display.nativeSize.height); "
            + "\(result.configuration.workload.workload.rawValue) workload on \(result.environment.device.name)"
    }
}
