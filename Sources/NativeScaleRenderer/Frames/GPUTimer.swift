internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// The clock of a renderer's stages: one timestamp query pool with a range per frame slot, the
/// calibration of one start dependency, the conversion of ticks to nanoseconds, the reading of a
/// submission's stamps into its timing (``StampChain``), and the fallback to the host clock once
/// the stamps fail ``TimestampSanity``: from then on ``timingSource`` is the host's, for good.
final class GPUTimer {
    let gpu: GPU
    /// Every slot's queries: slot *k* holds ``slotQueries`` from `k × slotQueries`.
    let queries: QueryPool
    /// Queries one slot holds: every frame of its largest submission, and the submission's own.
    let slotQueries: UInt32
    let conversion: TimestampConversion
    /// The least time one start dependency took in the empty ranges of the calibration at
    /// creation (``calibrationRanges`` in a row), ns: what each range has taken out of it. The
    /// least, since a range holds at least one dependency, and subtracting more than it cost
    /// would cut into the work; 0 without GPU timestamps.
    private(set) var dependencyFloor: Double = 0
    /// Why GPU timestamps were abandoned for the host clock, once they were.
    private(set) var timestampProblem: TimestampSanity.Problem?

    /// Empty ranges the creation's calibration times.
    static let calibrationRanges = 8
    /// Timestamps one frame writes at most: one per interval (``StampLayout``), the sentinel,
    /// preparation, scene, resolve barrier, resolve, transition, the resample (or an upscaler's
    /// two passes) and probe.
    static let stampsPerFrame: UInt32 = 9
    /// Timestamps a submission writes besides its frames: the calibration's start and the last
    /// stamp, and a presented frame's copy (a start and an end).
    static let stampsPerSubmission: UInt32 = 4

    /// Creates the pool for `slots` slots of submissions of up to `frames` frames
    /// (`vkCreateQueryPool`), and calibrates the start dependency in one submission on `context`.
    init(gpu: GPU, frames: Int, slots: Int, context: borrowing CommandContext) throws(RendererError) {
        self.gpu = gpu
        slotQueries = Self.stampsPerFrame * UInt32(frames) + Self.stampsPerSubmission
        queries = try QueryPool(gpu: gpu, count: slotQueries * UInt32(max(slots, 1)))
        conversion = TimestampConversion(period: gpu.info.timestampPeriod ?? 0, validBits: gpu.info.timestampValidBits)
        dependencyFloor = try calibrate(on: context)
    }

    /// Whether stages are timed with GPU timestamps (else host wall clock): the device must
    /// support them and they must have passed ``TimestampSanity`` so far.
    var timingSource: TimingClock {
        gpu.info.supportsTimestamps && timestampProblem == nil ? .gpuTimestamps : .hostWallClock
    }

    /// Times ``calibrationRanges`` empty ranges in a row (each a start stamp and its
    /// dependency) in one submission, and returns the shortest; 0 when timestamps are not used.
    private func calibrate(on context: borrowing CommandContext) throws(RendererError) -> Double {
        guard timingSource == .gpuTimestamps, UInt32(Self.calibrationRanges + 1) <= slotQueries else { return 0 }
        reset(slot: 0)
        _ = try context.run { commandBuffer in
            for slot in 0...Self.calibrationRanges { queries.writeStart(UInt32(slot), in: commandBuffer) }
        }
        let stamps = try self.stamps(slot: 0, count: UInt32(Self.calibrationRanges + 1))
        let ranges = zip(stamps, stamps.dropFirst()).map { conversion.nanoseconds(from: $0, to: $1) }.filter(\.isFinite)
        return max(0, ranges.min() ?? 0)
    }

    /// The first query of `slot`.
    func firstQuery(ofSlot slot: Int) -> UInt32 { UInt32(slot) * slotQueries }

    /// Resets `slot`'s queries from the host (`vkResetQueryPool`), before a submission that writes them.
    func reset(slot: Int) {
        queries.reset(first: firstQuery(ofSlot: slot), count: slotQueries)
    }

