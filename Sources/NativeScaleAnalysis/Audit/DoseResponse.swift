public import NativeScaleCore
import NativeScaleStatistics

/// What a run's dose checks say of one path: how much of the time a second content cost added
/// its stages absorbed, and where the rest went.
///
/// The leak check that needs no price. A dose check renders a measured round again at twice the
/// content's cost, changing nothing else; a range that bounds its stage's work absorbs all the
/// added time, and every other interval of the frame (its sentinel, preparation, MSAA resolve
/// barrier, transition and probe, each timed) takes what it took before, within its own noise:
/// how far it moved from one measured round to the next in this run. Work that runs outside its
/// stage's range (a start stamp written after it, an end stamp before it, a start the work
/// overtook) moves with the dose into the interval that holds it.
public struct DoseResponse: Codable, Sendable, Hashable {
    /// An interval of a frame outside the stages that do work.
    public enum Interval: Codable, Sendable, Hashable, CustomStringConvertible {
        case step(SubmissionStep)
        /// The barrier that hands the drawable to the resample.
        case transition

        public var description: String {
            switch self {
            case .step(let step): step.rawValue
            case .transition: Stage.transition.rawValue
            }
        }
    }

    public let path: MeasuredPath
    /// Dose checks whose added time stood well above the noise of the intervals outside the
    /// stages (``measurableMultiple``), the ones judged.
    public let checks: Int
    /// Dose checks of the path in all.
    public let doses: Int
    /// The median time the dose added to the whole frame, ns (over the judged checks).
    public let addedNanoseconds: Double
    /// The median share of that time the stages absorbed (1: all of it).
    public let absorbed: Double
    /// Judged checks in which more than ``leakShare`` of the added time lay outside the stages.
    public let leaked: Int
    /// The interval outside the stages that grew most (median over the judged checks).
    public let largest: Interval?

    /// Whether the path leaks: most of two or more judged checks leaked.
    public var leaks: Bool { checks >= Self.minimumChecks && leaked * 2 > checks }

    /// A leak moves at least this share of the added time out of the stages: a range that misses
    /// its stage's work misses all of it, or (a start the work overtook) most of it; noise in a
    /// barrier does not move half of a doubled stage's cost, round after round.
    public static let leakShare = 0.5
    /// A dose check is judged when the time it added is this many times the noise of the
    /// intervals outside the stages: a dose that added nothing (a draw left out) is not judged.
    public static let measurableMultiple = 2.0
    /// Judged dose checks a path needs before they can fail it: one alone can be a preempted round.
    public static let minimumChecks = 2

    /// Creates the value from its parts.
    public init(path: MeasuredPath, checks: Int, doses: Int, addedNanoseconds: Double, absorbed: Double, leaked: Int, largest: Interval?) {
        self.path = path
        self.checks = checks
        self.doses = doses
        self.addedNanoseconds = addedNanoseconds
        self.absorbed = absorbed
        self.leaked = leaked
        self.largest = largest
    }

    /// One frame's intervals: its working stages' sum and every other interval, ns.
    struct FrameIntervals {
        let work: Double
        let outside: [Interval: Double]

        init?(frame: any TimedFrame, steps: [StepTime]) {
            guard !steps.isEmpty else { return nil }
            work = [Stage.scene, .resolve, .resample].compactMap { frame.nanoseconds($0) }.reduce(0, +)
            var outside: [Interval: Double] = [:]
            if let transition = frame.nanoseconds(.transition) { outside[.transition] = transition }
            for step in steps where step.frame == frame.position && step.step != .calibration { outside[.step(step.step)] = step.nanoseconds }
            self.outside = outside
        }

        init(work: Double, outside: [Interval: Double]) {
            self.work = work
            self.outside = outside
        }

        /// Each interval the shorter of the two: a preempted interval only ever reads longer.
        func shorter(_ other: FrameIntervals) -> FrameIntervals {
            FrameIntervals(work: min(work, other.work), outside: outside.merging(other.outside, uniquingKeysWith: min))
        }
    }

    /// Each path's response to `audit`'s dose checks, against the measured rounds' `samples`;
    /// `resolution` is the timer's tick, ns. Empty without dose checks.
    static func responses(of audit: RunAudit, samples: [any TimedFrame], resolution: Double) -> [DoseResponse] {
        guard let doses = audit.doses, !doses.isEmpty else { return [] }
        let steps = stepsByRound(audit)
        let base = Dictionary(samples.map { (Key(round: $0.round, position: $0.position), $0) }, uniquingKeysWith: { first, _ in first })
        let noise = measuredIntervals(samples, steps: steps).mapValues { Noise(rounds: $0, resolution: resolution) }
        var changes: [MeasuredPath: [Change]] = [:]
        for dose in doses {
            guard let first = dose.repeats.first else { continue }
            for frame in first.frames {
                guard let before = base[Key(round: dose.round, position: frame.position)], before.path == frame.path,
                    let intervals = FrameIntervals(frame: before, steps: steps[dose.round] ?? []), let noise = noise[frame.path]
                else { continue }
                // Each interval the shorter of the repeats at the second cost.
                let repeats = dose.repeats.compactMap { repeated in
                    repeated.frames.first { $0.position == frame.position && $0.path == frame.path }
                        .flatMap { FrameIntervals(frame: $0, steps: repeated.steps) }
                }
                guard let after = repeats.dropFirst().reduce(repeats.first, { $0?.shorter($1) }) else { continue }
                changes[frame.path, default: []].append(Change(before: intervals, after: after, noise: noise))
            }
        }
        return changes.sorted { $0.key.name < $1.key.name }.map { path, changes in
            let judged = changes.filter(\.measurable)
            let growth = Dictionary(grouping: judged.flatMap { $0.outside.map { ($0.key, $0.value) } }, by: \.0).mapValues {
                SampleStatistics.median($0.map(\.1))
            }
            return DoseResponse(
                path: path, checks: judged.count, doses: changes.count,
                addedNanoseconds: judged.isEmpty ? 0 : SampleStatistics.median(judged.map(\.added)),
                absorbed: judged.isEmpty ? 1 : SampleStatistics.median(judged.map(\.absorbed)),
                leaked: judged.filter(\.leaks).count,
                largest: growth.filter { $0.value > 0 }.max { $0.value < $1.value }?.key)
        }
    }

