internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering

/// Resampling given pixels instead of a rendered scene: the fixtures of a reference
/// implementation, or a user's image, through the very stages the measured frames use.
extension OffscreenRenderer {
    /// Uploads `pixels` into the drawable (`vkCmdCopyBufferToImage`), runs `filter`'s stage on
    /// it in one untimed submission (its preparations, the drawable to the stage's read, its
    /// passes), and reads back the native-size output. The drawable must be RGBA8 and `pixels`
    /// its size. A temporal upscaler is refused: an image has no motion vectors, depth or history.
    public func resampled(_ pixels: RGBAImage, with filter: ResampleFilter) throws(RendererError) -> RGBAFloatImage {
        guard !filter.isTemporal else { throw .resources(.noTemporalUpscaler(.imageOnly(filter))) }
        guard pixels.width == drawableSize.width, pixels.height == drawableSize.height, target.colorFormat == .rgba8, target.sampleCount == 1 else {
            throw .resources(
                .pixelsDoNotFitDrawable(drawable: drawableSize, format: target.colorFormat, given: PixelSize(width: pixels.width, height: pixels.height)))
        }
        let stage = try resources.stage(filter)
        let (tracker, drawable, functions) = (resources.tracker, resources.drawable, gpu.functions)
        try TextureUpload.upload(pixels, into: drawable.color.handle, gpu: gpu, context: resources.context, tracker: tracker)
        try resources.context.run { commandBuffer in
            let outputs = stage.preparations
            tracker.move(outputs, discarding: Set(outputs.map(\.image)), in: commandBuffer, functions: functions)
            tracker.move([(drawable.color.handle, stage.sourceUse)], in: commandBuffer, functions: functions)
            stage.record(in: commandBuffer, tracker: tracker) { _ in }
        }
        return try readback.pixels(of: stage.output, size: nativeSize, format: stage.outputFormat)
    }
}
