public import NativeScaleCore

/// Creating shader modules, pipelines, their layouts, descriptor sets and samplers, and reading
/// a pipeline's statistics.
public enum PipelineError: PhaseError {
    /// A creation, allocation or statistics query returned an error; out of memory among them.
    case call(VulkanCall)
    /// A path asked for a resample filter whose pipeline the renderer did not prepare.
    case filterNotPrepared(ResampleFilter)
    /// The blit filter asked of a compute resample stage (it is a blit, not a dispatch).
    case notAComputeFilter(ResampleFilter)

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call): call.failure
        case .filterNotPrepared(let filter): "filter \(filter.rawValue) was not prepared"
        case .notAComputeFilter(let filter): "the \(filter.rawValue) filter is a BlitResampleStage, not a compute stage"
        }
    }

    public var exitStatus: ExitStatus { .failure }
    public var remedy: Remedy? { nil }
}
