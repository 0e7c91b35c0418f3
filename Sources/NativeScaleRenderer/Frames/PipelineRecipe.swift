internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// Everything needed to create one of nativescale's pipelines, without the resources it will
/// read: the renderer builds its scenes and resample stages from these, and the shader
/// statistics compile the very same recipes on devices that cannot run anything.
struct PipelineRecipe {
    /// The shader code and fixed state.
    enum Shaders {
        case graphics(vertex: [UInt32], fragment: [UInt32], target: Pipeline.Target, blend: Bool)
        case compute([UInt32], WorkGroup)
    }

    /// The pipeline's name in statistics and errors, e.g. `fill`, `resample/lanczos3/vertical`.
    let name: String
    /// The colour format the pipeline writes, where it has one (a render target or a storage image).
    let format: PixelFormat?
    let shaders: Shaders
    let bindings: [Pipeline.Binding]
    let pushConstantSize: Int

    private static let texture = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_FRAGMENT_BIT)

    /// The `fill` workload's full-screen pass (also the `ui` workload's background).
    static func fill(_ target: Pipeline.Target, format: PixelFormat) -> PipelineRecipe {
        PipelineRecipe(
            name: "fill", format: format,
            shaders: .graphics(vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneFillFragment, target: target, blend: false),
            bindings: [], pushConstantSize: MemoryLayout<SceneConstants>.size)
    }

    /// The `textured` workload's full-screen pass, sampling the noise texture.
    static func textured(_ target: Pipeline.Target, format: PixelFormat) -> PipelineRecipe {
        PipelineRecipe(
            name: "textured", format: format,
            shaders: .graphics(vertex: ShaderLibrary.fullscreenVertex, fragment: ShaderLibrary.sceneTexturedFragment, target: target, blend: false),
            bindings: [texture], pushConstantSize: MemoryLayout<SceneConstants>.size)
    }

    /// The `ui` workload's blended glyph quads.
    static func ui(_ target: Pipeline.Target, format: PixelFormat) -> PipelineRecipe {
        PipelineRecipe(
            name: "ui", format: format,
            shaders: .graphics(vertex: ShaderLibrary.uiQuadVertex, fragment: ShaderLibrary.uiQuadFragment, target: target, blend: true),
            bindings: [texture], pushConstantSize: MemoryLayout<SceneConstants>.size)
    }

    /// A user's Shadertoy fragment shader over one full-screen triangle; into a target with a
    /// motion attachment, `fragment` is the shader compiled to write its `mainMotion` there too.
    static func userShader(_ fragment: [UInt32], target: Pipeline.Target, format: PixelFormat) -> PipelineRecipe {
        PipelineRecipe(
            name: target.motionFormat == nil ? "user-shader" : "user-shader-motion", format: format,
            shaders: .graphics(vertex: ShaderLibrary.fullscreenVertex, fragment: fragment, target: target, blend: false),
            bindings: [texture], pushConstantSize: MemoryLayout<ShadertoyConstants>.size)
    }

    /// The `scene` workload's mesh pipeline (vertices and instances pulled from storage buffers),
    /// its depth test strict (``Pipeline/Target/rejectsEqualDepth``): the scene's draws recorded
    /// again (``OffscreenRenderer/drawRepeats``) are geometry work only. Into a target with a
    /// motion attachment, the variant that also writes motion vectors, reading the frame
    /// before's camera and turn from a fourth binding (``MeshScene``'s previous-frame buffer) and
    /// its model matrices from a fifth.
    static func mesh(_ target: Pipeline.Target, format: PixelFormat) -> PipelineRecipe {
        let storage = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, stages: VK_SHADER_STAGE_VERTEX_BIT)
        var strict = target
        strict.rejectsEqualDepth = true
        guard target.motionFormat != nil else {
            return PipelineRecipe(
                name: "scene", format: format,
                shaders: .graphics(vertex: ShaderLibrary.meshVertex, fragment: ShaderLibrary.meshFragment, target: strict, blend: false),
                bindings: [storage, storage, texture], pushConstantSize: MemoryLayout<MeshConstants>.size)
        }
        let previous = Pipeline.Binding(
            type: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
            stages: VkShaderStageFlagBits(rawValue: VK_SHADER_STAGE_VERTEX_BIT.rawValue | VK_SHADER_STAGE_FRAGMENT_BIT.rawValue))
        return PipelineRecipe(
            name: "scene-motion", format: format,
            shaders: .graphics(vertex: ShaderLibrary.meshMotionVertex, fragment: ShaderLibrary.meshMotionFragment, target: strict, blend: false),
            bindings: [storage, storage, texture, previous, storage], pushConstantSize: MemoryLayout<MeshConstants>.size)
    }

    /// The pipelines of the scene stage that `scene` draws with.
    static func scene(_ scene: PipelineSelection.Scene, target: Pipeline.Target, format: PixelFormat) -> [PipelineRecipe] {
        switch scene {
        case .userShader(let spirv): [userShader(spirv, target: target, format: format)]
        case .mesh: [mesh(target, format: format)]
        case .builtIn(.textured): [textured(target, format: format)]
        case .builtIn(.ui): [fill(target, format: format), ui(target, format: format)]
        case .builtIn: [fill(target, format: format)]
        }
    }

    /// The compute passes of a resample filter, in dispatch order, storing `format`: one for
    /// `bilinear` and `area`, horizontal then vertical for `catmull-rom` and `lanczos3`; none
    /// for `blit` (`vkCmdBlitImage` has no pipeline). The work-group shapes are tuned for a
    /// device of `kind` (``WorkGroup/resample(for:)``).
    static func resample(_ filter: ResampleFilter, storing format: PixelFormat, on kind: GPUDeviceInfo.Kind) -> [PipelineRecipe] {
        let sampled = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let storage = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let table = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        // The intermediate of the two-pass filters is a storage buffer of half-float texels.
        let buffer = table
        let constants = MemoryLayout<ResampleConstants>.size
        let (group, rows) = WorkGroup.resample(for: kind)
        func pass(
            _ name: String, _ code: [UInt32], _ bindings: [Pipeline.Binding], _ stored: PixelFormat?,
            _ shape: WorkGroup = group
        ) -> PipelineRecipe {
            PipelineRecipe(name: name, format: stored, shaders: .compute(code, shape), bindings: bindings, pushConstantSize: constants)
        }
        switch filter {
        case .easu, .fsr1, .sgsr1: return upscale(filter, storing: format, on: kind)
        case .sgsr2: return temporal(filter, storing: format, on: kind)
        case .blit: return []
        case .bilinear:
            return [pass("resample/bilinear", ComputeResampleStage.kernel(.bilinear, storing: format), [sampled, storage], format)]
        case .area:
            return [pass("resample/area", ComputeResampleStage.kernel(.area, storing: format), [sampled, storage, table, table], format)]
        case .catmullRom, .lanczos3:
            return [
                pass("resample/\(filter.rawValue)/horizontal", ShaderLibrary.resampleHorizontalCompute, [sampled, buffer, table, table], nil),
                pass(
                    "resample/\(filter.rawValue)/vertical", ComputeResampleStage.kernel(filter, storing: format), [buffer, storage, table, table], format,
                    rows),
            ]
        }
    }
}

