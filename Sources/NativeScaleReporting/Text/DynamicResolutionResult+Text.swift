import NativeScaleCore
public import NativeScaleResults
package import NativeScaleTuning

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
            header: ["controller", "delay", "over budget", "hitches", "p99", "changes/s", "overshoot", "recovery", "turns/s", "mean scale", "last scale"]
                + (fit == nil ? [] : ["mean\(metric)", "worst\(metric)"]),
            alignments: [.left] + Array(repeating: .right, count: 10) + (fit == nil ? [] : [.right, .right]))
        for controller in controllers {
            let scores = StepScores(controller.responses)
            let delay: String = controller.feedbackDelay.map { "\($0)" } ?? "–"
            let hitches: String = controller.hitchPercent.map { NumberText.fixed($0, fractionDigits: 1) + " %" } ?? "–"
            let last: String = controller.frames.last.map { NumberText.fixed($0.scale, fractionDigits: 3) } ?? "–"
            var row: [String] = [
                controller.name.rawValue, delay, NumberText.fixed(controller.overBudgetPercent, fractionDigits: 1) + " %", hitches,
                NumberText.fixed(controller.p99Milliseconds, fractionDigits: 2) + " ms", NumberText.fixed(controller.scaleChangesPerSecond, fractionDigits: 2),
                scores.overshoot, scores.recovery, scores.turns, NumberText.fixed(controller.meanScale, fractionDigits: 3), last,
            ]
            if fit != nil {
                row += [controller.meanQuality, controller.worstQuality].map { (quality: Double?) -> String in
                    quality.map { NumberText.fixed($0, fractionDigits: 4) } ?? "–"
                }
            }
            table.append(row)
        }
        return table
    }

    /// A line per controller: what its scale did over the second half of the frames; one line
    /// instead when the load steps there, since the scales then follow the load.
    var behaviourText: String {
        let late = stepsInSecondHalf
        guard late == 0 else {
            return "  Over the second half the load steps \(late) time\(late == 1 ? "" : "s"): each controller's scale follows it there "
                + "(the step scores above), so no cycle of its own is read from it.\n"
        }
        return controllers.compactMap(\.behaviourSentence).map { "  " + $0 + "\n" }.joined()
    }

    /// The replay's table.
    var replayText: String {
        let table = replayTable
        return "\(input.frames) frames of \(input.path) at a \(NumberText.trimmed(budgetMilliseconds, maxFractionDigits: 3)) ms budget, "
            + "\(outputSize.width)×\(outputSize.height) output, scales \(NumberText.trimmed(minimumScale, maxFractionDigits: 3))–"
            + "\(NumberText.trimmed(maximumScale, maxFractionDigits: 3)), model \(NumberText.trimmed(model.fixedMilliseconds, maxFractionDigits: 3)) ms + "
            + "\(NumberText.trimmed(model.millisecondsPerMegapixel, maxFractionDigits: 3)) ms per megapixel\n"
            + (fit.map { $0.text(source: "the sweep's timed points") } ?? "")
            + ruleText + stepsText + table.render() + "\n" + Self.scoresLegend + behaviourText
    }

    /// Which load rule moved the recording's frames, and why.
    var ruleText: String {
        let rule = (loadRule ?? .proportional).rawValue
        guard let fit = loadRuleFit else {
            return "Load rule \(rule) (the recording is at one scale, so it says nothing of the rule; --load-rule chooses)\n"
        }
        let scores = fit.scores.map { "\($0.rule.rawValue) \(NumberText.fixed($0.medianAbsolutePercent, fractionDigits: 1)) %" }
        let verdict =
            fit.isDecisive
            ? "decisive"
            : "not decisive (the recording's noise outweighs the rules' difference), so proportional"
        return "Load rule \(rule); on the recording's \(fit.pairs) changes of scale at a load off the model's, each rule's median |error| "
            + "predicting a frame from the one before it: " + scores.joined(separator: ", ") + "; \(fit.better.rawValue) nearer in "
            + "\(NumberText.trimmed(fit.wins, maxFractionDigits: 1)) of them, \(verdict)\n"
    }

    /// The load steps over the second half of the frames, where the behaviour is read.
    var stepsInSecondHalf: Int { (steps ?? []).filter { $0.frame >= input.frames / 2 }.count }

    /// The load steps the scores are of.
    var stepsText: String {
        guard let steps, !steps.isEmpty else {
            return "No load step in the recording (a change of a quarter or more over 8 frames): no overshoot or recovery to score\n"
        }
        let shown = steps.prefix(8).map { "frame \($0.name) ×\(NumberText.fixed($0.ratio, fractionDigits: 2))" }.joined(separator: ", ")
        return "\(steps.count) load step\(steps.count == 1 ? "" : "s") (a change of a quarter or more over 8 frames): " + shown
            + (steps.count > 8 ? ", …" : "") + "\n"
    }

    /// What the score columns mean.
    static let scoresLegend =
        "  delay: frames each GPU time reached the controller late; hitches: frames over 1.5 × the budget; overshoot: the median frame over the "
        + "budget from a step to its recovery, the worst step's; recovery: the most frames from a step to a frame within the budget with at most "
        + "\(StepResponse.strayFrames) of the \(StepResponse.settledFrames) from it over, all \(StepResponse.settledFrames) inside the step's load "
        + "level (not within level: the load changed again first, so any later recovery is the load's; not by the end: the recording ended first); "
        + "turns/s: the scale's "
        + "reversals per second after the steps, on average\n"
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
            + assumed.render() + "\n" + caveats.map { "Warning: " + Self.sentence($0) + "\n" }.joined()
    }

    /// One caveat of the model, in words.
    static func sentence(_ caveat: Caveat) -> String {
        switch caveat {
        case .fittedOnCPU(let device):
            "the model is \(device)'s, a CPU: its fixed cost and its cost per megapixel are no GPU's, so the replayed scales hold for a "
                + "recording of this device only; a recording from a phone or a GPU needs a sweep on that device."
        case .partialSweep(let timed, let swept):
            "the model is fitted to \(timed) of the sweep's \(swept) points of this filter (the race timed only those it needed): run the "
                + "sweep with --exhaustive for a model of every point."
        }
    }
}

/// A controller's responses to the load steps, summed up for a table: the worst overshoot, the
/// slowest recovery, the mean of the turns per second.
package struct StepScores {
    package let overshoot: String
    package let recovery: String
    package let turns: String

    package init(_ responses: [StepResponse]?) {
        guard let responses, !responses.isEmpty else {
            (overshoot, recovery, turns) = ("–", "–", "–")
            return
        }
        overshoot = NumberText.fixed(responses.map(\.overshootPercent).max() ?? 0, fractionDigits: 1) + " %"
        let slowest = responses.compactMap(\.recoveryFrames).max() ?? 0
        // A step it did not recover from names why: the load changed again first, or the recording ended.
        recovery =
            if responses.contains(where: { $0.recoveryFrames == nil && $0.nextStep != nil }) {
                "not within level"
            } else if responses.contains(where: { $0.recoveryFrames == nil }) {
                "not by the end"
            } else {
                "\(slowest) frame\(slowest == 1 ? "" : "s")"
            }
        turns = NumberText.fixed(responses.map(\.directionChangesPerSecond).reduce(0, +) / Double(responses.count), fractionDigits: 2)
    }
}
