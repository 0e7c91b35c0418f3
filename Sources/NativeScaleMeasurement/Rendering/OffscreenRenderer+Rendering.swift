public import NativeScaleRenderer
public import NativeScaleResults

extension OffscreenRenderer: SweepRendering {
    public var deviceInfo: GPUDeviceInfo { gpu.info }
    public var targetDocument: TargetDocument { TargetDocument(self) }
    public var memoryDocument: MemoryDocument { MemoryDocument(memory) }
}
