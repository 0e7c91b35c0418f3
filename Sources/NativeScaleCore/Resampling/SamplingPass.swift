/// A pass of a multi-pass sampling stage that is timed as a stage of its own.
///
/// The classic kernels are timed as one `resample` range; an upscaler's passes each get a range
/// (``ResampleFilter/passes``), and their sum is the frame's resample.
public enum SamplingPass: String, CaseIterable, Hashable, Sendable, Codable, CodingKeyRepresentable {
    /// Edge-adaptive spatial upsampling (FSR 1's EASU): the scaling pass.
    case easu
    /// Robust contrast-adaptive sharpening (FSR 1's RCAS): the sharpening pass at the output size.
    case rcas
    /// Snapdragon Game Super Resolution 1: upscaling and sharpening in one pass.
    case sgsr
}
