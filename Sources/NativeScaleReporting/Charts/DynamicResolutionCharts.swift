import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

/// The charts of a dynamic-resolution result, two per controller: its frame times against the
/// budget, and its scale over the frames; after a closed loop, the measured series beside the
/// replay's prediction.
public enum DynamicResolutionCharts {
    /// At most this many points a series: longer recordings are drawn every n-th frame.
    static let maximumPoints = 1500

    /// The two charts of every controller, in order.
    public static func all(_ result: DynamicResolutionResult) -> [(name: String, svg: String)] {
        result.controllers.flatMap { controller in
            [
                ("\(controller.name.rawValue)-frame-time.svg", frameTimes(controller, of: result)),
                ("\(controller.name.rawValue)-scale.svg", scales(controller, of: result)),
            ]
        }
    }

    /// A controller's frame times over the frames, the budget as a line across.
    public static func frameTimes(_ controller: DynamicResolutionResult.Controller, of result: DynamicResolutionResult) -> String {
        let count = controller.frames.count
        var series = [
            SVGChart.Series(
                name: result.loop == nil ? "predicted by the replay" : "replay's prediction", color: predictedColor,
                points: thinned(controller.frames.map(\.predictedMilliseconds)), showsMarkers: false)
        ]
        if let measured = controller.measured {
            series.append(
                SVGChart.Series(
                    name: "measured on the device", color: measuredColor, points: thinned(measured.frames.map(\.milliseconds)),
                    showsMarkers: false))
        }
        series.append(
            SVGChart.Series(
                name: "budget \(NumberText.trimmed(result.budgetMilliseconds, maxFractionDigits: 3)) ms", color: budgetColor,
                points: [(0, result.budgetMilliseconds), (Double(max(count - 1, 1)), result.budgetMilliseconds)], showsMarkers: false))
        var chart = SVGChart(
            title: "\(controller.name.rawValue): frame time against the budget", subtitle: subtitle(controller, of: result),
            xAxis: "frame", yAxis: "GPU frame time (ms)", series: series, annotations: loadSteps(result) + recoveries(controller))
        chart.wholeNumberX = true
        return chart.render()
    }

    /// A controller's scale over the frames.
    public static func scales(_ controller: DynamicResolutionResult.Controller, of result: DynamicResolutionResult) -> String {
        var series = [
            SVGChart.Series(
                name: result.loop == nil ? "scale picked in the replay" : "replay's scale", color: predictedColor,
                points: thinned(controller.frames.map(\.scale)), showsMarkers: false)
        ]
        if let measured = controller.measured {
            series.append(
                SVGChart.Series(
                    name: "scale picked on the device", color: measuredColor, points: thinned(measured.frames.map(\.scale)),
                    showsMarkers: false))
        }
        var chart = SVGChart(
            title: "\(controller.name.rawValue): render scale over the frames", subtitle: subtitle(controller, of: result),
            xAxis: "frame", yAxis: "linear render scale (1 = output size)", series: series, annotations: loadSteps(result) + recoveries(controller))
        chart.wholeNumberX = true
        return chart.render()
    }

    /// Every n-th value, with its frame index, so that at most ``maximumPoints`` remain.
    static func thinned(_ values: [Double]) -> [(x: Double, y: Double)] {
        let step = max(1, (values.count + maximumPoints - 1) / maximumPoints)
        return stride(from: 0, to: values.count, by: step).map { (Double($0), values[$0]) }
    }

    /// The load steps, marked where they happen: the closed loop's changes of shader cost, or the
    /// steps found in a recording.
    static func loadSteps(_ result: DynamicResolutionResult) -> [SVGChart.Annotation] {
        if let loop = result.loop {
            return loop.schedule.filter { $0.frame > 0 }.map { .verticalLine(x: Double($0.frame), label: "\(loop.levelName) \($0.shaderCost)") }
        }
        return (result.steps ?? []).prefix(maximumMarkedSteps).map {
            .verticalLine(x: Double($0.frame), label: "load ×" + NumberText.fixed($0.ratio, fractionDigits: 2))
        }
    }

    /// The most steps (and recoveries) a chart marks: the first, so that a long recording's
    /// hundreds do not cover the lines.
    static let maximumMarkedSteps = 20

    /// Where the replay's frames came back within the budget after each step that took them over it.
    static func recoveries(_ controller: DynamicResolutionResult.Controller) -> [SVGChart.Annotation] {
        (controller.responses ?? []).prefix(maximumMarkedSteps).compactMap { response in
            guard let frames = response.recoveryFrames, frames > 0 else { return nil }
            return .verticalLine(x: Double(response.step.frame + frames), label: "within budget after \(frames)")
        }
    }

    static func subtitle(_ controller: DynamicResolutionResult.Controller, of result: DynamicResolutionResult) -> String {
        let figures =
            controller.measured.map {
                "measured \(NumberText.fixed($0.overBudgetPercent, fractionDigits: 1)) % over budget, mean scale "
                    + "\(NumberText.fixed($0.meanScale, fractionDigits: 3)); replay "
            } ?? ""
        return figures + "\(NumberText.fixed(controller.overBudgetPercent, fractionDigits: 1)) % over budget, mean scale "
            + NumberText.fixed(controller.meanScale, fractionDigits: 3)
    }

    static let predictedColor = "#0072B2"
    static let measuredColor = "#D55E00"
    static let budgetColor = "#555555"
}
