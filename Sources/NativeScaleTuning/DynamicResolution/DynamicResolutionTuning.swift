public import NativeScaleCore

/// The settings a replay finds for each controller: the lowest minimum scale whose quality
/// stays within a limit, and, for the controllers that take one, the headroom below the budget
/// that keeps the frames over budget at most ``maximumOverBudgetPercent`` with the best mean
/// quality.
public struct DynamicResolutionTuning: Hashable, Sendable {
    /// The most frames over budget a headroom may leave, percent.
    public static let maximumOverBudgetPercent = 1.0
    /// The headrooms searched: 0 to 30 % in steps of 1 %.
    public static let headrooms = (0...30).map { Double($0) / 100 }
    /// The step of the minimum scale's search.
    public static let scaleStep = 0.01

    /// One controller's settings and what its replay gave with them.
    public struct Setting: Hashable, Sendable {
        public let name: ControllerName
        /// Nil for a controller without a headroom.
        public let headroom: Double?
        public let outcome: DynamicResolutionReplay.Outcome
        public let meanQuality: Double
        /// Whether the frames over budget are within ``maximumOverBudgetPercent``; when no
        /// headroom gets there, the one with the fewest is kept.
        public let withinBudget: Bool
    }

    /// The quality limit, in the curve's metric (FLIP: at most; SSIM, PSNR: at least).
    public let qualityLimit: Double
    public let minimumScale: Double
    public let settings: [Setting]

    /// Searches `replay` for `names`, with `curve` judging each scale's quality against `limit`;
    /// nil when even the largest scale misses the limit.
    public init?(replay: DynamicResolutionReplay, names: [ControllerName], curve: QualityCurve, limit: Double) throws(DynamicResolutionError) {
        let maximum = replay.settings.maximumScale
        func within(_ scale: Double) -> Bool {
            curve.higherIsBetter ? curve.value(at: scale) >= limit : curve.value(at: scale) <= limit
        }
        guard within(maximum) else { return nil }
        var lowest = maximum
        while lowest - Self.scaleStep >= Self.scaleStep, within(lowest - Self.scaleStep) { lowest -= Self.scaleStep }
        lowest = (lowest * 100).rounded() / 100
        let bounded = try replay.bounded(minimumScale: min(lowest, maximum))
        qualityLimit = limit
        minimumScale = lowest
        settings = names.map { name in
            let candidates = (name.hasHeadroom ? Self.headrooms.map(Optional.some) : [nil]).map { headroom in
                let outcome = bounded.run(name, headroom: headroom)
                return Setting(
                    name: name, headroom: headroom, outcome: outcome, meanQuality: curve.summary(of: outcome.frames.map(\.scale)).mean,
                    withinBudget: outcome.overBudgetPercent <= Self.maximumOverBudgetPercent)
            }
            let better: (Setting, Setting) -> Bool = { curve.higherIsBetter ? $0.meanQuality > $1.meanQuality : $0.meanQuality < $1.meanQuality }
            let passing = candidates.filter(\.withinBudget)
            return passing.min(by: better)
                ?? candidates.reduce(candidates[0]) { $1.outcome.overBudgetPercent < $0.outcome.overBudgetPercent ? $1 : $0 }
        }
    }
}
