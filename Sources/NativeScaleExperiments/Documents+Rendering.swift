package import NativeScaleAnalysis
package import NativeScaleCore
package import NativeScaleRendering
package import NativeScaleResults

// The renderer's values as the result documents write them. The documents know nothing of the
// renderer, so renaming a renderer field never changes a file format; these conversions are the
// one place the two meet (the experiment's samples here, the run's environment in Measurement).

extension DeviceDocument {
    /// The document of a device the renderer opened.
    package init(_ info: GPUDeviceInfo) {
        self.init(
            name: info.name, kind: info.kind.rawValue, driverName: info.driverName, driverInfo: info.driverInfo,
            apiVersion: info.apiVersion, timestampPeriod: info.timestampPeriod, timestampValidBits: info.timestampValidBits)
    }
}

extension FrameSample {
    /// A sample from a renderer's timing, placed in time by its stages' starts and its round's
    /// submission (`submitted`) where both were recorded.
    package init(round: Int, position: Int, path: MeasuredPath, timing: FrameTiming, submitted: Double? = nil) {
        let timeline = timing.starts.flatMap { starts in
            submitted.map {
                FrameTimeline(submitted: $0, scene: starts.scene, resolve: starts.resolve, transition: starts.transition, resample: starts.resample)
            }
        }
        self.init(
            round: round, position: position, path: path, scene: timing.scene, resolve: timing.resolve, resample: timing.resample,
            transition: timing.transition, passes: timing.passes, frame: timing.frame, host: timing.host, timeline: timeline)
    }
}

extension PresentSample {
    /// A sample from an on-screen frame's timing.
    package init(round: Int, position: Int, path: MeasuredPath, timing: PresentTiming) {
        self.init(
            round: round, position: position, path: path, scene: timing.scene, resolve: timing.resolve, resample: timing.resample,
            copy: timing.copy, gpuFrame: timing.gpuFrame, acquire: timing.acquire, present: timing.present, total: timing.total,
            dependency: timing.dependency, transition: timing.transition, steps: timing.steps)
    }
}

extension MemoryDocument {
    /// The memory the renderer allocated, from its `VkMemoryRequirements`.
    package init(_ memory: RenderMemory) {
        self.init(
            nativeImageBytes: memory.nativeImageBytes, drawableImageBytes: memory.drawableImageBytes,
            intermediateBytes: memory.intermediateBytes, weightTableBytes: memory.weightTableBytes,
            resampleOutputBytes: memory.resampleOutputBytes, nativeAttachmentBytes: memory.nativeAttachmentBytes,
            drawableAttachmentBytes: memory.drawableAttachmentBytes, sceneBytes: memory.sceneBytes)
    }
}
