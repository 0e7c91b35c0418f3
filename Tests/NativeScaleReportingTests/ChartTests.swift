import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// What a chart reader sees: ticks that start at a zero origin, bars labelled with the table's
/// figure, labels that stay out of the legend, and axis titles that fit.
@Suite("Charts")
struct ChartTests {
    /// Each `<text>` element's attributes and content, in order.
    static func texts(_ svg: String) -> [(attributes: String, content: String)] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { piece in
            guard let close = piece.range(of: ">"), let end = piece.range(of: "</text>") else { return nil }
            return (String(piece[..<close.lowerBound]), String(piece[close.upperBound..<end.lowerBound]))
        }
    }

    /// The value of `name` in `attributes`.
    static func attribute(_ name: String, in attributes: String) -> String? {
        guard let start = attributes.range(of: "\(name)=\"") else { return nil }
        return attributes[start.upperBound...].split(separator: "\"").first.map(String.init)
    }

    @Test("The bench chart's bars carry the table's frame medians, its ticks start at 0 with no negative tick, and its legend names each stage drawn")
    func benchChart() throws {
        let result = try SyntheticResults.make(nativeMilliseconds: 10, rounds: 30, seed: 5)
        let svg = BenchCharts.stageBreakdown(result)
        let texts = Self.texts(svg)
        let labels = texts.filter { Self.attribute("class", in: $0.attributes) == "bar-label" }.map(\.content)
        let frames = result.analysis.stages.map(\.path).uniqued().map { path in
            "frame " + NumberText.fixed(result.analysis.summary(of: .frame, on: path)?.milliseconds.median ?? 0, fractionDigits: 2) + " ms"
        }
        #expect(labels == frames, "\(labels) against \(frames)")
        let numbers = texts.filter { Self.attribute("text-anchor", in: $0.attributes) == "middle" }.compactMap { Double($0.content) }
        #expect(numbers.min() == 0, "ticks \(numbers)")
        #expect(texts.filter { Self.attribute("class", in: $0.attributes) == "legend" }.map(\.content) == ["scene", "resample"])
    }

    @Test("A ringed point near the right edge puts its label left of it, never into the legend; a y title longer than the chart is set small enough to fit")
    func labelsAndTitlesFit() throws {
        var chart = SVGChart(
            title: "t", xAxis: "render scale (× native width)",
            yAxis: "ColorVideoVDP on standard_phone, a display model with a long name (JOD, higher is better)",
            series: [.init(name: "area", color: "#009E73", points: [(0.5, 7.1), (1, 8.9), (2, 9.6)])],
            annotations: [.point(x: 2, y: 9.6, label: "recommended: 2 × native + area")])
        chart.height = 300
        let texts = Self.texts(chart.render())
        let annotation = try #require(texts.first { Self.attribute("class", in: $0.attributes) == "annotation" })
        #expect(Self.attribute("text-anchor", in: annotation.attributes) == "end", "\(annotation)")
        let title = try #require(texts.first { Self.attribute("class", in: $0.attributes) == "y-axis" })
        let size = try #require(Self.attribute("font-size", in: title.attributes).flatMap(Double.init))
        #expect(Double(title.content.count) * size * 0.55 <= chart.height - 8, "\(title)")
    }
}
