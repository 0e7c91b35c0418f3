import NativeScaleExperiments
public import NativeScaleRenderer
public import NativeScaleRendering
public import NativeScaleResults

extension OffscreenRenderer: SweepRendering {
    public var deviceInfo: GPUDeviceInfo { gpu.info }
    public var targetDocument: TargetDocument { TargetDocument(self) }
    public var memoryDocument: MemoryDocument { MemoryDocument(memory) }
}
