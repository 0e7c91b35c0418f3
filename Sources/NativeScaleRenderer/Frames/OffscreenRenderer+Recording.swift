internal import CVulkan
public import NativeScaleCore

/// Recording a frame into a command buffer: its phases (preparation, scene, MSAA resolve,
/// transition, resample), each from a timestamp of its own, and the stamps an injected fault moves.
extension OffscreenRenderer {
    /// The image a path's finished native-size frame is in.
    func output(of path: MeasuredPath) throws(RendererError) -> VkImage {
        switch path {
        case .native: return native.color.handle
        case .scaled(let filter):
            guard let stage = stages[filter] else { throw .pipelines(.filterNotPrepared(filter)) }
            return stage.output
        }
    }

    // MARK: - Recording

    /// Records one frame of `path` with the shader inputs of `round`: with `probing` (the images
    /// it must write and their first probe slot) the sentinel first; its preparation, scene phase
    /// (and resolve), on a scaled path its resample phase; with `probing` the probe last. With
    /// `firstQuery` (nil: untimed) every interval starts with a start stamp from that slot on
    /// (``StampLayout``); the stamp that ends the frame's last interval is the caller's.
    /// `stalls`: the frame's scene waits for the injected host stall's event (``InjectedFault/hostStall``).
    func recordFrame(
        _ path: MeasuredPath, in commandBuffer: VkCommandBuffer, firstQuery: UInt32?, round: Int? = nil,
        probing: (targets: [DrawnWorkProbe.Target], firstSlot: Int)? = nil, stalls: Bool = false
    ) throws(RendererError) {
        let stamp = FrameStamper(layout: stampLayout(of: path, probed: probing != nil), firstQuery: firstQuery) { query, dependency in
            if dependency { self.queries.writeStart(query, in: commandBuffer) } else { self.queries.write(query, in: commandBuffer) }
        }
        if let probing {
            stamp.begin(.step(.sentinel))
            probe.recordSentinels(probing.targets, in: commandBuffer)
        }
        let scene = SceneRecording(draws: draws(path), stalls: stalls, round: round ?? rounds)
        let keeping = Set(probing?.targets.map(\.image) ?? [])
        switch path {
        case .native:
            recordScenePhase(into: native, preparing: [], keeping: keeping, scene: scene, in: commandBuffer, stamp: stamp)
        case .scaled(let filter):
            guard let stage = stages[filter] else { throw .pipelines(.filterNotPrepared(filter)) }
            recordScenePhase(into: drawable, preparing: stage.preparations, keeping: keeping, scene: scene, in: commandBuffer, stamp: stamp)
            recordResamplePhase(stage, in: commandBuffer, stamp: stamp)
        }
        if let probing {
            stamp.begin(.step(.probe))
            probe.recordProbes(probing.targets, firstSlot: probing.firstSlot, in: commandBuffer)
        }
    }

    /// Where each interval's timestamp of a frame of `path` is (``StampLayout``).
    func stampLayout(of path: MeasuredPath, probed: Bool) -> StampLayout {
        StampLayout(resolves: native.resolves, scaled: path != .native, passes: path.filter?.passes ?? [], probed: probed)
    }

    /// Whether `path`'s scene draws: not when a test skips it (``skippedDraws``) or the injected
    /// fault skips the scaled paths' draws.
    func draws(_ path: MeasuredPath) -> Bool {
        !skippedDraws.contains(path) && !(injectedFault == .skippedDraw && path != .native)
    }

    /// How one frame's scene is recorded: with its draws or without (the drawn-work check's
    /// control), waiting for the injected host stall or not, with the shader inputs of `round`.
    struct SceneRecording {
        let draws: Bool
        let stalls: Bool
        let round: Int
    }

    /// Writes the start stamp of each interval of one frame (``StampLayout``), each once: the
    /// stamp and its execution dependency (``QueryPool/writeStart(_:in:)``), or with no
    /// dependency (an injected fault). Writes nothing for an untimed frame.
    final class FrameStamper {
        let layout: StampLayout
        /// Writes the stamp of a query slot, with its dependency or without.
        let stamp: (_ query: UInt32, _ dependency: Bool) -> Void
        let firstQuery: UInt32?
        private var written: Set<Int> = []

        init(layout: StampLayout, firstQuery: UInt32?, stamp: @escaping (_ query: UInt32, _ dependency: Bool) -> Void) {
            self.layout = layout
            self.firstQuery = firstQuery
            self.stamp = stamp
        }

        /// Starts `interval`: its stamp, then a dependency (none `withoutDependency`).
        func begin(_ interval: StampLayout.Interval, withoutDependency: Bool = false) {
            guard let slot = layout.slot(of: interval) else { return }
            write(slot, withoutDependency: withoutDependency)
        }

        /// Starts the interval after `interval` (an injected fault's early end stamp): the work
        /// recorded next falls in that interval.
        func beginNext(after interval: StampLayout.Interval) {
            guard let slot = layout.slot(of: interval), slot + 1 < layout.count else { return }
            write(slot + 1, withoutDependency: false)
        }

        private func write(_ slot: Int, withoutDependency: Bool) {
            guard let firstQuery, written.insert(slot).inserted else { return }
            stamp(firstQuery + UInt32(slot), !withoutDependency)
        }
    }

