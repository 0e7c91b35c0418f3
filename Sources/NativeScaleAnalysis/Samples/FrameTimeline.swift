/// Where a measured frame sat in time, for a trace: when the host submitted the round that
/// carried it, and when each of its stages started. Stage starts are on the result's clock
/// (``TimingClock``): the GPU's timestamps in nanoseconds from the counter's zero, or, on the
/// host fallback, the host's boot clock like `submitted`. A stage's end is its start plus its
/// time in the sample.
public struct FrameTimeline: Hashable, Sendable, Codable {
    /// The round's submission on the host's boot clock (`CLOCK_BOOTTIME`), nanoseconds.
    public let submitted: Double
    public let scene: Double
    public let resolve: Double?
    public let transition: Double?
    public let resample: Double?

    public init(submitted: Double, scene: Double, resolve: Double? = nil, transition: Double? = nil, resample: Double? = nil) {
        self.submitted = submitted
        self.scene = scene
        self.resolve = resolve
        self.transition = transition
        self.resample = resample
    }

    /// The stage's start; nil for a stage the frame has no start of.
    public func start(of stage: Stage) -> Double? {
        switch stage {
        case .scene: scene
        case .resolve: resolve
        case .transition: transition
        case .resample: resample
        // An upscaler's passes are drawn inside its resample; their starts are not kept.
        case .frame, .host, .copy, .gpuFrame, .acquire, .present, .total, .easu, .rcas, .sgsr, .sgsr2Convert, .sgsr2Upscale: nil
        }
    }

    /// Refuses starts that are not finite and non-negative (a file is validated, not trusted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func checked(_ key: CodingKeys, _ value: Double?) throws -> Double? {
            guard let value else { return nil }
            guard value.isFinite, value >= 0 else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [key],
                        debugDescription: "a timeline instant must be a finite number of nanoseconds ≥ 0, not \(value)"))
            }
            return value
        }
        submitted = try checked(.submitted, container.decode(Double.self, forKey: .submitted))!
        scene = try checked(.scene, container.decode(Double.self, forKey: .scene))!
        resolve = try checked(.resolve, container.decodeIfPresent(Double.self, forKey: .resolve))
        transition = try checked(.transition, container.decodeIfPresent(Double.self, forKey: .transition))
        resample = try checked(.resample, container.decodeIfPresent(Double.self, forKey: .resample))
    }

    enum CodingKeys: String, CodingKey { case submitted, scene, resolve, transition, resample }
}
