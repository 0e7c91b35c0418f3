public import NativeScaleCore
import NativeScaleStatistics

/// One measured frame: which round, where in the round, which path, and its timings.
public struct FrameSample: Hashable, Sendable, Codable {
    /// The round (0-based, after warm-up).
    public let round: Int
    /// The frame's position within its round.
    public let position: Int
    /// The path the frame was rendered on.
    public let path: MeasuredPath
    /// Scene stage, nanoseconds.
    public let scene: Double
    /// MSAA resolve stage, nanoseconds (multisampled targets timed on the GPU only).
    public let resolve: Double?
    /// Resample stage, nanoseconds (scaled paths only).
    public let resample: Double?
    /// The barrier between scene and resample, nanoseconds (scaled paths timed on the GPU;
    /// absent in files from before stages were timed apart from barriers).
    public let transition: Double?
    /// An upscaler's passes, each timed apart (their sum is `resample`), nanoseconds; absent for
    /// a kernel, the native path, and in files before bench schema 11.
    public let passes: [SamplingPass: Double]?
    /// The whole frame on the GPU, nanoseconds.
    public let frame: Double
    /// Submit to fence on the host of the submission that carried the frame (its whole round),
    /// nanoseconds.
    public let host: Double
    /// When the frame's stages started and its round was submitted; absent in files before
    /// bench schema 5 and in samples made without one.
    public let timeline: FrameTimeline?

    /// Creates a sample.
    public init(
        round: Int, position: Int, path: MeasuredPath, scene: Double, resolve: Double? = nil, resample: Double?, transition: Double? = nil,
        passes: [SamplingPass: Double]? = nil, frame: Double, host: Double, timeline: FrameTimeline? = nil
    ) {
        self.passes = passes.flatMap { $0.isEmpty ? nil : $0 }
        self.round = round
        self.position = position
        self.path = path
        self.scene = scene
        self.resolve = resolve
        self.resample = resample
        self.transition = transition
        self.frame = frame
        self.host = host
        self.timeline = timeline
    }

    /// The stage's time in nanoseconds; nil when the frame has no such stage.
    public func nanoseconds(_ stage: Stage) -> Double? {
        switch stage {
        case .scene: scene
        case .resolve: resolve
        case .resample: resample
        case .transition: transition
        case .easu, .rcas, .sgsr, .sgsr2Convert, .sgsr2Upscale: stage.pass.flatMap { passes?[$0] }
        case .frame: frame
        case .host: host
        case .copy, .gpuFrame, .acquire, .present, .total: nil
        }
    }
}
