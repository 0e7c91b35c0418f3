import NativeScaleCore

/// Where a frame's timestamps are: the scene at 0 and 1; with MSAA the resolve at 2 and 3; on
/// a scaled path the resample in the next two. Barriers sit between the pairs, outside them;
/// every start stamp is followed by an execution dependency, so the range bounds its work.
struct StampLayout {
    /// A timed range: the slots of its start and end timestamps.
    struct Range {
        let start: Int
        let end: Int
    }

    let scene = Range(start: 0, end: 1)
    let resolve: Range?
    let resample: Range?

    init(resolves: Bool, scaled: Bool) {
        resolve = resolves ? Range(start: 2, end: 3) : nil
        let next = resolves ? 4 : 2
        resample = scaled ? Range(start: next, end: next + 1) : nil
    }

    /// Timestamps the frame writes.
    var count: UInt32 { UInt32(resample.map { $0.end + 1 } ?? resolve.map { $0.end + 1 } ?? 2) }

    /// The pairs ``TimestampSanity`` checks.
    var pairs: [(Int, Int)] {
        [scene, resolve, resample].compactMap { $0 }.map { ($0.start, $0.end) }
    }

    /// The timed ranges the frame has, in the order they are recorded.
    var ranges: [Range] { [scene, resolve, resample].compactMap { $0 } }

    /// The timed ranges the frame has; each starts with one dependency (``QueryPool/writeStart(_:in:)``).
    var rangeCount: Int { ranges.count }

    /// The stage timings of a frame from its timestamps; `dependency` (the measured cost of one
    /// start dependency, in nanoseconds) is taken out of every range, and out of the frame
    /// once per range, never below zero.
    func timing(from stamps: [UInt64], conversion: TimestampConversion, host: Double, dependency: Double = 0) -> FrameTiming {
        let time = { (range: Range) in max(0, conversion.nanoseconds(from: stamps[range.start], to: stamps[range.end]) - dependency) }
        let last = Int(count) - 1
        let at = { (slot: Int) in conversion.nanoseconds(at: stamps[slot]) }
        return FrameTiming(
            scene: time(scene), resolve: resolve.map(time), resample: resample.map(time),
            transition: resample.map { conversion.nanoseconds(from: stamps[$0.start - 1], to: stamps[$0.start]) },
            frame: max(0, conversion.nanoseconds(from: stamps[0], to: stamps[last]) - Double(rangeCount) * dependency),
            host: host, source: .gpuTimestamps,
            starts: StageStarts(scene: at(scene.start), resolve: resolve.map { at($0.start) },
                                transition: resample.map { at($0.start - 1) }, resample: resample.map { at($0.start) }))
    }
}
