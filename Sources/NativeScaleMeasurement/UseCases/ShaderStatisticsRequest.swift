public import NativeScaleCore
import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics

/// What one compile process is asked to do: the pipelines to compile and where to write the
/// assembly. `nativescale shaders` hands it to a child process per RADV family (the family is
/// fixed per process by `RADV_FORCE_FAMILY`) as a JSON file.
struct ShaderStatisticsRequest: Codable, Sendable {
    /// What the scene stage draws.
    enum Scene: Codable, Sendable {
        case builtIn(Workload)
        /// The user's fragment shader, already compiled to SPIR-V by the parent.
        case userShader([UInt32])
        case mesh
    }

    let scene: Scene
    let filters: [ResampleFilter]
    let formats: [PixelFormat]
    let samples: Int
    let depth: DepthFormat
    /// Where to write the internal representations (a folder per target), if anywhere.
    let representationsDirectory: String?
    /// Whether to compile under the Khronos validation layer (its messages fail the compile).
    let validation: Bool

    /// The renderer's selection for this request; `graphics`/`compute` pick the half to compile.
    func selection(graphics: Bool, compute: Bool) -> PipelineSelection {
        let scene: PipelineSelection.Scene =
            switch self.scene {
            case .builtIn(let workload): .builtIn(workload)
            case .userShader(let spirv): .userShader(spirv)
            case .mesh: .mesh
            }
        return PipelineSelection(
            scene: scene, filters: filters, formats: formats, sampleCount: samples, depthFormat: depth,
            graphics: graphics, compute: compute, representations: representationsDirectory != nil)
    }
}
