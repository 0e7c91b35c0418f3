import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleTuning

extension HTMLReport {
    /// A `dynres replay` or `dynres bench` result: its configuration, the fit, the table and two
    /// charts per controller.
    func dynamicResolution(_ result: DynamicResolutionResult, path: String, into html: inout HTMLWriter) {
        html.raw("<section class=\"dynres\">")
        html.element("h2", (result.loop == nil ? "Dynamic resolution replay" : "Dynamic resolution closed loop") + " — \(path)")
        var configuration: [(String, String)] = [
            ("frames", "\(result.input.frames) of \(result.input.path)"),
            ("budget", "\(NumberText.trimmed(result.budgetMilliseconds, maxFractionDigits: 3)) ms"),
            (
                "output",
                "\(result.outputSize.width)×\(result.outputSize.height), scales \(NumberText.trimmed(result.minimumScale, maxFractionDigits: 3))–"
                    + NumberText.trimmed(result.maximumScale, maxFractionDigits: 3)
            ),
            (
                "model",
                "\(NumberText.trimmed(result.model.fixedMilliseconds, maxFractionDigits: 3)) ms + "
                    + "\(NumberText.trimmed(result.model.millisecondsPerMegapixel, maxFractionDigits: 3)) ms per megapixel"
            ),
        ]
        if let loop = result.loop {
            configuration += [
                ("device", "\(loop.environment.device.name) (\(loop.environment.device.kind)), \(loop.environment.device.driver)"),
                ("workload", loop.workload.summary),
                ("schedule", loop.schedule.map { "\(loop.levelName) \($0.shaderCost) from frame \($0.frame)" }.joined(separator: ", ")),
                (
                    "audit",
                    "\(loop.audit.frames) frames, each its own submission: "
                        + (loop.audit.passed ? "passed" : "failed: " + loop.audit.findings.map(\.sentence).joined(separator: "; "))
                ),
            ]
        }
        html.definitions(configuration)
        if let fit = result.fit {
            html.element("pre", fit.text(source: result.loop == nil ? "the sweep's timed points" : "the calibration's medians"), className: "snippet")
        }
        html.raw((result.loop == nil ? result.replayTable : result.loopTable).html())
        if result.loop != nil { html.raw(result.scoresTable.html()) }
        html.element("p", result.stepsText + DynamicResolutionResult.scoresLegend, className: "note")
        let followsSteps = result.stepsInSecondHalf > 0
        for controller in result.controllers {
            html.element("h3", controller.name.rawValue)
            if !followsSteps, let sentence = controller.behaviourSentence { html.element("p", sentence, className: "note") }
            html.raw("<figure class=\"chart\">\(DynamicResolutionCharts.frameTimes(controller, of: result))</figure>")
            html.raw("<figure class=\"chart\">\(DynamicResolutionCharts.scales(controller, of: result))</figure>")
        }
        html.raw("</section>")
    }
}