    /// The preparation (between its stamp and the scene's): the draw target to a colour
    /// attachment, the depth buffer to a depth attachment, a resolved target to a transfer
    /// destination, and the images the resample will write, all discarding their contents but
    /// those `keeping` names; then the scene from its stamp (without its draws when `draws` is
    /// false). With MSAA, the barrier that hands the samples to the resolve, then the resolve
    /// (`vkCmdResolveImage`), each from a stamp of its own.
    /// An injected fault (``injectedFault``) moves the scene's stamps as that fault did.
    func recordScenePhase(
        into set: AttachmentSet, preparing: [(image: VkImage, to: ImageUse)], keeping: Set<VkImage> = [],
        scene: SceneRecording, in commandBuffer: VkCommandBuffer, stamp: FrameStamper
    ) {
        stamp.begin(.step(.preparation))
        var moves = [(image: set.drawTarget.image, to: ImageUse.colorAttachment)] + preparing
        if let depth = set.depthHandle { moves.append((depth, .depthAttachment)) }
        if set.resolves { moves.append((set.color.handle, .transferDestination)) }
        tracker.move(moves, discarding: Set(moves.map(\.image)).subtracting(keeping), in: commandBuffer, functions: gpu.functions)
        let draw = { self.drawScene(into: set, draws: scene.draws, in: commandBuffer, round: scene.round) }
        switch injectedFault {
        case .startAfterWork?:
            draw()
            stamp.begin(.scene)
        case .endBeforeWork?:
            stamp.begin(.scene)
            stamp.beginNext(after: .scene)
            draw()
        case .startWithoutDependency?:
            stamp.begin(.scene, withoutDependency: true)
            draw()
        case .skippedDraw?, .hostStall?, nil:
            stamp.begin(.scene)
            if scene.stalls { stallEvent.recordWait(in: commandBuffer) }
            draw()
        }
        guard set.resolves, let samples = set.multisampledHandle else { return }
        stamp.begin(.step(.resolveBarrier))
        tracker.move([(samples, .transferSource)], in: commandBuffer, functions: gpu.functions)
        stamp.begin(.resolve)
        var region = VkImageResolve()
        region.srcSubresource = Image.colorLayers
        region.dstSubresource = Image.colorLayers
        region.extent = VkExtent3D(width: UInt32(set.size.width), height: UInt32(set.size.height), depth: 1)
        gpu.functions.cmdResolveImage(
            commandBuffer, samples, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, set.color.handle,
            VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region)
    }

    /// The transition from its stamp (the barrier that hands the drawable to the resample),
    /// then the resample from its stamp, or an upscaler's passes each from its own.
    func recordResamplePhase(_ stage: any ResampleStage, in commandBuffer: VkCommandBuffer, stamp: FrameStamper) {
        stamp.begin(.transition)
        tracker.move([(drawable.color.handle, stage.sourceUse)], in: commandBuffer, functions: gpu.functions)
        stamp.begin(.resample)
        stage.record(in: commandBuffer, tracker: tracker) { stamp.begin(.pass($0)) }
    }

    /// `vkCmdBeginRendering` into the set's draw target (cleared for geometry, whose background
    /// shows; not loaded for full-screen passes, which cover every pixel) and depth buffer
    /// (cleared to 1, not stored), the content's draws, `vkCmdEndRendering`.
    func drawScene(into set: AttachmentSet, draws: Bool, in commandBuffer: VkCommandBuffer, round: Int) {
        let f = gpu.functions
        var color = VkRenderingAttachmentInfo()
        color.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        color.imageView = set.drawTarget.view
        color.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
        color.loadOp = scene.clearsColor ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_DONT_CARE
        color.storeOp = VK_ATTACHMENT_STORE_OP_STORE
        color.clearValue.color.float32 = (0.05, 0.06, 0.08, 1)
        var depth = VkRenderingAttachmentInfo()
        depth.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO
        depth.imageView = set.depthView
        depth.imageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
        depth.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR
        depth.storeOp = VK_ATTACHMENT_STORE_OP_DONT_CARE
        depth.clearValue.depthStencil = VkClearDepthStencilValue(depth: 1, stencil: 0)
        let size = set.size
        let area = VkRect2D(offset: VkOffset2D(x: 0, y: 0), extent: VkExtent2D(width: UInt32(size.width), height: UInt32(size.height)))
        var info = VkRenderingInfo()
        info.sType = VK_STRUCTURE_TYPE_RENDERING_INFO
        info.renderArea = area
        info.layerCount = 1
        info.colorAttachmentCount = 1
        withUnsafePointer(to: &color) { colorPointer in
            withUnsafePointer(to: &depth) { depthPointer in
                info.pColorAttachments = colorPointer
                if set.depthView != nil {
                    info.pDepthAttachment = depthPointer
                    if target.depthFormat == .d24s8 { info.pStencilAttachment = depthPointer }
                }
                f.cmdBeginRendering(commandBuffer, &info)
            }
        }
        var viewport = VkViewport(x: 0, y: 0, width: Float(size.width), height: Float(size.height), minDepth: 0, maxDepth: 1)
        var scissor = area
        f.cmdSetViewport(commandBuffer, 0, 1, &viewport)
        f.cmdSetScissor(commandBuffer, 0, 1, &scissor)
        // Without draws: the drawn-work check's positive control, the pass with nothing in it.
        var drawn = workload
        drawn.shaderCost = shaderCost
        if draws {
            for _ in 0..<drawRepeats { scene.record(drawn, in: commandBuffer, size: size, round: round) }
        }
        f.cmdEndRendering(commandBuffer)
    }

    // MARK: - Transfers
}
