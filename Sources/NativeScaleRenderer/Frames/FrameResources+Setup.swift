internal import CVulkan
public import NativeScaleCore
import NativeScaleRendering

extension FrameResources {
    /// What the scene stage draws: the built-in workloads, the user's fragment shader, or a mesh;
    /// with `writesMotion`, into a second attachment of motion vectors too (the built-in
    /// workloads write none).
    static func makeScene(
        _ content: FrameContent, gpu: GPU, target: AttachmentConfiguration, writesMotion: Bool, noise: borrowing Image, glyphs: borrowing Image,
        sampler: borrowing Sampler, context: borrowing CommandContext, tracker: LayoutTracker
    ) throws(RendererError) -> Scene {
        var pipelineTarget = Pipeline.Target(colorFormat: target.colorFormat.vulkan, samples: target.sampleCount, depthFormat: target.depthFormat.vulkan)
        if writesMotion { pipelineTarget.motionFormat = AttachmentSet.motionFormat }
        switch content {
        case .builtIn:
            return .builtIn(
                try BuiltInScene(
                    gpu: gpu, target: pipelineTarget, format: target.colorFormat, noise: noise.view, glyphs: glyphs.view,
                    sampler: sampler.handle))
        case .fragmentShader(let spirv):
            return .shader(
                try ShaderScene(
                    gpu: gpu, fragment: spirv, target: pipelineTarget, format: target.colorFormat, channel: noise.view,
                    sampler: sampler.handle))
        case .geometry(let geometry):
            return .mesh(
                try MeshScene(
                    gpu: gpu, geometry: geometry, target: pipelineTarget, format: target.colorFormat, sampler: sampler.handle,
                    context: context, tracker: tracker))
        }
    }

    /// One resample stage per filter: a blit, or compute dispatches writing `storageFormat` (a
    /// temporal upscaler's with its history, cleared through `context`).
    static func makeStages(
        _ filters: [ResampleFilter], gpu: GPU, target: AttachmentConfiguration, storageFormat: PixelFormat,
        drawableSize: PixelSize, nativeSize: PixelSize,
        drawable: borrowing AttachmentSet, native: borrowing AttachmentSet, sampler: borrowing Sampler,
        sharpness: Sharpness, context: borrowing CommandContext, tracker: LayoutTracker
    ) throws(RendererError) -> [ResampleFilter: any ResampleStage] {
        var stages: [ResampleFilter: any ResampleStage] = [:]
        for filter in filters {
            if filter.isTemporal {
                stages[filter] = try TemporalUpscaleStage(
                    gpu: gpu, filter: filter, drawable: drawable, destinationSize: nativeSize, outputFormat: storageFormat,
                    sampler: sampler.handle, context: context, tracker: tracker)
                continue
            }
            if filter.isUpscaler {
                stages[filter] = try UpscaleStage(
                    gpu: gpu, filter: filter, drawable: drawable.color.view, sourceSize: drawableSize, destinationSize: nativeSize,
                    outputFormat: storageFormat, sharpness: sharpness, sampler: sampler.handle)
                continue
            }
            stages[filter] =
                filter == .blit
                ? BlitResampleStage(
                    gpu: gpu, source: drawable.color.handle, sourceSize: drawableSize, target: native.color.handle,
                    targetSize: nativeSize, format: target.colorFormat)
                : try ComputeResampleStage(
                    gpu: gpu, filter: filter, drawable: drawable.color.view, sourceSize: drawableSize,
                    destinationSize: nativeSize, outputFormat: storageFormat, sampler: sampler.handle,
                    context: context)
        }
        return stages
    }
}
