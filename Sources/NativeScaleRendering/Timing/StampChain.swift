public import NativeScaleCore

/// The timestamps of one submission of frames, and the pure function from its raw stamps to its
/// timing: what the renderer measures, and what a replay of a recorded stream reads.
///
/// Slot 0 starts the submission's empty range (the calibration); each frame's intervals follow
/// (``StampLayout``), the first frame's first stamp ending the calibration; one last stamp ends
/// the last frame. Every stamp but the last is a start stamp, so the intervals tile the span
/// from slot 0 to the last stamp and each holds one dependency, which the calibration measures.
public struct StampChain: Hashable, Sendable {
    /// Each frame's layout, in the order recorded.
    public let frames: [StampLayout]

    public init(frames: [StampLayout]) {
        self.frames = frames
    }

    /// The slot of each frame's first stamp.
    public var firstSlots: [Int] {
        frames.reduce(into: [Int]()) { slots, frame in slots.append((slots.last ?? 1) + (slots.isEmpty ? 0 : frames[slots.count - 1].count)) }
    }

    /// Stamps the submission writes: the calibration's start, every frame's, the last.
    public var count: Int { 2 + frames.map(\.count).reduce(0, +) }

    /// The round's timing from its raw `stamps` (``count`` of them): each frame's stages and
    /// steps with one dependency out of every interval, the dependency being this submission's
    /// empty range or `floor` (the least a calibration at creation saw) when that is less.
    /// `host` is the submission's submit-to-fence time, `submitted` when it was handed to the
    /// queue, both ns. Throws the stamps' problem when they cannot be durations
    /// (``TimestampSanity``).
    public func timing(
        of stamps: [UInt64], conversion: TimestampConversion, floor: Double, host: Double, submitted: Double?,
        drawnWork: [DrawnWork]
    ) throws(Unusable) -> RoundTiming {
        guard stamps.count == count, drawnWork.count == frames.count else { throw Unusable(problem: .nonMonotonic) }
        let workPairs = zip(frames, firstSlots).flatMap { frame, first in frame.workIntervals.map { (start: first + $0, end: first + $0 + 1) } }
        if let problem = TimestampSanity.problem(in: stamps, timedPairs: workPairs, conversion: conversion) {
            throw Unusable(problem: problem)
        }
        let measured = conversion.nanoseconds(from: stamps[0], to: stamps[1])
        guard measured.isFinite else { throw Unusable(problem: .nonFinite) }
        let dependency = max(0, min(measured, floor))
        var frames: [FrameTiming] = []
        var steps = [StepTime(frame: nil, step: .calibration, nanoseconds: measured - dependency)]
        for (position, (layout, first)) in zip(self.frames, firstSlots).enumerated() {
            let own = Array(stamps[first...(first + layout.count)])
            let frame = layout.timing(from: own, conversion: conversion, host: host, dependency: dependency, frame: position)
            frames.append(frame.timing)
            steps += frame.steps
        }
        let offset = { (slot: Int) in conversion.nanoseconds(from: stamps[0], to: stamps[slot]) }
        let ranges = zip(self.frames, firstSlots).flatMap { frame, first in frame.workIntervals.map { first + $0 } }
        let figures = RoundTiming.StampFigures(
            lead: offset(firstSlots.first.map { $0 + (self.frames[0].slot(of: .scene) ?? 0) } ?? 1),
            // Every stamp is checked against the one before it (the sanity check above refuses a
            // backwards step anywhere in the chain), so no range can start before the last ended.
            overlap: 0,
            clamped: ranges.filter { conversion.nanoseconds(from: stamps[$0], to: stamps[$0 + 1]) < dependency }.count,
            calibration: measured)
        var timing = RoundTiming(
            frames: frames, drawnWork: drawnWork, dependency: dependency, span: offset(stamps.count - 1), host: host,
            source: .gpuTimestamps, untimedSteps: 0, submitted: submitted, stamps: figures, steps: steps)
        timing.raw = RoundTiming.RawStamps(chain: self, stamps: stamps, floor: floor, conversion: conversion)
        return timing
    }

    /// Stamps that cannot be durations, and why.
    public struct Unusable: Error, Hashable {
        public let problem: TimestampSanity.Problem

        package init(problem: TimestampSanity.Problem) {
            self.problem = problem
        }
    }
}
