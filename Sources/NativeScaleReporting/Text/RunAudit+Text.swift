public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension AuditFinding {
    /// The finding as a sentence.
    public var sentence: String {
        switch self {
        case .coverage(let clock, let median, let minimum):
            let span = clock == .gpu ? "first-to-last timestamp" : "host submit-to-fence time"
            return "the stages cover only \(Self.percent(median)) of each round's \(span) (lowest round \(Self.percent(minimum))), in most rounds "
                + "less than the untimed steps' measured cost accounts for: work ran outside the timed ranges"
        case .unwrittenWork(let path, let frames):
            return "\(path): \(frames) frame(s) left the sentinel in an image the frame must write: work its times claim was not done"
        case .isolatedMismatch(let path, let stage, let ratio):
            return "\(path) alone, each phase in a submission of its own, took \(Self.multiple(ratio)) its batched "
                + "\(stage.rawValue): the batched timestamps do not bound its work"
        case .sceneRatio(let filter, let measured, let pixels):
            return
                "scaled/\(filter.rawValue): scene ratio \(NumberText.fixed(measured, fractionDigits: 3)) against "
                + "\(NumberText.fixed(pixels, fractionDigits: 4))× "
                + "the pixels, its whole 95 % CI and its fastest frame's ratio more than \(Self.percent(AuditSummary.sceneRatioTolerance)) beyond what the "
                + "pixels allow (the "
                + "pixel ratio where the cost follows the pixels, else between 1 and it)"
        case .calibrationSceneRatio(let scale, let measured, let pixels):
            return
                "calibration at scale \(NumberText.trimmed(scale, maxFractionDigits: 3)): its fastest scene is "
                + "\(NumberText.fixed(measured, fractionDigits: 3))× "
                + "the largest scale's against \(NumberText.fixed(pixels, fractionDigits: 4))× the pixels, more than "
                + "\(Self.percent(AuditSummary.sceneRatioTolerance)) beyond what the pixels allow: its range does not hold its work"
        case .lateFirstStart(let nanoseconds, let allowed):
            return "the first frame's first stamp came \(Self.microseconds(nanoseconds)) after the submission's first, more than its "
                + "\(AuditSummary.leadSteps) untimed steps' measured \(Self.microseconds(allowed)): its work may have run before its range"
        case .overlap(let nanoseconds):
            return "timed ranges started \(Self.microseconds(nanoseconds)) before the range before them ended, in most rounds: time counted twice"
        case .stagesBeyondSpan(let ratio):
            return "the stages sum to \(NumberText.fixed(ratio, fractionDigits: 3))× the span that holds them, in most rounds: time counted twice"
        case .clampedStages(let rounds, let of):
            return "\(rounds) of \(of) rounds had a timed range shorter than an empty one, read as 0: its range did not hold its work"
        case .orderDependence(let path, let stage, let after, let ratio):
            let words =
                switch after {
                case .none: "first in its round"
                case .native: "after the native frame"
                case .scaled: "after a scaled frame"
                }
            return "\(path): its \(stage.rawValue) took \(NumberText.fixed(ratio, fractionDigits: 2))× as long \(words) as elsewhere in its round, "
                + "every frame apart by more than \(NumberText.trimmed(AuditSummary.orderSeparation, maxFractionDigits: 1))×, a split frames that cost "
                + "the same wherever they sit make less than \(Self.percent(AuditSummary.orderFalseAlarm)) of the time: its range does not hold "
                + "the same work wherever it sits"
        case .droppedRounds(let count, let of):
            return "\(count) of \(of) rounds had a native frame of 0 and were left out of every ratio"
        case .untiled(let median):
            return "the stages and timed steps account for \(Self.percent(median)) of each round's span in most rounds, where every interval "
                + "was stamped: time the figures do not hold"
        case .presentSteps(let path, let interval, let frames, let of):
            let place = interval.map { "its \($0) interval" } ?? "its steps"
            return "\(path) on screen: in \(frames) of \(of) presented frames \(place) took more than offscreen by over "
                + "\(Self.percent(DoseResponse.leakShare)) of the frame's work: work ran outside its stages"
        case .leak(let path, let interval, let absorbed):
            let place = interval.map { "most of it in its \($0) interval" } ?? "outside every stage"
            return "\(path): at \(RunAudit.doseFactor)× the content's cost its stages absorbed only \(Self.percent(max(0, absorbed))) of the added time, "
                + "\(place), beyond that interval's noise in most dose checks: its ranges do not hold its work"
        }
    }

    static func percent(_ share: Double) -> String { NumberText.fixed(share * 100, fractionDigits: share < 0.995 ? 1 : 2) + " %" }

    /// `1.06×`, or, for a batched time that read 0, `unboundedly many times`.
    static func multiple(_ ratio: Double) -> String {
        ratio.isFinite ? NumberText.fixed(ratio, fractionDigits: 2) + "×" : "unboundedly many times (its batched time read 0)"
    }

    static func microseconds(_ nanoseconds: Double) -> String { NumberText.fixed(nanoseconds / 1e3, fractionDigits: 1) + " µs" }
}

