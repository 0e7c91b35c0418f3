public import NativeScaleCore

/// The settings a replay finds for each controller, over one recording or several and one budget
/// or several (each pair a case): the lowest minimum scale whose quality stays within a limit,
/// and, for the controllers that take one, the headroom below the budget whose **worst case**
/// keeps the frames over budget at most ``maximumOverBudgetPercent`` with the best worst-case mean
/// quality. A headroom tuned to one trace can fail on the next; the worst case is what holds.
public struct DynamicResolutionTuning: Hashable, Sendable {
    /// The most frames over budget a headroom may leave, percent.
    public static let maximumOverBudgetPercent = 1.0
    /// The headrooms searched: 0 to 30 % in steps of 1 %.
    public static let headrooms = (0...30).map { Double($0) / 100 }
    /// The step of the minimum scale's search.
    public static let scaleStep = 0.01

    /// One controller's settings and what each case's replay gave with them.
    public struct Setting: Hashable, Sendable {
        public let name: ControllerName
        /// Nil for a controller without a headroom.
        public let headroom: Double?
        /// A replay per case, in the order of the cases.
        public let outcomes: [DynamicResolutionReplay.Outcome]
        /// Each case's mean quality, in the order of the cases.
        public let meanQualities: [Double]
        /// Whether every case's frames over budget are within ``maximumOverBudgetPercent``; when
        /// no headroom gets there, the one with the fewest in its worst case is kept.
        public let withinBudget: Bool
        /// The most frames over budget of any case, percent.
        public let worstOverBudgetPercent: Double
        /// The worst case's mean quality (FLIP: the largest; SSIM, PSNR: the smallest).
        public let worstMeanQuality: Double
    }

    /// The quality limit, in the curve's metric (FLIP: at most; SSIM, PSNR: at least).
    public let qualityLimit: Double
    public let minimumScale: Double
    public let settings: [Setting]

    /// Searches `replays` (each case's) for `names`, with `curve` judging each scale's quality
    /// against `limit`; nil when even the largest scale misses the limit, or there is no case.
    public init?(replays: [DynamicResolutionReplay], names: [ControllerName], curve: QualityCurve, limit: Double) throws(DynamicResolutionError) {
        guard let first = replays.first else { return nil }
        let maximum = first.settings.maximumScale
        func within(_ scale: Double) -> Bool {
            curve.higherIsBetter ? curve.value(at: scale) >= limit : curve.value(at: scale) <= limit
        }
        guard within(maximum) else { return nil }
        var lowest = maximum
        while lowest - Self.scaleStep >= Self.scaleStep, within(lowest - Self.scaleStep) { lowest -= Self.scaleStep }
        lowest = (lowest * 100).rounded() / 100
        var bounded: [DynamicResolutionReplay] = []
        for replay in replays { bounded.append(try replay.bounded(minimumScale: min(lowest, replay.settings.maximumScale))) }
        qualityLimit = limit
        minimumScale = lowest
        settings = names.map { name in Self.search(name, replays: bounded, curve: curve) }
    }

    /// One controller's best setting over every case.
    private static func search(_ name: ControllerName, replays: [DynamicResolutionReplay], curve: QualityCurve) -> Setting {
        let worse: (Double, Double) -> Bool = { curve.higherIsBetter ? $0 < $1 : $0 > $1 }
        let candidates = (name.hasHeadroom ? Self.headrooms.map(Optional.some) : [nil]).map { headroom in
            let outcomes = replays.map { $0.run(name, headroom: headroom) }
            let qualities = outcomes.map { curve.summary(of: $0.frames.map(\.scale)).mean }
            let worstOver = outcomes.map(\.overBudgetPercent).max() ?? 0
            return Setting(
                name: name, headroom: headroom, outcomes: outcomes, meanQualities: qualities,
                withinBudget: worstOver <= Self.maximumOverBudgetPercent, worstOverBudgetPercent: worstOver,
                worstMeanQuality: qualities.reduce(qualities[0]) { worse($1, $0) ? $1 : $0 })
        }
        let passing = candidates.filter(\.withinBudget)
        return passing.min { worse($1.worstMeanQuality, $0.worstMeanQuality) }
            ?? candidates.reduce(candidates[0]) { $1.worstOverBudgetPercent < $0.worstOverBudgetPercent ? $1 : $0 }
    }
}
