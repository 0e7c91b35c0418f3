public import NativeScaleAnalysis
import NativeScaleStatistics

/// What a comparison can gate on: a stage's time, or a scaled path's overhead over native.
public enum GateMetric: String, Codable, CodingKeyRepresentable, CaseIterable, Hashable, Sendable {
    case scene
    case resample
    case transition
    case frame
    case overhead

    /// The gate metric of an offscreen stage; nil for stages that are not compared.
    public init?(_ stage: Stage) {
        switch stage {
        case .scene: self = .scene
        // An upscaler's passes are parts of its resample, held to the resample's threshold.
        case .resample, .easu, .rcas, .sgsr, .sgsr2Convert, .sgsr2Upscale: self = .resample
        case .transition: self = .transition
        case .frame: self = .frame
        default: return nil
        }
    }
}