    /// `count` raw stamps of `slot`, from its first (`vkGetQueryPoolResults`), after its fence.
    func stamps(slot: Int, count: UInt32) throws(RendererError) -> [UInt64] {
        try queries.results(first: firstQuery(ofSlot: slot), count: count)
    }

    /// Writes the start stamp of slot-relative query `query` of `slot`, with its dependency (``QueryPool/writeStart(_:in:)``).
    func writeStart(_ query: UInt32, slot: Int, in commandBuffer: VkCommandBuffer) {
        queries.writeStart(firstQuery(ofSlot: slot) + query, in: commandBuffer)
    }

    /// Writes the end stamp of slot-relative query `query` of `slot` (``QueryPool/write(_:in:)``).
    func write(_ query: UInt32, slot: Int, in commandBuffer: VkCommandBuffer) {
        queries.write(firstQuery(ofSlot: slot) + query, in: commandBuffer)
    }

    /// The stamper of one frame of `layout` whose first stamp is slot-relative `firstQuery` of
    /// `slot` (nil: untimed), recording into `commandBuffer`.
    func stamper(for layout: StampLayout, firstQuery: UInt32?, slot: Int, in commandBuffer: VkCommandBuffer) -> FrameStamper {
        FrameStamper(layout: layout, firstQuery: firstQuery) { query, dependency in
            if dependency { self.writeStart(query, slot: slot, in: commandBuffer) } else { self.write(query, slot: slot, in: commandBuffer) }
        }
    }

    /// The timing of the submission of `chain` that `slot` carried, from its stamps; nil when
    /// they cannot be durations, in which case the timer has left the GPU clock for good
    /// (``timestampProblem``) and the caller times the round again on the host.
    func timing(of chain: StampChain, slot: Int, host: Double, submitted: Double?, drawnWork: [DrawnWork]) throws(RendererError) -> RoundTiming? {
        let stamps = try stamps(slot: slot, count: UInt32(chain.count))
        do throws(StampChain.Unusable) {
            return try chain.timing(
                of: stamps, conversion: conversion, floor: dependencyFloor, host: host, submitted: submitted, drawnWork: drawnWork)
        } catch {
            timestampProblem = error.problem
            return nil
        }
    }

    /// The timing of a presented frame of `layout` in `slot`: slot 0 starts the empty range that
    /// measures one start dependency, the frame's intervals start at `firstFrameQuery`, the copy
    /// into the swapchain image starts at `copyStart` and ends at the next. `acquire`, `present`
    /// and `total` are the host's, ns.
    func presentTiming(
        of layout: StampLayout, slot: Int, firstFrameQuery: UInt32, copyStart: UInt32, acquire: Double, present: Double, total: Double
    ) throws(RendererError) -> PresentTiming {
        let stamps = try stamps(slot: slot, count: copyStart + 2)
        let dependency = max(0, min(conversion.nanoseconds(from: stamps[0], to: stamps[1]), dependencyFloor))
        let frame = layout.timing(
            from: Array(stamps[Int(firstFrameQuery)...Int(copyStart)]), conversion: conversion, host: 0, dependency: dependency, frame: 0)
        let copy = max(0, conversion.nanoseconds(from: stamps[Int(copyStart)], to: stamps[Int(copyStart) + 1]) - dependency)
        let scene = firstFrameQuery + UInt32(layout.slot(of: .scene) ?? 0)
        // The GPU frame: the scene's stamp to the copy's end, one dependency out per interval.
        let intervals = Double(copyStart + 1 - scene)
        return PresentTiming(
            scene: frame.timing.scene, resolve: frame.timing.resolve, resample: frame.timing.resample, copy: copy,
            gpuFrame: max(0, conversion.nanoseconds(from: stamps[Int(scene)], to: stamps[Int(copyStart) + 1]) - intervals * dependency),
            acquire: acquire, present: present, total: total, dependency: dependency, transition: frame.timing.transition,
            steps: [StepTime(frame: 0, step: .calibration, nanoseconds: conversion.nanoseconds(from: stamps[0], to: stamps[1]) - dependency)]
                + frame.steps)
    }
}
