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
        var referenceWorkload = workload
        referenceWorkload.shaderCost = 0
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: referenceWorkload, content: content, target: target,
            nativeSize: nativeSize, drawableSize: size, filters: size == nativeSize ? [] : [.area])
        return try renderer.renderedImage(size == nativeSize ? .native : .scaled(.area))
    }
}
