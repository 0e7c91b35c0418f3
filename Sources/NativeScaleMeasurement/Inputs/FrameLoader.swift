public import NativeScaleContent
public import NativeScaleCore
public import NativeScaleImages
public import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics

/// Turns a workload into what the renderer draws: the user's shader compiled, the glTF scene
/// loaded, or the procedural scene built. Runs before any device is opened, so a bad file is
/// reported (exit 64) before anything is allocated or written.
public enum FrameLoader {
    /// The content `workload` names.
    public static func content(for workload: WorkloadConfiguration) throws(ContentError) -> FrameContent {
        switch workload.workload {
        case .fill, .ui, .textured:
            return .builtIn
        case .shader:
            return .fragmentShader(spirv: try userShader(for: workload))
        case .scene:
            if let path = workload.scenePath { return .geometry(try GLTFScene.load(path: path)) }
            return .geometry(ProceduralScene.make(draws: workload.draws, instances: workload.instances, triangles: workload.triangles))
        }
    }

    /// The SPIR-V of the user's Shadertoy-style shader a `shader` workload names (compiled with
    /// shaderc): the one place that file is read, for rendering and for shader statistics alike.
    /// With motion vectors, the stage that writes its `mainMotion` too; a shader without one is refused.
    static func userShader(for workload: WorkloadConfiguration) throws(ContentError) -> [UInt32] {
        guard let path = workload.shaderPath else { throw .noShaderNamed }
        let shader = try ShadertoyShader(path: path)
        guard workload.motionVectors else { return shader.spirv }
        guard let motion = shader.motionSPIRV else { throw .noMainMotion(path: path) }
        return motion
    }
}
