public import NativeScaleCore

/// Where a frame's timestamps are: one start stamp (the stamp, then an execution dependency) at
/// the start of each of its intervals, in the order recorded. With probes: the sentinel, the
/// barriers before the scene (preparation), the scene, with MSAA the barrier before the resolve
/// and the resolve, on a scaled path the transition and the resample, and the probe. Each
/// interval ends where the next stamp of the submission is written (the next interval's, the
/// next frame's, or the submission's last), so the intervals tile the submission's span and
/// every one holds exactly one dependency.
public struct StampLayout: Hashable, Sendable {
    /// One interval of a frame: a stage, or a step outside the stages.
    public enum Interval: Hashable, Sendable {
        case step(SubmissionStep)
        case scene
        case resolve
        /// The barrier that hands the drawable to the resample: a stage of the results' tables.
        case transition
        case resample
        /// One timed pass of an upscaler, in place of `resample` (``ResampleFilter/passes``).
        case pass(SamplingPass)
    }

    /// The frame's intervals in the order they are recorded; interval `i` starts at slot `i`.
    public let intervals: [Interval]

    /// The layout of a frame: `resolves` with MSAA, `scaled` on a scaled path (whose sampling
    /// stage is one `resample` interval, or one interval per pass of `passes`), `probed` when
    /// the frame is proved by a sentinel and a probe (every measured round; not on screen).
    public init(resolves: Bool, scaled: Bool, passes: [SamplingPass] = [], probed: Bool) {
        var intervals: [Interval] = probed ? [.step(.sentinel)] : []
        intervals += [.step(.preparation), .scene]
        if resolves { intervals += [.step(.resolveBarrier), .resolve] }
        if scaled { intervals += [.transition] + (passes.isEmpty ? [.resample] : passes.map(Interval.pass)) }
        if probed { intervals.append(.step(.probe)) }
        self.intervals = intervals
    }

    /// Timestamps the frame writes: one per interval.
    public var count: Int { intervals.count }

    /// The slot of `interval` within the frame; nil when it has none.
    public func slot(of interval: Interval) -> Int? { intervals.firstIndex(of: interval) }

    /// Whether the frame has an MSAA resolve.
    public var resolves: Bool { slot(of: .resolve) != nil }
    /// Whether the frame resamples (a scaled path).
    public var scaled: Bool { slot(of: .transition) != nil }
    /// The upscaler passes timed apart, in order; empty for a kernel.
    public var passes: [SamplingPass] {
        intervals.compactMap { if case .pass(let pass) = $0 { pass } else { nil } }
    }
    /// Whether the frame is proved by a sentinel and a probe.
    public var probed: Bool { slot(of: .step(.probe)) != nil }

    /// The intervals that are stages that do work (scene, resolve, resample): a range of these
    /// must not be empty (``TimestampSanity``) and reads 0 when shorter than its dependency.
    public var workIntervals: [Int] {
        intervals.indices.filter {
            if case .pass = intervals[$0] { return true }
            return [.scene, .resolve, .resample].contains(intervals[$0])
        }
    }

    /// The frame's stage times and steps from its `stamps`: the frame's own ``count`` stamps and
    /// the one written after them (where its last interval ends). `dependency` (the measured
    /// cost of one dependency, ns) is taken out of every interval: a stage's never below 0, a
    /// step's as measured (so steps and stages still sum to the span). `frame` is the frame's
    /// position in its round. The transition, a stage of the results' tables, is clamped at 0
    /// like the other stages.
    public func timing(
        from stamps: [UInt64], conversion: TimestampConversion, host: Double, dependency: Double,
        frame position: Int
    ) -> (timing: FrameTiming, steps: [StepTime]) {
        let raw = { (slot: Int) in conversion.nanoseconds(from: stamps[slot], to: stamps[slot + 1]) - dependency }
        let stage = { (interval: Interval) in slot(of: interval).map { max(0, raw($0)) } }
        let at = { (interval: Interval) in slot(of: interval).map { conversion.nanoseconds(at: stamps[$0]) } }
        let scene = slot(of: .scene) ?? 0
        // The frame: from the scene's start to the end of its last stage, one dependency out per interval.
        let last = intervals.lastIndex { if case .step(.probe) = $0 { false } else { true } } ?? scene
        let frame = max(0, conversion.nanoseconds(from: stamps[scene], to: stamps[last + 1]) - Double(last + 1 - scene) * dependency)
        let steps = intervals.indices.compactMap { index -> StepTime? in
            guard case .step(let step) = intervals[index] else { return nil }
            return StepTime(frame: position, step: step, nanoseconds: raw(index))
        }
        let passes = Dictionary(uniqueKeysWithValues: self.passes.compactMap { pass in stage(.pass(pass)).map { (pass, $0) } })
        let resample = stage(.resample) ?? (passes.isEmpty ? nil : passes.values.reduce(0, +))
        let timing = FrameTiming(
            scene: stage(.scene) ?? 0, resolve: stage(.resolve), resample: resample, transition: stage(.transition),
            frame: frame, host: host, source: .gpuTimestamps, passes: passes,
            starts: StageStarts(
                scene: at(.scene) ?? 0, resolve: at(.resolve), transition: at(.transition),
                resample: at(.resample) ?? self.passes.first.flatMap { at(.pass($0)) }))
        return (timing, steps)
    }
}
