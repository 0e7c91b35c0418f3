public import NativeScaleCore
import NativeScaleStatistics

/// One measured on-screen frame: where it sat in the interleaving and every stage's time.
public struct PresentSample: Hashable, Sendable, Codable {
    /// The round (0-based, after warm-up).
    public let round: Int
    /// The frame's position within its round.
    public let position: Int
    /// The path the frame was rendered on.
    public let path: MeasuredPath
    /// Scene, GPU nanoseconds.
    public let scene: Double
    /// The MSAA resolve, GPU nanoseconds; nil without MSAA (and in files before bench schema 7).
    public var resolve: Double?
    /// Resample, GPU nanoseconds (scaled paths only).
    public let resample: Double?
    /// Copy into the swapchain image, GPU nanoseconds.
    public let copy: Double
    /// First to last timestamp, GPU nanoseconds.
    public let gpuFrame: Double
    /// `vkAcquireNextImageKHR`, host nanoseconds.
    public let acquire: Double
    /// `vkQueuePresentKHR`, host nanoseconds.
    public let present: Double
    /// Acquire to fence after present, host nanoseconds.
    public let total: Double
    /// The frame's measured start dependency, GPU nanoseconds (absent before bench schema 7).
    public var dependency: Double?
    /// The barrier that hands the drawable to the resample, GPU nanoseconds (scaled paths;
    /// absent before bench schema 9).
    public var transition: Double?
    /// The frame's steps outside its stages, each timed: its calibration, the preparation
    /// before its scene, with MSAA the resolve's barrier (absent before bench schema 9).
    public var steps: [StepTime]?

    /// Creates a sample.
    public init(
        round: Int, position: Int, path: MeasuredPath, scene: Double, resolve: Double? = nil, resample: Double?, copy: Double,
        gpuFrame: Double, acquire: Double, present: Double, total: Double, dependency: Double? = nil, transition: Double? = nil,
        steps: [StepTime]? = nil
    ) {
        self.transition = transition
        self.steps = steps
        self.resolve = resolve
        self.dependency = dependency
        self.round = round
        self.position = position
        self.path = path
        self.scene = scene
        self.resample = resample
        self.copy = copy
        self.gpuFrame = gpuFrame
        self.acquire = acquire
        self.present = present
        self.total = total
    }

    /// The stage's time in nanoseconds; nil when the frame has no such stage.
    public func nanoseconds(_ stage: Stage) -> Double? {
        switch stage {
        case .scene: scene
        case .resample: resample
        case .copy: copy
        case .gpuFrame: gpuFrame
        case .acquire: acquire
        case .present: present
        case .total: total
        case .resolve: resolve
        case .transition: transition
        case .frame, .host, .easu, .rcas, .sgsr, .sgsr2Convert, .sgsr2Upscale: nil
        }
    }
}
