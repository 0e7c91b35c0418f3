public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleRenderer
public import NativeScaleRendering
public import NativeScaleResults

/// Wraps a renderer and keeps every submission it makes, as `bench --record` saves them
/// (``TimestampStream``): the raw timestamps of each round and dose check with what reads them,
/// and the host times of the isolated and empty submissions.
public final class StreamRecorder: RoundRendering {
    let renderer: any RoundRendering
    /// Every submission so far, in order.
    public private(set) var submissions: [TimestampStream.Submission] = []
    /// The last GPU-timed submission's dependency floor (the renderer's calibration at creation), ns.
    private(set) var dependencyFloor = 0.0
    /// Whether the frames resolve MSAA, as the last GPU-timed submission's layout says.
    private(set) var resolves = false

    public init(recording renderer: any RoundRendering) {
        self.renderer = renderer
    }

    public var deviceInfo: GPUDeviceInfo { renderer.deviceInfo }
    public var timingSource: TimingClock { renderer.timingSource }

    public func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        keep(try renderer.renderAuditedRound(paths), of: paths, as: .round)
    }

    public func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        keep(try renderer.renderDoseRound(paths, factor: factor), of: paths, as: .dose)
    }

    public func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        keep(try renderer.renderIsolated(path), of: [path], as: .isolated)
    }

    public func emptySubmission() throws(RendererError) -> Double {
        let host = try renderer.emptySubmission()
        submissions.append(TimestampStream.Submission(kind: .empty, paths: [], stamps: nil, host: host, submitted: nil, written: nil, frames: nil))
        return host
    }

    /// Records `timing` (of `paths`, a submission of `kind`) and hands it on.
    private func keep(_ timing: RoundTiming, of paths: [MeasuredPath], as kind: TimestampStream.Kind) -> RoundTiming {
        let written = timing.drawnWork.map { [$0.scene, $0.output] }
        if let raw = timing.raw {
            dependencyFloor = raw.floor
            resolves = raw.chain.frames.first?.resolves ?? false
            submissions.append(
                TimestampStream.Submission(
                    kind: kind, paths: paths, stamps: raw.stamps, host: timing.host,
                    submitted: timing.submitted, written: written, frames: nil))
        } else {
            let frames = timing.frames.map { TimestampStream.HostFrame(scene: $0.scene, resample: $0.resample, host: $0.host) }
            submissions.append(
                TimestampStream.Submission(
                    kind: kind, paths: paths, stamps: nil, host: timing.host,
                    submitted: timing.submitted, written: written, frames: frames, span: timing.span,
                    steps: timing.steps))
        }
        return timing
    }

    /// The stream recorded, described by the run that made it.
    public func stream(
        origin: String, nativeSize: PixelSize, drawableSize: PixelSize, target: TargetDocument, workload: WorkloadConfiguration,
        filters: [ResampleFilter], leadInFrames: Int, warmupRounds: Int, rounds: Int
    ) -> TimestampStream {
        let info = renderer.deviceInfo
        return TimestampStream(
            origin: origin, deviceName: info.name, deviceKind: info.kind.rawValue, timestampPeriod: info.timerResolution,
            timestampValidBits: info.timestampValidBits, leadInFrames: leadInFrames, nativeSize: nativeSize,
            drawableSize: drawableSize, target: target, workload: workload, filters: filters, resolves: resolves,
            dependencyFloor: dependencyFloor, doseFactor: RunAudit.doseFactor, warmupRounds: warmupRounds, rounds: rounds,
            submissions: submissions)
    }
}
