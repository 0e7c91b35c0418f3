public import NativeScaleAnalysis
public import NativeScaleCore

/// What `nativescale view` had on screen when its window closed: the swapchain, the sizes at the
/// end and every frame's stage times at the final size.
public struct ViewSummary: Sendable {
    /// The display or monitor the window stood for.
    public let name: String
    /// The device's name.
    public let device: String
    /// Frames on screen.
    public let frames: Int
    /// Swapchain recreations (resize, out of date, suboptimal).
    public let swapchainRecreations: Int
    /// Loop iterations spent waiting while minimised.
    public let pausedWaits: Int
    /// The sizes at the end.
    public let plan: RenderTargetPlan
    /// The present mode's option name, e.g. `fifo`, and its Vulkan name.
    public let presentMode: String
    public let presentModeVulkanName: String
    /// The swapchain's format and image count.
    public let swapchainFormat: String
    public let imageCount: Int
    /// The frames at the final size, in the order they were shown.
    public let samples: [PresentSample]

    /// Creates the value from its parts.
    public init(
        name: String, device: String, frames: Int, swapchainRecreations: Int, pausedWaits: Int, plan: RenderTargetPlan,
        presentMode: String, presentModeVulkanName: String, swapchainFormat: String, imageCount: Int, samples: [PresentSample]
    ) {
        self.name = name
        self.device = device
        self.frames = frames
        self.swapchainRecreations = swapchainRecreations
        self.pausedWaits = pausedWaits
        self.plan = plan
        self.presentMode = presentMode
        self.presentModeVulkanName = presentModeVulkanName
        self.swapchainFormat = swapchainFormat
        self.imageCount = imageCount
        self.samples = samples
    }

    /// The samples grouped by path, in the order each path was first shown.
    public var samplesByPath: [(path: MeasuredPath, samples: [PresentSample])] {
        samples.map(\.path).uniqued().map { path in (path, samples.filter { $0.path == path }) }
    }
}
