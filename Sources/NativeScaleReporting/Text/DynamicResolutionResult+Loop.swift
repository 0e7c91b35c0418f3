import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

extension DynamicResolutionResult {
    /// The closed loop: the calibration's fit, the audit, and per controller what it did on the
    /// device beside what the replay of the recording predicted.
    func loopText(_ loop: ClosedLoop) -> String {
        let table = loopTable
        let steps = loop.schedule.map { "\($0.shaderCost) from frame \($0.frame)" }.joined(separator: ", ")
        let levels = (loop.levels ?? []).count > 1 ? loop.levelsText : ""
        let recorded = loop.recordedMilliseconds.sorted()
        let median = recorded.isEmpty ? 0 : recorded[recorded.count / 2]
        let noted = (loop.audit.notes ?? []).map { "; noted, not failed on a CPU device: " + $0.sentence }.joined()
        let audit = (loop.audit.passed ? "passed" : "FAILED: " + loop.audit.findings.map(\.sentence).joined(separator: "; ")) + noted
        return "Closed loop on \(loop.environment.device.name): \(input.frames) frames at a \(NumberText.trimmed(budgetMilliseconds, maxFractionDigits: 3)) ms "
            + "budget, \(outputSize.width)×\(outputSize.height) output, scales \(NumberText.trimmed(minimumScale, maxFractionDigits: 3))–"
            + "\(NumberText.trimmed(maximumScale, maxFractionDigits: 3)), \(loop.levelName) \(steps)\n"
            + (fit.map { $0.text(source: "the calibration's medians (\(loop.calibrationRounds) interleaved rounds)") } ?? "") + levels
            + "Recorded at scale 1 in the same rounds: median \(NumberText.fixed(median, fractionDigits: 2)) ms "
            + "(\(NumberText.fixed(median / budgetMilliseconds, fractionDigits: 2))× the budget)\n"
            + "Measured on the device beside the replay's prediction from that recording by the \((loadRule ?? .proportional).rawValue) load rule "
            + "(error, RULE: per frame at the scale picked, the median |measured − predicted| by that rule, and the mean signed error):\n" + table.render()
            + "\nHow each controller followed the load steps on the device, beside the replay (each time "
            + "\(controllers.first?.feedbackDelay.map { "\($0)" } ?? "0") frames late unless its row says; "
            + "overshoot: the median frame over budget until the recovery, the worst step's; "
            + "agrees: every score "
            + "within 10 % or 3 frames of the replay's):\n" + scoresTable.render()
            + "\nAudit of \(loop.audit.frames) frames, each its own submission\(loop.inFlightText): \(audit)\n"
    }
}

extension DynamicResolutionResult.ClosedLoop {
    /// How the audit judged submissions kept in flight: each on its own stamps, its host time not.
    var inFlightText: String {
        let host = audit.hostOverSpan.map { "median \(NumberText.fixed($0.median, fractionDigits: 2))× its span" }
        guard let inFlight = framesInFlight, inFlight > 1 else { return host.map { " (host time \($0))" } ?? "" }
        return ", \(inFlight) kept in flight at once (each judged on its own stamps, its stages and steps tiling its span; "
            + "its host time also holds any submission it waited behind\(host.map { " (\($0))" } ?? ""), so it is shown, not judged)"
    }
}

extension DynamicResolutionResult {

