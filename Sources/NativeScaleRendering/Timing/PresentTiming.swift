public import NativeScaleCore

/// How long one on-screen frame took: GPU stages from timestamps, the rest on the host clock.
public struct PresentTiming: Hashable, Sendable {
    /// Rendering the scene, GPU nanoseconds.
    public let scene: Double
    /// Resolving the multisampled scene, GPU nanoseconds; nil without MSAA.
    public let resolve: Double?
    /// Resampling to the native size, GPU nanoseconds; nil on the native path.
    public let resample: Double?
    /// Copying the native-size frame into the swapchain image, GPU nanoseconds.
    public let copy: Double
    /// First to last timestamp, GPU nanoseconds.
    public let gpuFrame: Double
    /// `vkAcquireNextImageKHR` and the wait for its fence (the image free), host nanoseconds.
    public let acquire: Double
    /// `vkQueuePresentKHR`, host nanoseconds.
    public let present: Double
    /// Acquire → record → submit → present → fence, host nanoseconds: the whole on-screen frame.
    public let total: Double
    /// The frame's measured start dependency: an empty range's width, GPU nanoseconds, taken
    /// off every interval.
    public let dependency: Double
    /// The barrier that hands the drawable to the resample, GPU nanoseconds; nil on the native path.
    public let transition: Double?
    /// The frame's steps outside its stages, each timed (``StampLayout``): its calibration, the
    /// preparation before its scene, with MSAA the resolve's barrier.
    public let steps: [StepTime]

    /// Creates the value from its parts (the synthesized initializer is internal; the renderer builds these).
    package init(
        scene: Double, resolve: Double?, resample: Double?, copy: Double, gpuFrame: Double, acquire: Double, present: Double, total: Double,
        dependency: Double, transition: Double?, steps: [StepTime]
    ) {
        self.scene = scene
        self.resolve = resolve
        self.resample = resample
        self.copy = copy
        self.gpuFrame = gpuFrame
        self.acquire = acquire
        self.present = present
        self.total = total
        self.dependency = dependency
        self.transition = transition
        self.steps = steps
    }
}
