public import NativeScaleCore
public import NativeScaleStatistics

/// The costs a sweep's race has measured, as ``CostEvidence`` at a ``RaceDesign``'s level: each
/// point's per-round frame ratios (scaled frame / native frame of the same round), grouped by
/// the renderer that timed them.
///
/// Two guards, both needed to call a point surely costlier:
/// - the rounds: the one-sided U test of its rounds against the other point's (or the sign test
///   against a constant: native's cost, exactly 1, or a budget) at the design's level;
/// - the renderers: every renderer that timed it found it costlier (its median) than every
///   renderer that timed the other found that one. A renderer settles at a cost level of its own
///   (on lavapipe 864×1871 + area cost 0.82× native on most renderers and 0.94× or 1.11× on some),
///   so rounds of one renderer are not independent draws of the point's cost, and a test of rounds
///   alone would call a renderer's level a difference between points. The race times each batch
///   on two renderers, so a single slow renderer never settles anything.
/// A frame time is the ratio times the native frame time, taken as known (the median of every
/// native frame of the sweep).
public struct RaceCosts: CostEvidence, Sendable {
    public let design: RaceDesign
    /// The native point's index, if the sweep has one.
    public let native: Int?
    /// Each point's rounds per renderer; nil (or empty) when not measured or not trusted.
    public let renderers: [[[Double]]?]
    public let nativeFrameMilliseconds: Double
    /// Each point's rounds, every renderer's together.
    let rounds: [[Double]]
    /// Each point's median ratio (1 for native), and its renderers' lowest and highest medians.
    let medians: [Double?]
    let rendererRange: [(low: Double, high: Double)?]

    /// Creates the evidence from each point's rounds per renderer.
    public init(design: RaceDesign, native: Int?, renderers: [[[Double]]?], nativeFrameMilliseconds: Double) {
        self.design = design
        self.native = native
        self.renderers = renderers
        self.nativeFrameMilliseconds = nativeFrameMilliseconds
        let groups = renderers.map { ($0 ?? []).filter { !$0.isEmpty } }
        rounds = groups.map { $0.flatMap { $0 } }
        medians = groups.indices.map { index in
            index == native ? 1 : (groups[index].isEmpty ? nil : SampleStatistics.median(groups[index].flatMap { $0 }))
        }
        rendererRange = groups.indices.map { index in
            if index == native { return (1, 1) }
            let each = groups[index].map(SampleStatistics.median)
            guard let low = each.min(), let high = each.max() else { return nil }
            return (low, high)
        }
    }

    /// Creates the evidence from each point's rounds, all from one renderer.
    public init(design: RaceDesign, native: Int?, rounds: [[Double]?], nativeFrameMilliseconds: Double) {
        self.init(design: design, native: native, renderers: rounds.map { $0.map { [$0] } }, nativeFrameMilliseconds: nativeFrameMilliseconds)
    }

    public func estimate(_ index: Int) -> Double? { medians[index] }

    public func isSurelyCostlier(_ index: Int, than other: Int) -> Bool {
        guard index != other, let mine = rendererRange[index], let theirs = rendererRange[other], mine.low > theirs.high else { return false }
        if other == native { return design.isSurelyAbove(rounds[index], 1) }
        if index == native { return design.isSurelyBelow(rounds[other], 1) }
        return design.isSurelyLarger(rounds[index], than: rounds[other])
    }

    public func isSurelyOver(_ index: Int, budget: FrameBudget) -> Bool {
        guard nativeFrameMilliseconds > 0 else { return false }
        let limit = budget.ratio(nativeMilliseconds: nativeFrameMilliseconds)
        if index == native { return 1 > limit }
        guard let range = rendererRange[index], range.low > limit else { return false }
        return design.isSurelyAbove(rounds[index], limit)
    }

    public func isSurelyWithin(_ index: Int, budget: FrameBudget) -> Bool {
        guard nativeFrameMilliseconds > 0 else { return false }
        let limit = budget.ratio(nativeMilliseconds: nativeFrameMilliseconds)
        if index == native { return 1 <= limit }
        guard let range = rendererRange[index], range.high < limit else { return false }
        return design.isSurelyBelow(rounds[index], limit)
    }
}