extension PipelineRecipe {
    /// An upscaler's passes in dispatch order (``ResampleFilter/passes``), the last storing
    /// `format` and the others FSR 1's RGBA16F intermediate; each reads a sampled image and
    /// writes a storage image (`shaders/upscale_*.comp`).
    static func upscale(_ filter: ResampleFilter, storing format: PixelFormat, on kind: GPUDeviceInfo.Kind) -> [PipelineRecipe] {
        let sampled = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let storage = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let group = WorkGroup.resample(for: kind).resample
        let passes = filter.passes
        return passes.enumerated().map { index, pass in
            let stored = index == passes.count - 1 ? format : UpscaleStage.intermediateFormat
            return PipelineRecipe(
                name: "upscale/\(filter.rawValue)/\(pass.rawValue)", format: stored, shaders: .compute(kernel(pass, storing: stored), group),
                bindings: [sampled, storage], pushConstantSize: MemoryLayout<UpscaleConstants>.size)
        }
    }

    /// A temporal upscaler's passes in dispatch order: SGSR 2's convert (the drawable, depth and
    /// motion vectors sampled; its hand-over and packed colour written) and upscale (the history,
    /// hand-over and packed colour sampled; the output, storing `format`, and the next history
    /// written), with ``TemporalConstants``.
    static func temporal(_ filter: ResampleFilter, storing format: PixelFormat, on kind: GPUDeviceInfo.Kind) -> [PipelineRecipe] {
        let sampled = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let storage = Pipeline.Binding(type: VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, stages: VK_SHADER_STAGE_COMPUTE_BIT)
        let group = WorkGroup.resample(for: kind).resample
        let constants = MemoryLayout<TemporalConstants>.size
        let upscale: [UInt32] =
            switch format {
            case .rgba16f: ShaderLibrary.upscaleSgsr2UpscaleComputeRgba16f
            case .rgb10a2: ShaderLibrary.upscaleSgsr2UpscaleComputeRgb10A2
            default: ShaderLibrary.upscaleSgsr2UpscaleComputeRgba8
            }
        return [
            PipelineRecipe(
                name: "upscale/\(filter.rawValue)/\(SamplingPass.sgsr2Convert.rawValue)", format: TemporalUpscaleStage.historyFormat,
                shaders: .compute(ShaderLibrary.upscaleSgsr2ConvertCompute, group), bindings: [sampled, sampled, sampled, storage, storage],
                pushConstantSize: constants),
            PipelineRecipe(
                name: "upscale/\(filter.rawValue)/\(SamplingPass.sgsr2Upscale.rawValue)", format: format, shaders: .compute(upscale, group),
                bindings: [sampled, sampled, sampled, storage, storage], pushConstantSize: constants),
        ]
    }