extension RunAudit {
    /// The audit in lines for the text reports: what was checked, the figures, and each finding.
    public var lines: [String] {
        guard let summary else { return [] }
        var facts: [String] = []
        if let coverage = summary.coverage {
            facts.append("stages cover \(AuditFinding.percent(coverage.median)) of each round's timestamps (lowest \(AuditFinding.percent(coverage.minimum)))")
        }
        if let share = summary.stepShare {
            facts.append("every step outside them timed (\(AuditFinding.percent(share)) of the span, stamps included)")
        }
        if let host = summary.hostCoverage {
            facts.append("\(AuditFinding.percent(host.median)) of its host time (lowest \(AuditFinding.percent(host.minimum)))")
        }
        if summary.probedFrames > 0 {
            facts.append("\(summary.probedFrames - summary.unwrittenFrames)/\(summary.probedFrames) frames wrote their images")
        }
        if !summary.isolated.isEmpty {
            let ratios = summary.isolated.map(\.ratio)
            facts.append(
                "alone in a submission, paths took \(AuditFinding.multiple(ratios.min() ?? 0))–"
                    + "\(AuditFinding.multiple(ratios.max() ?? 0)) their batched frame (\(isolated.count) checks)")
        }
        if !summary.sceneRatios.isEmpty {
            let measured = summary.sceneRatios.map(\.measured)
            facts.append(
                "scene ratios \(NumberText.fixed(measured.min() ?? 0, fractionDigits: 3))–\(NumberText.fixed(measured.max() ?? 0, fractionDigits: 3)) "
                    + "(pixels \(NumberText.fixed(summary.sceneRatios[0].pixels, fractionDigits: 4)))")
        }
        if let doses = summary.doseResponses, !doses.isEmpty {
            let judged = doses.filter { $0.checks > 0 }
            if judged.isEmpty {
                facts.append("at \(RunAudit.doseFactor)× the content's cost no dose check added time above the frames' noise (not judged)")
            } else {
                let absorbed = judged.map(\.absorbed)
                facts.append(
                    "at \(RunAudit.doseFactor)× the content's cost the stages absorbed \(AuditFinding.percent(absorbed.min() ?? 0))–"
                        + "\(AuditFinding.percent(absorbed.max() ?? 0)) of the added time (\(judged.map(\.checks).reduce(0, +)) frame checks)")
            }
        }
        if summary.dependencyNanoseconds > 0 {
            let out = summary.stepShare == nil ? "every stage" : "every interval"
            facts.append("one start dependency costs \(NumberText.fixed(summary.dependencyNanoseconds / 1e3, fractionDigits: 1)) µs, taken out of \(out)")
        }
        if let step = summary.stepNanoseconds {
            facts.append(
                "untimed steps allowed \(AuditFinding.microseconds(step)) each, isolated submissions "
                    + "\(AuditFinding.microseconds(summary.submissionSpreadNanoseconds ?? 0)) of noise (measured in this run)")
        }
        let head = summary.findings.isEmpty ? "passed" : "FAILED"
        return ["  audit     \(head): " + facts.joined(separator: "; ")]
            + summary.findings.map { "  audit     failed: \($0.sentence)" }
    }
}
