internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

/// Records one frame of a path into a command buffer: its phases (preparation, scene, MSAA
/// resolve, transition, resample), each from a timestamp of its own, and the stamps an injected
/// fault moves; and a finished frame's copy into a swapchain image. It never submits: a round
/// runner or a presenter records through it into a command buffer of its own and submits that.
struct FrameRecorder {
    let resources: FrameResources

    /// What one frame is recorded with besides its path: the shader inputs of its round, the
    /// content's cost, whether its scene draws, and the faults injected into it.
    struct Settings {
        /// The round whose shader inputs (a user shader's `iTime`, `iFrame`) the frame draws.
        var round: Int
        /// The `fill` and `textured` passes' dependent ALU iterations per fragment.
        var shaderCost: Int
        /// How many times the scene's draws are recorded in its render pass.
        var drawRepeats = 1
        /// Whether the scene draws (not: the drawn-work check's control, or an injected skipped draw).
        var draws = true
        /// The injected fault whose stamps the scene phase moves (``InjectedFault``); nil in every real run.
        var fault: InjectedFault?
        /// Records the wait of the injected host stall before the scene's draws; nil: none.
        var stall: ((VkCommandBuffer) -> Void)?
    }

    /// The images a frame must write and the probe that checks them, from its first slot.
    struct Probing {
        let probe: DrawnWorkProbe
        let targets: [DrawnWorkProbe.Target]
        let firstSlot: Int
    }

    /// Records one frame of `path` with `settings`: with `probing`, the sentinel first; its
    /// preparation, scene phase (and resolve), on a scaled path its resample phase; with
    /// `probing` the probe last. `stamp` starts every interval (``StampLayout``); the stamp that
    /// ends the frame's last interval is the caller's.
    func record(_ path: MeasuredPath, settings: Settings, in commandBuffer: VkCommandBuffer, stamp: FrameStamper, probing: Probing? = nil) throws(RendererError)
    {
        if let probing {
            stamp.begin(.step(.sentinel))
            probing.probe.recordSentinels(probing.targets, in: commandBuffer)
        }
        let keeping = Set(probing?.targets.map(\.image) ?? [])
        switch path {
        case .native:
            recordScenePhase(into: resources.native, preparing: [], keeping: keeping, settings: settings, in: commandBuffer, stamp: stamp)
        case .scaled(let filter):
            let stage = try resources.stage(filter)
            var jitter = SceneJitter.none
            if let temporal = stage as? TemporalUpscaleStage {
                temporal.frame = resources.temporalFrame(round: settings.round)
                jitter = temporal.frame.jitter
            }
            recordScenePhase(
                into: resources.drawable, preparing: stage.preparations, keeping: keeping, settings: settings, jitter: jitter, in: commandBuffer,
                stamp: stamp)
            recordResamplePhase(stage, in: commandBuffer, stamp: stamp)
        }
        if let probing {
            stamp.begin(.step(.probe))
            probing.probe.recordProbes(probing.targets, firstSlot: probing.firstSlot, in: commandBuffer)
        }
    }