    /// The SPIR-V of `pass` storing `format` (`shaders/upscale_easu.comp`, `upscale_rcas.comp` variants).
    static func kernel(_ pass: SamplingPass, storing format: PixelFormat) -> [UInt32] {
        switch (pass, format) {
        case (.easu, .rgba16f): ShaderLibrary.upscaleEasuComputeRgba16f
        case (.easu, .rgb10a2): ShaderLibrary.upscaleEasuComputeRgb10A2
        case (.easu, _): ShaderLibrary.upscaleEasuComputeRgba8
        case (.rcas, .rgba16f): ShaderLibrary.upscaleRcasComputeRgba16f
        case (.rcas, .rgb10a2): ShaderLibrary.upscaleRcasComputeRgb10A2
        case (.rcas, _): ShaderLibrary.upscaleRcasComputeRgba8
        case (.sgsr, .rgba16f): ShaderLibrary.upscaleSgsrComputeRgba16f
        case (.sgsr, .rgb10a2): ShaderLibrary.upscaleSgsrComputeRgb10A2
        case (.sgsr, _): ShaderLibrary.upscaleSgsrComputeRgba8
        // The temporal passes have recipes of their own (``temporal(_:storing:on:)``).
        case (.sgsr2Convert, _): ShaderLibrary.upscaleSgsr2ConvertCompute
        case (.sgsr2Upscale, .rgba16f): ShaderLibrary.upscaleSgsr2UpscaleComputeRgba16f
        case (.sgsr2Upscale, .rgb10a2): ShaderLibrary.upscaleSgsr2UpscaleComputeRgb10A2
        case (.sgsr2Upscale, _): ShaderLibrary.upscaleSgsr2UpscaleComputeRgba8
        }
    }
}

extension Pipeline {
    /// Creates the pipeline `recipe` describes; with `capture`, the driver keeps its statistics
    /// and internal representations (`VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR`,
    /// `…_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR`) for ``executables()``.
    init(gpu: GPU, recipe: PipelineRecipe, capture: Bool = false) throws(RendererError) {
        let flags: VkPipelineCreateFlags =
            capture
            ? VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR.rawValue | VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR.rawValue : 0
        switch recipe.shaders {
        case .graphics(let vertex, let fragment, let target, let blend):
            try self.init(
                gpu: gpu, vertex: vertex, fragment: fragment, target: target, blend: blend, bindings: recipe.bindings,
                pushConstantSize: recipe.pushConstantSize, flags: flags, label: recipe.name)
        case .compute(let code, let workGroup):
            try self.init(
                gpu: gpu, compute: code, workGroup: workGroup, bindings: recipe.bindings, pushConstantSize: recipe.pushConstantSize,
                flags: flags, label: recipe.name)
        }
    }
}