    /// Per controller, what it did on the device beside the replay's prediction.
    public var loopTable: Table {
        let rules = controllers.first?.measured?.frameErrors.map(\.rule) ?? []
        var table = Table(
            header: [
                "controller", "over budget", "over budget, predicted", "mean scale", "mean scale, predicted", "scale error", "p99",
                "p99, predicted", "changes/s",
            ] + rules.map { "error, \($0.rawValue)" },
            alignments: [.left] + Array(repeating: .right, count: 8 + rules.count))
        for controller in controllers {
            guard let measured = controller.measured else { continue }
            table.append(
                [
                    controller.name.rawValue, Self.percent(measured.overBudgetPercent), Self.percent(controller.overBudgetPercent),
                    NumberText.fixed(measured.meanScale, fractionDigits: 3), NumberText.fixed(controller.meanScale, fractionDigits: 3),
                    NumberText.signed(measured.meanScaleErrorPercent, fractionDigits: 1) + " %",
                    NumberText.fixed(measured.p99Milliseconds, fractionDigits: 2) + " ms",
                    NumberText.fixed(controller.p99Milliseconds, fractionDigits: 2) + " ms",
                    NumberText.fixed(measured.scaleChangesPerSecond, fractionDigits: 2),
                ]
                    + measured.frameErrors.map {
                        NumberText.fixed($0.medianAbsolutePercent, fractionDigits: 1) + " % (" + NumberText.signed($0.meanPercent, fractionDigits: 1) + ")"
                    })
        }
        return table
    }

    /// Per controller, the step scores measured on the device and the replay's.
    public var scoresTable: Table {
        var table = Table(
            header: [
                "controller", "delay", "overshoot", "overshoot, predicted", "recovery", "recovery, predicted", "turns/s", "turns/s, predicted",
                "over budget", "over budget, predicted", "agrees",
            ],
            alignments: [.left] + Array(repeating: .right, count: 10))
        for controller in controllers {
            guard let measured = controller.measured else { continue }
            let device = StepScores(measured.responses)
            let replay = StepScores(controller.responses)
            let agreement = ScoreAgreement(
                measured: measured.responses ?? [], predicted: controller.responses ?? [], measuredOverBudgetPercent: measured.overBudgetPercent,
                predictedOverBudgetPercent: controller.overBudgetPercent, frames: input.frames, budget: budgetMilliseconds)
            table.append([
                controller.name.rawValue, controller.feedbackDelay.map { "\($0)" } ?? "–", device.overshoot, replay.overshoot, device.recovery,
                replay.recovery, device.turns, replay.turns, Self.percent(measured.overBudgetPercent), Self.percent(controller.overBudgetPercent),
                agreement.agrees ? "yes" : "no: " + agreement.misses.joined(separator: ", "),
            ])
        }
        return table
    }

    private static func percent(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 1) + " %" }
}

extension DynamicResolutionResult.ClosedLoop {
    /// What the schedule's levels are: the scene's draw repeats (geometry), else the shader cost.
    var levelName: String { workload.workload == .scene ? "draw repeats" : "shader cost" }

    /// The model at each load level, and what the step from the first added: fixed work or work
    /// per pixel, the question the replay's load rules answer differently.
    var levelsText: String {
        guard let levels, let first = levels.first else { return "" }
        var table = Table(
            header: [levelName, "fixed", "per megapixel", "fixed ×", "per megapixel ×"], alignments: [.right, .right, .right, .right, .right])
        for level in levels {
            table.append([
                "\(level.level)", NumberText.fixed(level.fit.fixedMilliseconds, fractionDigits: 3) + " ms",
                NumberText.fixed(level.fit.millisecondsPerMegapixel, fractionDigits: 3) + " ms",
                first.fit.fixedMilliseconds > 0 ? NumberText.fixed(level.fit.fixedMilliseconds / first.fit.fixedMilliseconds, fractionDigits: 2) : "–",
                NumberText.fixed(level.fit.millisecondsPerMegapixel / first.fit.millisecondsPerMegapixel, fractionDigits: 2),
            ])
        }
        let rules = (ruleErrors ?? []).map {
            "\($0.rule.rawValue) \(NumberText.fixed($0.medianAbsolutePercent, fractionDigits: 1)) % (\(NumberText.signed($0.meanPercent, fractionDigits: 1)))"
        }
        return "The model at each load level, calibrated in the same rounds (proportional scales both parts alike; pixels puts all the "
            + "change in the part per megapixel):\n" + table.render() + "\n"
            + (rules.isEmpty
                ? ""
                : "Each load rule's error on the heavier levels' medians, predicted from their frame at scale 1 by the first level's model "
                    + "(median |error|, mean): " + rules.joined(separator: ", ") + "\n")
    }
}
