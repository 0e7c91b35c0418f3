public import NativeScaleCore
import NativeScaleTuning
public import NativeScaleUseCases

extension DynamicResolutionReplayError: CustomStringConvertible, ReportableError {
    /// The line `dynres replay` ends with.
    public var description: String {
        switch self {
        case .noOutputSize:
            "--model FIXED+PER_MEGAPIXEL needs the output the scales are of; expected --device ID (or --model SWEEP.json, whose display it is)"
        case .notASweep(let path):
            "--model '\(path)' is not a sweep result; expected FIXED_MS+MS_PER_MEGAPIXEL or a file written by 'sweep --json'"
        case .noFit(let path, let filter):
            "--model '\(path)' has fewer than two timed points of \(filter.rawValue) at different sizes, or no cost that grows with the pixels; "
                + "expected a sweep run with --exhaustive (every point timed), or another --filter"
        case .qualityLimitWithoutSweep:
            "--quality-limit needs the sweep's quality curve; expected --model SWEEP.json"
        case .qualityLimitUnreachable(let limit, let metric, let atMaximum):
            "--quality-limit \(limit): even the largest scale's \(metric.rawValue.uppercased()) is \(atMaximum); expected a limit the sweep's points reach"
        case .casesWithoutQualityLimit(let recordings, let budgets):
            "\(recordings) recordings and \(budgets) budgets are cases of the settings search; expected --quality-limit with them, or one recording "
                + "and one budget"
        }
    }

    /// 64: the user's files and flags.
    public var exitStatus: ExitStatus { .badInput }
}
