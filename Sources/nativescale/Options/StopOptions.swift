import ArgumentParser
import NativeScaleResults
import NativeScaleMeasurement

/// The stop rules of `bench` and `sweep`: one option group, one set of limits. Each command
/// brings its own defaults (a sweep measures many render sizes, so it stops each sooner).
struct StopOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Measured rounds (each renders every path once; 1 to 10000000; sweep: per render size).")
    var frames: Int?
    @Option(parsing: .unconditional, help: """
        Warm-up rounds before measuring (0 to 100000; default: bench 10, sweep 1 per render size, whose quality renders came just before).
        """)
    var warmup: Int?
    @Option(parsing: .unconditional, help: """
        Stop after this many seconds of measuring (default: bench 60 when no other rule is given, sweep 30 per render size).
        """)
    var timeLimit: Double?
    @Option(parsing: .unconditional, help: """
        Stop once every overhead's 95 % CI half-width is below this many percentage points \
        (default: bench 1 when no other rule is given, sweep 3.5).
        """)
    var precision: Double?

    /// A command's defaults for the rules not given.
    struct Defaults {
        let warmup: Int
        let timeLimit: Double?
        let precision: Double?
        let minimumRounds: Int

        /// `bench`: ``BenchUseCase/Defaults``.
        static let bench = Defaults(warmup: BenchUseCase.Defaults.warmupRounds, timeLimit: nil, precision: nil,
                                    minimumRounds: BenchUseCase.Defaults.stop.minimumRounds)
        /// `sweep`: ``SweepUseCase/Defaults``, per render size.
        static let sweep = Defaults(warmup: SweepUseCase.Defaults.warmupRounds, timeLimit: SweepUseCase.Defaults.timeLimit,
                                    precision: SweepUseCase.Defaults.precision, minimumRounds: SweepUseCase.Defaults.minimumRounds)
    }

    static let frameLimit = 1...10_000_000
    static let warmupLimit = 0...100_000

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

    /// The stop condition of the rules given, with `defaults` for the others.
    func condition(_ defaults: Defaults) -> StopCondition {
        StopCondition(rounds: frames, timeLimit: timeLimit ?? defaults.timeLimit, precision: precision ?? defaults.precision,
                      minimumRounds: defaults.minimumRounds)
    }

    /// The warm-up rounds given, or `defaults`'.
    func warmupRounds(_ defaults: Defaults) -> Int { warmup ?? defaults.warmup }
}