    /// The preparation (between its stamp and the scene's): the draw target and the motion
    /// vectors' image to colour attachments, the depth buffer to a depth attachment, a resolved
    /// target to a transfer destination, and the images the resample will write, all discarding
    /// their contents but those `keeping` names, and what the scene records before its pass (the
    /// frame before's camera, for motion vectors); then the scene from its stamp. With MSAA, the barrier that hands
    /// the samples to the resolve, then the resolve (`vkCmdResolveImage`), each from a stamp of
    /// its own. An injected fault moves the scene's stamps as that fault did.
    func recordScenePhase(
        into set: AttachmentSet, preparing: [(image: VkImage, to: ImageUse)], keeping: Set<VkImage> = [],
        settings: Settings, jitter: SceneJitter = .none, in commandBuffer: VkCommandBuffer, stamp: FrameStamper
    ) {
        let gpu = resources.gpu
        stamp.begin(.step(.preparation))
        var moves = [(image: set.drawTarget.image, to: ImageUse.colorAttachment)] + preparing
        if let depth = set.depthHandle { moves.append((depth, .depthAttachment)) }
        if let motion = set.motionHandle { moves.append((motion, .colorAttachment)) }
        if set.resolves { moves.append((set.color.handle, .transferDestination)) }
        resources.tracker.move(moves, discarding: Set(moves.map(\.image)).subtracting(keeping), in: commandBuffer, functions: gpu.functions)
        resources.scene.recordPreparation(resources.workload, in: commandBuffer, size: set.size, round: settings.round)
        switch settings.fault {
        case .startAfterWork?:
            drawScene(into: set, settings: settings, jitter: jitter, in: commandBuffer)
            stamp.begin(.scene)
        case .endBeforeWork?:
            stamp.begin(.scene)
            stamp.beginNext(after: .scene)
            drawScene(into: set, settings: settings, jitter: jitter, in: commandBuffer)
        case .startWithoutDependency?:
            stamp.begin(.scene, withoutDependency: true)
            drawScene(into: set, settings: settings, jitter: jitter, in: commandBuffer)
        case .skippedDraw?, .hostStall?, nil:
            stamp.begin(.scene)
            settings.stall?(commandBuffer)
            drawScene(into: set, settings: settings, jitter: jitter, in: commandBuffer)
        }
        guard set.resolves, let samples = set.multisampledHandle else { return }
        stamp.begin(.step(.resolveBarrier))
        resources.tracker.move([(samples, .transferSource)], in: commandBuffer, functions: gpu.functions)
        stamp.begin(.resolve)
        var region = VkImageResolve()
        region.srcSubresource = Image.colorLayers
        region.dstSubresource = Image.colorLayers
        region.extent = VkExtent3D(width: UInt32(set.size.width), height: UInt32(set.size.height), depth: 1)
        gpu.functions.cmdResolveImage(
            commandBuffer, samples, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, set.color.handle, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
    }

    /// The transition from its stamp (the barrier that hands the drawable, and what else of the
    /// scene's the stage reads, to the resample), then the resample from its stamp, or an
    /// upscaler's passes each from its own.
    func recordResamplePhase(_ stage: any ResampleStage, in commandBuffer: VkCommandBuffer, stamp: FrameStamper) {
        stamp.begin(.transition)
        resources.tracker.move(
            [(resources.drawable.color.handle, stage.sourceUse)] + stage.sourceMoves, in: commandBuffer, functions: resources.gpu.functions)
        stamp.begin(.resample)
        stage.record(in: commandBuffer, tracker: resources.tracker) { stamp.begin(.pass($0)) }
    }

    /// `vkCmdBeginRendering` into the set's draw target (cleared for geometry, whose background
    /// shows; not loaded for full-screen passes, which cover every pixel), its motion vectors'
    /// image where it has one (cleared to 0: the background has not moved; stored) and depth
    /// buffer (cleared to 1; stored only beside motion vectors, for the passes after), the content's draws (none when `settings.draws` is false: the
    /// drawn-work check's control, the pass with nothing in it), `vkCmdEndRendering`.
    func drawScene(into set: AttachmentSet, settings: Settings, jitter: SceneJitter = .none, in commandBuffer: VkCommandBuffer) {
        let f = resources.gpu.functions
        var color = VkRenderingAttachmentInfo()
        color.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        color.imageView = set.drawTarget.view
        color.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
        color.loadOp = resources.scene.clearsColor ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_DONT_CARE
        color.storeOp = VK_ATTACHMENT_STORE_OP_STORE
        color.clearValue.color.float32 = (0.05, 0.06, 0.08, 1)
        var depth = VkRenderingAttachmentInfo()
        depth.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        depth.imageView = set.depthView
        depth.imageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
        depth.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR
        depth.storeOp = set.motionView == nil ? VK_ATTACHMENT_STORE_OP_DONT_CARE : VK_ATTACHMENT_STORE_OP_STORE
        depth.clearValue.depthStencil = VkClearDepthStencilValue(depth: 1, stencil: 0)
        var motion = VkRenderingAttachmentInfo()
        motion.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        motion.imageView = set.motionView
        motion.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
        motion.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR
        motion.storeOp = VK_ATTACHMENT_STORE_OP_STORE
        motion.clearValue.color.float32 = (0, 0, 0, 0)
        let colors = set.motionView == nil ? [color] : [color, motion]
        let size = set.size
        let area = VkRect2D(offset: VkOffset2D(x: 0, y: 0), extent: VkExtent2D(width: UInt32(size.width), height: UInt32(size.height)))
        var info = VkRenderingInfo()
        info.sType = VK_STRUCTURE_TYPE_RENDERING_INFO
        info.renderArea = area
        info.layerCount = 1
        info.colorAttachmentCount = UInt32(colors.count)
        let stencil = resources.target.depthFormat == .d24s8
        colors.withUnsafeBufferPointer { colorPointer in
            withUnsafePointer(to: &depth) { depthPointer in
                info.pColorAttachments = colorPointer.baseAddress
                if set.depthView != nil {
                    info.pDepthAttachment = depthPointer
                    if stencil { info.pStencilAttachment = depthPointer }
                }
                f.cmdBeginRendering(commandBuffer, &info)
            }
        }
        var viewport = VkViewport(x: 0, y: 0, width: Float(size.width), height: Float(size.height), minDepth: 0, maxDepth: 1)
        var scissor = area
        f.cmdSetViewport(commandBuffer, 0, 1, &viewport)
        f.cmdSetScissor(commandBuffer, 0, 1, &scissor)
        var drawn = resources.workload
        drawn.shaderCost = settings.shaderCost
        if settings.draws {
            for _ in 0..<settings.drawRepeats { resources.scene.record(drawn, in: commandBuffer, size: size, round: settings.round, jitter: jitter) }
        }
        f.cmdEndRendering(commandBuffer)
    }

    /// Records the copy of `path`'s finished native-size frame into a swapchain image
    /// (`vkCmdBlitImage`, same size, NEAREST: an exact copy that also converts RGBA to the
    /// swapchain's channel order and encoding), leaving the image in TRANSFER_DST.
    func recordCopy(of path: MeasuredPath, to image: VkImage, in commandBuffer: VkCommandBuffer) throws(RendererError) {
        let source = try resources.output(of: path)
        let gpu = resources.gpu
        resources.tracker.move([(source, .transferSource), (image, .transferDestination)], discarding: [image], in: commandBuffer, functions: gpu.functions)
        let layers = Image.colorLayers
        let corner = VkOffset3D(x: Int32(resources.nativeSize.width), y: Int32(resources.nativeSize.height), z: 1)
        var region = VkImageBlit()
        region.srcSubresource = layers
        region.dstSubresource = layers
        region.srcOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        region.dstOffsets = (VkOffset3D(x: 0, y: 0, z: 0), corner)
        gpu.functions.cmdBlitImage(
            commandBuffer, source, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region, VK_FILTER_NEAREST)
    }

    /// Records the move of a swapchain image to PRESENT_SRC for `vkQueuePresentKHR`; the next
    /// acquire hands it back with undefined contents behind the acquire semaphore.
    func recordPresentTransition(of image: VkImage, in commandBuffer: VkCommandBuffer) {
        resources.tracker.move([(image, .present)], in: commandBuffer, functions: resources.gpu.functions)
        resources.tracker.assume(image, is: .acquired)
    }
}
