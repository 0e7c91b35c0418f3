import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleResults

/// The stop rules of `bench` and `sweep`: one option group, one set of limits, each command's
/// own help and defaults (`Rules`: a sweep measures many render sizes, so it stops each sooner),
/// so that neither command's help speaks of the other.
struct StopOptions<Rules: StopRules>: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(Rules.framesHelp))
    var frames: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp(Rules.warmupHelp))
    var warmup: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp(Rules.timeLimitHelp))
    var timeLimit: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp(Rules.precisionHelp))
    var precision: Double?

    static var frameLimit: ClosedRange<Int> { 1...10_000_000 }
    static var warmupLimit: ClosedRange<Int> { 0...100_000 }

    func validate() throws {
        if let frames, !Self.frameLimit.contains(frames) { throw ValidationError("--frames \(frames) is not a round count; expected 1 to 10000000") }
        if let warmup, !Self.warmupLimit.contains(warmup) { throw ValidationError("--warmup \(warmup) is not a round count; expected 0 to 100000") }
        if let timeLimit, !(timeLimit.isFinite && timeLimit > 0) {
            throw ValidationError("--time-limit \(timeLimit) is not a duration; expected a number of seconds greater than 0")
        }
        if let precision, !(precision.isFinite && precision > 0) {
            throw ValidationError("--precision \(precision) is not a CI half-width; expected percentage points greater than 0, e.g. 1")
        }
    }

    /// The stop condition of the rules given, with the command's defaults for the others.
    var condition: StopCondition {
        StopCondition(
            rounds: frames, timeLimit: timeLimit ?? Rules.timeLimit, precision: precision ?? Rules.precision,
            minimumRounds: Rules.minimumRounds)
    }

    /// The warm-up rounds given, or the command's default.
    var warmupRounds: Int { warmup ?? Rules.warmupRounds }
}

/// One command's stop rules: its defaults (read from its use case's, never restated) and the
/// help that names them.
protocol StopRules {
    static var warmupRounds: Int { get }
    static var timeLimit: Double? { get }
    static var precision: Double? { get }
    static var minimumRounds: Int { get }
    static var framesHelp: String { get }
    static var warmupHelp: String { get }
    static var timeLimitHelp: String { get }
    static var precisionHelp: String { get }
}

/// `bench`: ``BenchUseCase/Defaults``; with no rule given, ``StopCondition``'s own.
enum BenchStopRules: StopRules {
    static var warmupRounds: Int { BenchUseCase.Defaults.warmupRounds }
    static var timeLimit: Double? { nil }
    static var precision: Double? { nil }
    static var minimumRounds: Int { BenchUseCase.Defaults.stop.minimumRounds }
    private static var unset: String {
        let stop = BenchUseCase.Defaults.stop
        return "\(NumberText.trimmed(stop.timeLimit ?? 0, maxFractionDigits: 2)) s or ±\(NumberText.trimmed(stop.precision ?? 0, maxFractionDigits: 2)) pp"
    }
    static var framesHelp: String {
        "Measured rounds, each rendering every path once (1 to 10000000; default: none, the run stops at \(unset) when no other rule is given)."
    }
    static var warmupHelp: String { "Warm-up rounds before measuring (0 to 100000; default: \(warmupRounds))." }
    static var timeLimitHelp: String {
        "Stop after this many seconds of measuring (default: \(NumberText.trimmed(BenchUseCase.Defaults.stop.timeLimit ?? 0, maxFractionDigits: 2)) when no "
            + "other rule is given)."
    }
    static var precisionHelp: String {
        "Stop once every overhead's 95 % CI half-width is below this many percentage points "
            + "(default: \(NumberText.trimmed(BenchUseCase.Defaults.stop.precision ?? 0, maxFractionDigits: 2)) when no other rule is given)."
    }
}

/// `sweep`: ``SweepUseCase/Defaults``, per render size.
enum SweepStopRules: StopRules {
    static var warmupRounds: Int { SweepUseCase.Defaults.warmupRounds }
    static var timeLimit: Double? { SweepUseCase.Defaults.timeLimit }
    static var precision: Double? { SweepUseCase.Defaults.precision }
    static var minimumRounds: Int { SweepUseCase.Defaults.minimumRounds }
    static var framesHelp: String {
        "Measured rounds per render size, each rendering every path once (1 to 10000000; default: none, each size stops at "
            + "\(NumberText.trimmed(SweepUseCase.Defaults.timeLimit, maxFractionDigits: 2)) s or ±"
            + "\(NumberText.trimmed(SweepUseCase.Defaults.precision, maxFractionDigits: 2)) pp)."
    }
    static var warmupHelp: String {
        "Warm-up rounds per render size before measuring (0 to 100000; default: \(warmupRounds), its quality renders having come just before)."
    }
    static var timeLimitHelp: String {
        "Stop each render size after this many seconds of measuring (default: \(NumberText.trimmed(SweepUseCase.Defaults.timeLimit, maxFractionDigits: 2)))."
    }
    static var precisionHelp: String {
        "Stop a render size once every overhead's 95 % CI half-width is below this many percentage points "
            + "(default: \(NumberText.trimmed(SweepUseCase.Defaults.precision, maxFractionDigits: 2)); used by --exhaustive only: a race ends by its tests, "
            + "--frames or --time-limit)."
    }
}
