internal import CVulkan
public import NativeScaleCore

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

    /// Presents one frame of `path` rendered by `renderer`, whose native size must be
    /// ``extent``; with `capture`, also returns the swapchain image as presented.
    public func present(_ path: MeasuredPath, from renderer: OffscreenRenderer, capture: Bool = false) throws(RendererError) -> Outcome {
        guard let functions = gpu.swapchainFunctions else { throw .window(.extensionNotEnabled("VK_KHR_swapchain")) }
        let size = surface.window.framebufferSize
        if size.width == 0 || size.height == 0 || surface.window.isMinimized { return .minimized }
        if needsRecreation || size != swapchain.extent {
            try recreate(size: size)
        }
        if renderer.nativeSize != swapchain.extent { return .resized(swapchain.extent) }
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
            return .presented(try finish(path, from: renderer, imageIndex: index, acquire: acquire, since: start), screenshot: nil)
        }
        // Every format a screenshot decodes (Swapchain.rgba8(from:)) has 4 bytes per pixel.
        let staging = try Buffer(
            gpu: gpu, size: swapchain.extent.pixelCount * 4,
            usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .readback, label: "screenshot")
        let timing = try finish(path, from: renderer, imageIndex: index, acquire: acquire, since: start) { image, commandBuffer in
            renderer.recordReadback(of: image, into: staging, in: commandBuffer)
        }
        let bytes = swapchain.rgba8(from: try staging.read(count: swapchain.extent.pixelCount * 4))
        return .presented(timing, screenshot: RGBAImage(width: swapchain.extent.width, height: swapchain.extent.height, bytes: bytes))
    }

    /// Records, submits and presents the frame into the acquired image, waits for it, and
    /// reads its timestamps.
    private func finish(
        _ path: MeasuredPath, from renderer: OffscreenRenderer, imageIndex index: UInt32, acquire: Double,
        since start: ContinuousClock.Instant,
        readback: (VkImage, VkCommandBuffer) -> Void = { _, _ in }
    ) throws(RendererError) -> PresentTiming {
        guard let functions = gpu.swapchainFunctions else { throw .window(.extensionNotEnabled("VK_KHR_swapchain")) }
        let clock = ContinuousClock()
        let image = swapchain.images[Int(index)]
        // Slots: 0 starts the empty range that measures one start dependency, the frame's first
        // stamp ends it; then the frame's intervals (``StampLayout``), then the copy's start and end.
        let layout = renderer.stampLayout(of: path, probed: false)
        let firstFrameSlot: UInt32 = 1
        let copyStart = firstFrameSlot + UInt32(layout.count)
        renderer.queries.reset()
        try context.record { commandBuffer throws(RendererError) in
            renderer.queries.writeStart(0, in: commandBuffer)
            try renderer.recordFrame(path, in: commandBuffer, firstQuery: firstFrameSlot)
            renderer.queries.writeStart(copyStart, in: commandBuffer)
            try renderer.recordCopy(of: path, to: image, in: commandBuffer)
            renderer.queries.write(copyStart + 1, in: commandBuffer)
            readback(image, commandBuffer)
            renderer.recordPresentTransition(of: image, in: commandBuffer)
        }
        // Each presented frame is a round of its own: a user shader's time moves on.
        renderer.rounds += 1
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

        let stamps = try renderer.queries.results(copyStart + 2)
        let conversion = renderer.conversion
        let dependency = max(0, min(conversion.nanoseconds(from: stamps[0], to: stamps[1]), renderer.dependencyFloor))
        let frame = layout.timing(
            from: Array(stamps[Int(firstFrameSlot)...Int(copyStart)]), conversion: conversion, host: 0,
            dependency: dependency, frame: 0)
        let copy = max(0, conversion.nanoseconds(from: stamps[Int(copyStart)], to: stamps[Int(copyStart) + 1]) - dependency)
        let scene = firstFrameSlot + UInt32(layout.slot(of: .scene) ?? 0)
        // The GPU frame: the scene's stamp to the copy's end, one dependency out per interval.
        let intervals = Double(copyStart + 1 - scene)
        return PresentTiming(
            scene: frame.timing.scene, resolve: frame.timing.resolve, resample: frame.timing.resample, copy: copy,
            gpuFrame: max(0, conversion.nanoseconds(from: stamps[Int(scene)], to: stamps[Int(copyStart) + 1]) - intervals * dependency),
            acquire: acquire, present: (presentEnd - presentStart).inNanoseconds,
            total: (end - start).inNanoseconds, dependency: dependency, transition: frame.timing.transition,
            steps: [StepTime(frame: 0, step: .calibration, nanoseconds: conversion.nanoseconds(from: stamps[0], to: stamps[1]) - dependency)]
                + frame.steps)
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
