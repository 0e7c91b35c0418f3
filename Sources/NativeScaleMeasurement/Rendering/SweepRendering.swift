public import NativeScaleCore
public import NativeScaleRendering
public import NativeScaleResults

/// A renderer a sweep measures on: the experiments' rounds, and each path's finished image for
/// its quality.
public protocol SweepRendering: RoundRendering {
    /// The image `path` leaves at the native size, read back.
    func renderedImage(_ path: MeasuredPath) throws(RendererError) -> RGBAImage
    /// Frame `frame` of the workload's sequence as `path` leaves it at the native size, read back.
    func renderedImage(_ path: MeasuredPath, frame: Int) throws(RendererError) -> RGBAImage
    /// Device memory the scaled path with `filter` needs beyond the native path, in bytes.
    func extraMemory(for filter: ResampleFilter) -> Int
    /// Why the renderer left GPU timestamps for the host clock, once it did.
    var timestampNote: RunNote? { get }
    /// The target the renderer draws into, as results record it.
    var targetDocument: TargetDocument { get }
    /// The device memory the renderer allocated, as results record it.
    var memoryDocument: MemoryDocument { get }
}

/// Where a sweep's renderers come from: the device they share, and one renderer per render size.
public protocol SweepDevice {
    /// The device every renderer runs on.
    var info: GPUDeviceInfo { get }
    /// A renderer of `workload` that renders the native path at `nativeSize` and the scaled
    /// paths at `drawableSize`, resampled by each of `filters`.
    func renderer(
        workload: WorkloadConfiguration, nativeSize: PixelSize, drawableSize: PixelSize,
        filters: [ResampleFilter]
    ) throws(RendererError) -> any SweepRendering
    /// The sweep's reference: `workload` rendered at `size` (a whole multiple of `nativeSize`)
    /// and reduced to `nativeSize` by exact area, with no fault injected.
    func referenceImage(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> RGBAImage
    /// The reference of each frame of `workload`'s sequence, in order, as ``referenceImage(workload:nativeSize:size:)``.
    func referenceFrames(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> [RGBAImage]
}
