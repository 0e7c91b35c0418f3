/// Why a run cannot write motion vectors (`--motion-vectors`).
public enum MotionVectorRefusal: Hashable, Sendable, Error {
    /// A built-in full-screen workload (`fill`, `ui`, `textured`): they come from the scene,
    /// glTF files, and shaders that define `mainMotion`.
    case workloadHasNone(Workload)
    /// A user shader without `vec2 mainMotion(vec2 fragCoord)`.
    case shaderDefinesNoMotion(path: String)
    /// MSAA: the motion image is single-sample, as temporal upscalers take it.
    case multisampled(samples: Int)
    /// The scene without a depth buffer (`--depth none`): motion and depth are written together.
    case sceneWithoutDepth

    /// Why `workload`'s pass cannot write motion vectors into `target`; nil when it can, as far as
    /// the configuration tells (a shader's `mainMotion` is known once it is read).
    public static func checking(_ workload: WorkloadConfiguration, target: AttachmentConfiguration) -> MotionVectorRefusal? {
        guard workload.motionVectors else { return nil }
        switch workload.workload {
        case .fill, .ui, .textured: return .workloadHasNone(workload.workload)
        case .scene where target.depthFormat == .none: return .sceneWithoutDepth
        case .scene, .shader: break
        }
        return target.sampleCount > 1 ? .multisampled(samples: target.sampleCount) : nil
    }

    /// One line: what cannot have motion vectors, and what can.
    public var description: String {
        switch self {
        case .workloadHasNone(let workload):
            "the \(workload.rawValue) workload writes no motion vectors; the scene workload (procedural or a glTF file) and a shader that defines "
                + "vec2 mainMotion(vec2 fragCoord) do"
        case .shaderDefinesNoMotion(let path):
            "\(path) defines no motion function, so it has no motion vectors; define vec2 mainMotion(vec2 fragCoord), returning where the pixel "
                + "was in the frame before minus where it is now, in pixels with Shadertoy's y up"
        case .multisampled(let samples):
            "motion vectors are written single-sample, as temporal upscalers take them; --samples \(samples) cannot have them, --samples 1 can"
        case .sceneWithoutDepth:
            "motion vectors come with the depth buffer; --depth none cannot have them, --depth d16, d24s8 or d32f can"
        }
    }
}
