/// Why a run cannot use a temporal upscaler (``ResampleFilter/temporal``): it takes the scene's
/// motion vectors and depth, and the scene's camera must jitter.
public enum TemporalUpscalerRefusal: Hashable, Sendable, Error {
    /// The workload's pass cannot write the motion vectors the upscaler reprojects its history by.
    case noMotionVectors(ResampleFilter, MotionVectorRefusal)
    /// A user shader: its motion vectors come from its `mainMotion`, but its camera is its own,
    /// which nativescale cannot jitter.
    case cameraNotJittered(ResampleFilter)
    /// An image (`quality --resize`, a fixture) instead of a rendered sequence: it has no motion
    /// vectors, depth or frame before.
    case imageOnly(ResampleFilter)

    /// Why `filters` cannot run on `workload` into `target`; nil when every one can. A temporal
    /// filter needs the scene's motion vectors (``WorkloadConfiguration/motionVectors``; the
    /// caller turns them on for it) and the procedural scene or a glTF file, whose camera jitters.
    public static func checking(_ filters: [ResampleFilter], workload: WorkloadConfiguration, target: AttachmentConfiguration) -> TemporalUpscalerRefusal? {
        guard let filter = filters.first(where: \.isTemporal) else { return nil }
        var moving = workload
        moving.motionVectors = true
        if let refusal = MotionVectorRefusal.checking(moving, target: target) { return .noMotionVectors(filter, refusal) }
        return workload.workload == .scene ? nil : .cameraNotJittered(filter)
    }

    /// One line: which filter, what it needs, and what has it.
    public var description: String {
        switch self {
        case .noMotionVectors(let filter, let refusal):
            "\(filter.rawValue) is a temporal upscaler and takes the scene's motion vectors and depth: \(refusal.description)"
        case .cameraNotJittered(let filter):
            "\(filter.rawValue) is a temporal upscaler and jitters the scene's camera, which a shader's own camera does not take; the scene "
                + "workload (procedural or a glTF file) does"
        case .imageOnly(let filter):
            "\(filter.rawValue) is a temporal upscaler and takes a rendered sequence's frames with their motion vectors and depth, which an image "
                + "does not have; bench --workload scene --filter \(filter.rawValue) runs it, and a spatial filter resizes an image"
        }
    }
}
