public import NativeScaleCore
public import NativeScaleRenderer
public import NativeScaleRendering

/// A sweep's renderers on a Vulkan device: each an ``OffscreenRenderer`` of the sweep's content
/// and target, with the fault the environment injects (``InjectedFault/requested()``).
public struct GPUSweepDevice: SweepDevice {
    public let gpu: GPU
    public let content: FrameContent
    public let target: AttachmentConfiguration
    /// RCAS's sharpness for the filters that sharpen.
    public var sharpness: Sharpness = .engineDefault

    /// A device of `gpu` rendering `content` into `target`.
    public init(gpu: GPU, content: FrameContent, target: AttachmentConfiguration, sharpness: Sharpness = .engineDefault) {
        self.gpu = gpu
        self.content = content
        self.target = target
        self.sharpness = sharpness
    }

    public var info: GPUDeviceInfo { gpu.info }

    public func renderer(
        workload: WorkloadConfiguration, nativeSize: PixelSize, drawableSize: PixelSize,
        filters: [ResampleFilter]
    ) throws(RendererError) -> any SweepRendering {
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: workload, content: content, target: target,
            nativeSize: nativeSize, drawableSize: drawableSize, filters: filters, sharpness: sharpness)
        renderer.injectedFault = try InjectedFault.requested()
        return renderer
    }

    /// Renders the reference at `size`, resolved where it has MSAA, and reduces it to
    /// `nativeSize` with the exact area filter. The fill workload's ALU loop does not change the
    /// image, so the reference skips it.
    public func referenceImage(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> RGBAImage {
        let (renderer, path) = try referenceRenderer(workload: workload, nativeSize: nativeSize, size: size)
        return try renderer.renderedImage(path)
    }

    /// Each frame's reference, one renderer for them all.
    public func referenceFrames(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> [RGBAImage] {
        let (renderer, path) = try referenceRenderer(workload: workload, nativeSize: nativeSize, size: size)
        var frames: [RGBAImage] = []
        for frame in 0..<(workload.sequence?.frames ?? 1) { frames.append(try renderer.renderedImage(path, frame: frame)) }
        return frames
    }

    /// The reference's renderer and the path that leaves the reference.
    private func referenceRenderer(
        workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize
    ) throws(RendererError) -> (
        OffscreenRenderer, MeasuredPath
    ) {
        var referenceWorkload = workload
        referenceWorkload.shaderCost = 0
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: referenceWorkload, content: content, target: target,
            nativeSize: nativeSize, drawableSize: size, filters: size == nativeSize ? [] : [.area])
        return (renderer, size == nativeSize ? .native : .scaled(.area))
    }
}
