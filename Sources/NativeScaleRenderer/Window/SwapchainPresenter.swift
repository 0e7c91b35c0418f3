internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering
import NativeScaleWindowing

/// Shows frames of an ``OffscreenRenderer`` in a window: acquire a swapchain image, render,
/// resample if the path has a sampling stage, copy into the image, present.
///
/// One frame is in flight at a time: every call waits for its fence, so its timestamps are
/// read and nothing the renderer owns is in use when it returns. A swapchain that goes out of
/// date or suboptimal (resize, minimise) is recreated on the next call, never an error.
public final class SwapchainPresenter {
    /// What happened to a call of ``present(_:from:capture:)``.
    public enum Outcome {
        /// The frame is on screen; `screenshot` is the swapchain image when asked for.
        case presented(PresentTiming, screenshot: RGBAImage?)
        /// The swapchain now has this extent: make a renderer of that native size and call again.
        case resized(PixelSize)
        /// The window has no area (minimised): wait for events and call again.
        case minimized
        /// The swapchain went out of date before rendering; it is recreated on the next call.
        case outOfDate
    }

    /// The device presenting.
    public let gpu: GPU
    /// The window's surface.
    public let surface: Surface
    /// The present mode every swapchain uses.
    public let presentMode: PresentMode
    private var swapchain: Swapchain
    private let context: CommandContext
    /// Signalled when an acquired image is available; the host waits for it before recording,
    /// so no GPU stage waits on the presentation engine inside a timed range.
    private let imageAvailable: VkFence
    private var needsRecreation = false
    /// How many times the swapchain was recreated (resize, out of date, suboptimal).
    public private(set) var recreations = 0

    /// Creates the swapchain for the window's framebuffer (`vkCreateSwapchainKHR`).
    public init(gpu: GPU, surface: Surface, presentMode: PresentMode) throws(RendererError) {
        guard let functions = gpu.swapchainFunctions else {
            throw .window(.extensionNotEnabled("VK_KHR_swapchain"))
        }
        let size = surface.window.framebufferSize
        guard size.width > 0, size.height > 0 else { throw .window(.system("the window has no area to present to (minimised?)")) }
        let swapchain = try Swapchain(gpu: gpu, surface: surface, size: size, presentMode: presentMode, replacing: nil)
        var properties = VkFormatProperties()
        gpu.instance.functions.getPhysicalDeviceFormatProperties(gpu.physicalDevice, swapchain.format, &properties)
        guard properties.optimalTilingFeatures & VK_FORMAT_FEATURE_BLIT_DST_BIT.rawValue != 0 else {
            throw .window(.formatNotBlittable(format: swapchain.formatName, device: gpu.info.name))
        }
        self.gpu = gpu
        self.surface = surface
        self.presentMode = presentMode
        self.swapchain = swapchain
        context = try CommandContext(gpu: gpu)
        var fenceInfo = VkFenceCreateInfo()
        fenceInfo.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO
        var fence: VkFence?
        let created = gpu.functions.createFence(gpu.handle, &fenceInfo, nil, &fence)
        guard created == VK_SUCCESS, let fence else { throw .failed("vkCreateFence", result: created.rawValue, in: .window) }
        imageAvailable = fence
    }

    deinit {
        _ = gpu.functions.deviceWaitIdle(gpu.handle)
        gpu.functions.destroyFence(gpu.handle, imageAvailable, nil)
    }

    /// The swapchain images' size, which is the native size frames must have.
    public var extent: PixelSize { swapchain.extent }
    /// The swapchain format, e.g. `B8G8R8A8_UNORM`.
    public var formatName: String { swapchain.formatName }
    /// How many images the swapchain has.
    public var imageCount: Int { swapchain.images.count }

    /// One frame the presenter shows, as its renderer hands it over: its size (the swapchain's
    /// must match), its frame's stamp layout, and the hooks that record it into the presenter's
    /// command buffer: the frame (with the stamper of its intervals), its copy into the acquired
    /// swapchain image, and that image's hand-over (read back into a staging buffer when a
    /// screenshot is asked for, then to PRESENT_SRC). The presenter touches nothing else of it.
    struct PresentedFrame {
        let size: PixelSize
        let layout: StampLayout
        let record: (VkCommandBuffer, FrameStamper) throws(RendererError) -> Void
        let copy: (VkImage, VkCommandBuffer) throws(RendererError) -> Void
        let handOver: (VkImage, VkBuffer?, VkCommandBuffer) -> Void
    }