    /// A path's intervals outside its stages in the measured rounds: each one's median and
    /// noise (how far it moved from one round to the next at most), ns. What the on-screen
    /// frames' steps are held to.
    public struct Reference: Sendable, Hashable {
        let medians: [Interval: Double]
        let noises: [Interval: Double]

        package func median(of interval: Interval) -> Double { medians[interval] ?? 0 }
        package func noise(of interval: Interval) -> Double { noises[interval] ?? 0 }
    }

    /// Each path's ``Reference`` in `audit`'s measured rounds (bench schema 9 on; empty before).
    public static func references(of audit: RunAudit, samples: [any TimedFrame], resolution: Double) -> [MeasuredPath: Reference] {
        measuredIntervals(samples, steps: stepsByRound(audit)).mapValues { rounds in
            let intervals = Set(rounds.flatMap(\.outside.keys))
            let medians = Dictionary(
                uniqueKeysWithValues: intervals.map { interval in
                    (interval, SampleStatistics.median(rounds.compactMap { $0.outside[interval] }))
                })
            return Reference(medians: medians, noises: Noise(rounds: rounds, resolution: resolution).outside)
        }
    }

    /// Each round's timed steps, by round.
    static func stepsByRound(_ audit: RunAudit) -> [Int: [StepTime]] {
        Dictionary(audit.rounds.compactMap { round in round.steps.map { (round.round, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Per path, every measured round's intervals in round order.
    static func measuredIntervals(_ samples: [any TimedFrame], steps: [Int: [StepTime]]) -> [MeasuredPath: [FrameIntervals]] {
        var measured: [MeasuredPath: [FrameIntervals]] = [:]
        for sample in samples.sorted(by: { $0.round < $1.round }) {
            if let intervals = FrameIntervals(frame: sample, steps: steps[sample.round] ?? []) { measured[sample.path, default: []].append(intervals) }
        }
        return measured
    }

    struct Key: Hashable {
        let round: Int
        let position: Int
    }

    /// How far each interval outside a path's stages moved from one measured round to the next
    /// at most, and the timer's tick: the noise a dose's change is held against.
    struct Noise {
        let outside: [Interval: Double]

        init(rounds: [FrameIntervals], resolution: Double) {
            let pairs = zip(rounds, rounds.dropFirst())
            var outside: [Interval: Double] = [:]
            for (earlier, later) in pairs {
                for (interval, time) in later.outside {
                    guard let before = earlier.outside[interval] else { continue }
                    outside[interval] = max(outside[interval] ?? 0, abs(time - before))
                }
            }
            self.outside = outside.mapValues { $0 + resolution }
        }

        /// The noise of the intervals outside the stages together.
        var outsideTotal: Double { outside.values.reduce(0, +) }
    }

    /// One dose check of one frame: what the dose added to its stages and to each other interval.
    struct Change {
        let work: Double
        let outside: [Interval: Double]
        let noise: Noise

        init(before: FrameIntervals, after: FrameIntervals, noise: Noise) {
            work = after.work - before.work
            outside = after.outside.reduce(into: [:]) { result, entry in
                if let earlier = before.outside[entry.key] { result[entry.key] = entry.value - earlier }
            }
            self.noise = noise
        }

        /// What the dose added to the whole frame.
        var added: Double { work + outside.values.reduce(0, +) }
        /// The share of it the stages absorbed.
        var absorbed: Double { added > 0 ? work / added : 1 }
        /// Whether the added time stands well above the noise of the intervals outside the stages
        /// (``measurableMultiple`` times it), so that a leak of ``DoseResponse/leakShare`` of it
        /// would stand above their noise too. (The stages' own noise does not matter: a dose
        /// round that ran fast or slow moves the stages, not the share outside them.)
        var measurable: Bool { added > DoseResponse.measurableMultiple * noise.outsideTotal }
        /// Whether more than ``DoseResponse/leakShare`` of it lay outside the stages (of a
        /// measurable check: beyond those intervals' noise).
        var leaks: Bool { outside.values.reduce(0, +) > DoseResponse.leakShare * added }
    }
}
