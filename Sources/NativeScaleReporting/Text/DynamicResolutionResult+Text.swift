import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

extension DynamicResolutionResult {
    /// What each controller did over the recording, one row each; after a closed loop, what each
    /// did on the device beside what the replay predicted.
    public var text: String {
        if let loop { return loopText(loop) }
        return replayText
    }

    /// Each controller's replay, a row each.
    public var replayTable: Table {
        let metric = fit.map { " " + $0.metric.rawValue.uppercased() } ?? ""
        var table = Table(
            header: ["controller", "over budget", "p99", "changes/s", "mean scale", "last scale"]
                + (fit == nil ? [] : ["mean\(metric)", "worst\(metric)"]),
            alignments: [.left, .right, .right, .right, .right, .right] + (fit == nil ? [] : [.right, .right]))
        for controller in controllers {
            table.append(
                [
                    controller.name.rawValue, NumberText.fixed(controller.overBudgetPercent, fractionDigits: 1) + " %",
                    NumberText.fixed(controller.p99Milliseconds, fractionDigits: 2) + " ms",
                    NumberText.fixed(controller.scaleChangesPerSecond, fractionDigits: 2),
                    NumberText.fixed(controller.meanScale, fractionDigits: 3),
                    controller.frames.last.map { NumberText.fixed($0.scale, fractionDigits: 3) } ?? "–",
                ]
                    + (fit == nil ? [] : [controller.meanQuality, controller.worstQuality].map { $0.map { NumberText.fixed($0, fractionDigits: 4) } ?? "–" }))
        }
        return table
    }

    /// A line per controller: what its scale did over the second half of the frames.
    var behaviourText: String {
        controllers.compactMap(\.behaviourSentence).map { "  " + $0 + "\n" }.joined()
    }

    /// The replay's table.
    var replayText: String {
        let table = replayTable
        return "\(input.frames) frames of \(input.path) at a \(NumberText.trimmed(budgetMilliseconds, maxFractionDigits: 3)) ms budget, "
            + "\(outputSize.width)×\(outputSize.height) output, scales \(NumberText.trimmed(minimumScale, maxFractionDigits: 3))–"
            + "\(NumberText.trimmed(maximumScale, maxFractionDigits: 3)), model \(NumberText.trimmed(model.fixedMilliseconds, maxFractionDigits: 3)) ms + "
            + "\(NumberText.trimmed(model.millisecondsPerMegapixel, maxFractionDigits: 3)) ms per megapixel\n"
            + (fit.map { $0.text(source: "the sweep's timed points") } ?? "")
            + table.render() + "\n" + behaviourText
    }
}

extension CostModelFit {
    /// The fit's coefficients with their intervals, each point with its held-out error, and the
    /// engines' quadratic assumption against it; `source` names what it was fitted to.
    public func text(source: String) -> String {
        func interval(_ value: Double, _ half: Double?) -> String {
            NumberText.fixed(value, fractionDigits: 3) + (half.map { " ± " + NumberText.fixed($0, fractionDigits: 3) } ?? "")
        }
        var points = Table(header: ["scale", "megapixels", "measured", "residual", "held out"], alignments: [.right, .right, .right, .right, .right])
        for point in self.points {
            points.append([
                NumberText.fixed(point.scale, fractionDigits: 3), NumberText.fixed(point.renderMegapixels, fractionDigits: 3),
                NumberText.fixed(point.milliseconds, fractionDigits: 3) + " ms", NumberText.fixed(point.residual, fractionDigits: 3) + " ms",
                point.heldOutErrorPercent.map { (($0 >= 0) ? "+" : "") + NumberText.fixed($0, fractionDigits: 1) + " %" } ?? "–",
            ])
        }
        var assumed = Table(header: ["scale", "fitted", "cost ∝ scale²", "error"], alignments: [.right, .right, .right, .right])
        for assumption in assumptions {
            assumed.append([
                NumberText.fixed(assumption.scale, fractionDigits: 2), NumberText.fixed(assumption.fittedMilliseconds, fractionDigits: 2) + " ms",
                NumberText.fixed(assumption.quadraticMilliseconds, fractionDigits: 2) + " ms",
                NumberText.signed(assumption.errorPercent, fractionDigits: 1) + " %",
            ])
        }
        return "Fitted to \(source) of \(filter.rawValue): \(interval(fixedMilliseconds, fixedHalfWidth)) ms + "
            + "\(interval(millisecondsPerMegapixel, perMegapixelHalfWidth)) ms per megapixel (95 % intervals); each point fitted without it is 'held out'\n"
            + points.render() + "\nWhat Unreal's and Filament's assumption (cost ∝ scale², calibrated at the output size) predicts against the fit:\n"
            + assumed.render() + "\n"
    }
}
