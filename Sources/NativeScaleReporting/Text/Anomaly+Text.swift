public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults

extension Anomaly {
    /// The anomaly in one sentence.
    public var sentence: String {
        func ms(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 2) }
        return switch self {
        case .barrierShare(let path, let share):
            "\(path): scene and resample account for only \(NumberText.fixed(share * 100, fractionDigits: 0)) % of the GPU frame; "
                + "the rest is the barrier that hands the drawable to the resample (a layout change or decompression)"
        case .twoLevels(let path, let stage, let low, let high, let fraction):
            "\(path) \(stage): two levels, \(ms(low)) ms and \(ms(high)) ms (\(NumberText.fixed(fraction * 100, fractionDigits: 0)) % of frames "
                + "at the higher); the median mixes them"
        case .step(let path, let stage, let low, let high, let round):
            "\(path) \(stage): stepped between \(ms(low)) ms and \(ms(high)) ms at round \(round) and stayed"
        }
    }
}

extension BenchResult {
    /// The run's notes, then its anomalies, each a sentence: the report's warnings.
    public var warnings: [String] {
        (notes ?? []).map(\.sentence) + anomalies.map(\.sentence)
    }

    /// The warnings the stage table can stand beside: the run's notes and the anomalies of the
    /// stages it shows (the host's submit-to-fence time is the audit's, not a row of the table;
    /// its anomalies stay in the result file).
    public var tableWarnings: [String] {
        (notes ?? []).map(\.sentence) + anomalies.filter { $0.stage != .host }.map(\.sentence)
    }
}

extension SweepResult {
    /// The sweep's notes, then each render size's anomalies, each a sentence: the report's warnings.
    public var warnings: [String] {
        notes.map(\.sentence) + experiments.flatMap { experiment in (experiment.anomalies ?? []).map { "\(experiment.renderSize): \($0.sentence)" } }
    }
}
