public import NativeScaleCore
public import NativeScaleRendering
public import NativeScaleResults

/// A renderer that renders nothing: it hands the experiment each submission of a recorded
/// ``TimestampStream`` in turn, its timing read from the raw stamps by the renderer's own
/// ``StampChain``, so the real experiment, analysis and audit run end to end from a real GPU's
/// stream (or one with a fault added) on any machine. A call the stream does not hold next is a
/// ``RecordingError/replayDiverged(asked:holds:)``.
public final class ReplayRenderer: RoundRendering {
    public let stream: TimestampStream
    public let deviceInfo: GPUDeviceInfo
    private var next = 0

    public init(_ stream: TimestampStream) {
        self.stream = stream
        let kind = GPUDeviceInfo.Kind(rawValue: stream.deviceKind) ?? .other
        deviceInfo = GPUDeviceInfo(
            index: 0, name: stream.deviceName, kind: kind, driverName: "replay", driverInfo: stream.origin, apiVersion: "",
            timestampPeriod: stream.timestampPeriod, timestampValidBits: stream.timestampValidBits,
            timestampComputeAndGraphics: true, maxImageDimension2D: 16384, unsuitableReasons: [], cannotRunWork: false)
    }

    /// The clock of the next round the stream holds.
    public var timingSource: TimingClock {
        stream.submissions[next...].first { $0.kind == .round }.map { $0.stamps == nil ? .hostWallClock : .gpuTimestamps } ?? .gpuTimestamps
    }

    /// Whether every submission was replayed.
    public var finished: Bool { next == stream.submissions.count }

    public func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        try timing(of: take(.round, paths), paths: paths)
    }

    public func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        try timing(of: take(.dose, paths), paths: paths)
    }

    public func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        try timing(of: take(.isolated, [path]), paths: [path])
    }

    public func emptySubmission() throws(RendererError) -> Double {
        try take(.empty, []).host
    }

    /// The next submission, which must be of `kind` and of `paths`.
    private func take(_ kind: TimestampStream.Kind, _ paths: [MeasuredPath]) throws(RendererError) -> TimestampStream.Submission {
        let asked = "\(kind.rawValue) [\(paths.map(\.name).joined(separator: ", "))]"
        guard next < stream.submissions.count else { throw .recording(.replayDiverged(asked: asked, holds: "nothing")) }
        let submission = stream.submissions[next]
        guard submission.kind == kind, submission.paths == paths else {
            throw .recording(.replayDiverged(asked: asked, holds: "\(submission.kind.rawValue) [\(submission.paths.map(\.name).joined(separator: ", "))]"))
        }
        next += 1
        return submission
    }

    /// The submission's timing: from its stamps through ``StampChain`` on the GPU clock, else its host frames.
    private func timing(of submission: TimestampStream.Submission, paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        let written = (submission.written ?? paths.map { _ in [true, true] }).map { DrawnWork(scene: $0[0], output: $0[1]) }
        if let stamps = submission.stamps {
            let chain = StampChain(frames: paths.map { StampLayout(resolves: stream.resolves, scaled: $0 != .native, probed: true) })
            let conversion = TimestampConversion(period: stream.timestampPeriod, validBits: stream.timestampValidBits)
            guard stamps.count == chain.count else { throw .recording(.replayDiverged(asked: "\(chain.count) stamps", holds: "\(stamps.count) stamps")) }
            do throws(StampChain.Unusable) {
                return try chain.timing(
                    of: stamps, conversion: conversion, floor: stream.dependencyFloor, host: submission.host,
                    submitted: submission.submitted, drawnWork: written)
            } catch {
                throw .recording(.replayDiverged(asked: "\(chain.count) usable stamps", holds: "\(stamps.count) stamps (\(error.problem.rawValue))"))
            }
        }
        let frames = (submission.frames ?? []).map {
            FrameTiming(
                scene: $0.scene, resolve: nil, resample: $0.resample, transition: nil, frame: $0.scene + ($0.resample ?? 0), host: $0.host,
                source: .hostWallClock)
        }
        return RoundTiming(
            frames: frames, drawnWork: written, dependency: 0, span: submission.span ?? submission.host, host: submission.host,
            source: .hostWallClock, untimedSteps: 2 * paths.count, submitted: submission.submitted, steps: submission.steps ?? [])
    }
}