    /// Presents `frame`, timed by `timer`, whose frame size must be ``extent``; with
    /// `capture`, also returns the swapchain image as presented.
    func present(_ frame: PresentedFrame, timer: GPUTimer, capture: Bool = false) throws(RendererError) -> Outcome {
        guard let functions = gpu.swapchainFunctions else { throw .window(.extensionNotEnabled("VK_KHR_swapchain")) }
        let size = surface.window.framebufferSize
        if size.width == 0 || size.height == 0 || surface.window.isMinimized { return .minimized }
        if needsRecreation || size != swapchain.extent {
            try recreate(size: size)
        }
        if frame.size != swapchain.extent { return .resized(swapchain.extent) }
        if capture && !swapchain.canReadBack {
            throw .window(.swapchainUsage(.readBack, supported: swapchain.usageFlags))
        }

        let clock = ContinuousClock()
        let start = clock.now
        var index: UInt32 = 0
        // Acquired with a fence the host waits on (vkWaitForFences), not a semaphore the submission
        // waits on: a semaphore wait at the transfer stage would hold the MSAA resolve and a blit
        // resample (both transfers) inside their timed ranges until the image is free.
        let acquired = functions.acquireNextImage(gpu.handle, swapchain.handle, gpu.timeoutNanoseconds, nil, imageAvailable, &index)
        if acquired == VK_TIMEOUT || acquired == VK_NOT_READY {
            throw .recording(.timedOut("acquiring a swapchain image (vkAcquireNextImageKHR)", seconds: Double(gpu.timeoutNanoseconds) / 1e9))
        }
        if acquired == VK_ERROR_OUT_OF_DATE_KHR {
            needsRecreation = true
            return .outOfDate
        }
        if acquired == VK_SUBOPTIMAL_KHR { needsRecreation = true } else { try check(acquired, "vkAcquireNextImageKHR", .window) }
        try check(gpu.functions.waitForFences(gpu.handle, 1, [imageAvailable], VkBool32(VK_TRUE), gpu.timeoutNanoseconds), "vkWaitForFences", .window)
        try check(gpu.functions.resetFences(gpu.handle, 1, [imageAvailable]), "vkResetFences", .window)
        let acquiredAt = clock.now
        let acquire = (acquiredAt - start).inNanoseconds
        guard capture else {
            return .presented(try finish(frame, timer: timer, imageIndex: index, acquire: acquire, since: start, staging: nil), screenshot: nil)
        }
        // Every format a screenshot decodes (Swapchain.rgba8(from:)) has 4 bytes per pixel.
        let staging = try Buffer(
            gpu: gpu, size: swapchain.extent.pixelCount * 4,
            usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback, label: "screenshot")
        let timing = try finish(frame, timer: timer, imageIndex: index, acquire: acquire, since: start, staging: staging.handle)
        let bytes = swapchain.rgba8(from: try staging.read(count: swapchain.extent.pixelCount * 4))
        return .presented(timing, screenshot: RGBAImage(width: swapchain.extent.width, height: swapchain.extent.height, bytes: bytes))
    }

    /// Records, submits and presents the frame into the acquired image, waits for it, and
    /// reads its timestamps through `timer` (its first slot: a presented frame is never in flight).
    /// Slots: 0 starts the empty range that measures one start dependency, the frame's first
    /// stamp ends it; then the frame's intervals (``StampLayout``), then the copy's start and end.
    private func finish(
        _ frame: PresentedFrame, timer: GPUTimer, imageIndex index: UInt32, acquire: Double, since start: ContinuousClock.Instant,
        staging: VkBuffer?
    ) throws(RendererError) -> PresentTiming {
        guard let functions = gpu.swapchainFunctions else { throw .window(.extensionNotEnabled("VK_KHR_swapchain")) }
        let clock = ContinuousClock()
        let image = swapchain.images[Int(index)]
        let firstFrameSlot: UInt32 = 1
        let copyStart = firstFrameSlot + UInt32(frame.layout.count)
        timer.reset(slot: 0)
        try context.record { commandBuffer throws(RendererError) in
            timer.writeStart(0, slot: 0, in: commandBuffer)
            try frame.record(commandBuffer, timer.stamper(for: frame.layout, firstQuery: firstFrameSlot, slot: 0, in: commandBuffer))
            timer.writeStart(copyStart, slot: 0, in: commandBuffer)
            try frame.copy(image, commandBuffer)
            timer.write(copyStart + 1, slot: 0, in: commandBuffer)
            frame.handOver(image, staging, commandBuffer)
        }
        let finished = swapchain.renderFinished[Int(index)]
        try context.submit(signalling: finished)
        let presentStart = clock.now
        let presented = queuePresent(functions, imageIndex: index, waiting: finished)
        let presentEnd = clock.now
        if presented == VK_ERROR_OUT_OF_DATE_KHR || presented == VK_SUBOPTIMAL_KHR {
            needsRecreation = true
        } else {
            try check(presented, "vkQueuePresentKHR", .window)
        }
        try context.waitForFence()
        let end = clock.now
        return try timer.presentTiming(
            of: frame.layout, slot: 0, firstFrameQuery: firstFrameSlot, copyStart: copyStart, acquire: acquire,
            present: (presentEnd - presentStart).inNanoseconds, total: (end - start).inNanoseconds)
    }

    private func queuePresent(_ functions: SwapchainFunctions, imageIndex: UInt32, waiting semaphore: VkSemaphore) -> VkResult {
        var wait: VkSemaphore? = semaphore
        var chain: VkSwapchainKHR? = swapchain.handle
        var index = imageIndex
        var info = VkPresentInfoKHR()
        info.sType = VK_STRUCTURE_TYPE_PRESENT_INFO_KHR
        return withUnsafePointer(to: &wait) { waits in
            withUnsafePointer(to: &chain) { chains in
                withUnsafePointer(to: &index) { indices in
                    info.waitSemaphoreCount = 1
                    info.pWaitSemaphores = waits
                    info.swapchainCount = 1
                    info.pSwapchains = chains
                    info.pImageIndices = indices
                    return functions.queuePresent(gpu.queue, &info)
                }
            }
        }
    }

    /// Replaces the swapchain with one of `size` (the old one is passed as `oldSwapchain`).
    private func recreate(size: PixelSize) throws(RendererError) {
        _ = gpu.functions.deviceWaitIdle(gpu.handle)
        swapchain = try Swapchain(gpu: gpu, surface: surface, size: size, presentMode: presentMode, replacing: swapchain)
        needsRecreation = false
        recreations += 1
    }
}
