public import NativeScaleCore

/// What a bench and a sweep both decide before they measure: the display, the workload, the
/// paths' filters, the warm-up and stop rule, the seed, the validation layer, the clock, the render
/// target and RCAS's sharpness. Both result files keep it under `configuration.run` (bench schema
/// 12 and sweep schema 18 on); earlier files hold the same fields directly in `configuration`,
/// and read as if they were under `run`.
public struct RunSettings: Codable, Sendable, Hashable {
    /// The display measured.
    public let display: BenchResult.DisplayDocument
    /// What each frame draws.
    public let workload: WorkloadConfiguration
    /// The resample filters of the scaled paths (a sweep's, at every render size).
    public let filters: [ResampleFilter]
    /// Rounds rendered before measuring.
    public let warmupRounds: Int
    /// When a measurement stops (a sweep's: each render size's).
    public let stop: StopCondition
    /// The seed of the bootstrap and of every random choice.
    public let seed: UInt64
    /// Whether the Khronos validation layer was on.
    public let validation: Bool
    /// The clock that timed the stages.
    public let timing: TimingClock
    /// The render target (absent in files from before targets could be chosen: RGBA8, no MSAA, no depth).
    public let target: TargetDocument?
    /// RCAS's sharpness, where a filter sharpens (`fsr1`); absent otherwise, and in bench files
    /// before version 11 and sweep files before version 17.
    public let sharpness: Sharpness?

    /// Creates the value from its parts.
    public init(
        display: BenchResult.DisplayDocument, workload: WorkloadConfiguration, filters: [ResampleFilter], warmupRounds: Int, stop: StopCondition,
        seed: UInt64, validation: Bool, timing: TimingClock, target: TargetDocument?, sharpness: Sharpness?
    ) {
        self.display = display
        self.workload = workload
        self.filters = filters
        self.warmupRounds = warmupRounds
        self.stop = stop
        self.seed = seed
        self.validation = validation
        self.timing = timing
        self.target = target
        self.sharpness = sharpness
    }

    /// The settings of a configuration: under its `run` key, or (files before the section) its own fields.
    static func decode<Key: CodingKey>(from decoder: any Decoder, key: Key) throws -> RunSettings {
        let container = try decoder.container(keyedBy: Key.self)
        return try container.decodeIfPresent(RunSettings.self, forKey: key) ?? RunSettings(from: decoder)
    }
}
