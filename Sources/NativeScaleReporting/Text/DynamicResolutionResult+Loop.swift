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
        let recorded = loop.recordedMilliseconds.sorted()
        let median = recorded.isEmpty ? 0 : recorded[recorded.count / 2]
        let noted = (loop.audit.notes ?? []).map { "; noted, not failed on a CPU device: " + $0.sentence }.joined()
        let audit = (loop.audit.passed ? "passed" : "FAILED: " + loop.audit.findings.map(\.sentence).joined(separator: "; ")) + noted
        return "Closed loop on \(loop.environment.device.name): \(input.frames) frames at a \(NumberText.trimmed(budgetMilliseconds, maxFractionDigits: 3)) ms "
            + "budget, \(outputSize.width)×\(outputSize.height) output, scales \(NumberText.trimmed(minimumScale, maxFractionDigits: 3))–"
            + "\(NumberText.trimmed(maximumScale, maxFractionDigits: 3)), shader cost \(steps)\n"
            + (fit.map { $0.text(source: "the calibration's medians (\(loop.calibrationRounds) interleaved rounds)") } ?? "")
            + "Recorded at scale 1 in the same rounds: median \(NumberText.fixed(median, fractionDigits: 2)) ms "
            + "(\(NumberText.fixed(median / budgetMilliseconds, fractionDigits: 2))× the budget)\n"
            + "Measured on the device beside the replay's prediction from that recording by the \((loadRule ?? .proportional).rawValue) load rule "
            + "(error, RULE: per frame at the scale picked, the median |measured − predicted| by that rule, and the mean signed error):\n" + table.render()
            + "\nAudit of \(loop.audit.frames) frames, each its own submission: \(audit)\n"
    }

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

    private static func percent(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 1) + " %" }
}
