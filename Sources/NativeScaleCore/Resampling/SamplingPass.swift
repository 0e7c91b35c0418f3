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
    /// Snapdragon Game Super Resolution 2's convert pass, at the render size: nearest depth and
    /// depth clip, motion, and the colour tone-mapped and packed as YCoCg.
    case sgsr2Convert = "sgsr2-convert"
    /// Snapdragon Game Super Resolution 2's upscale pass, at the output size: the history
    /// reprojected, clamped to the frame's neighbourhood and blended with its jittered upsample.
    case sgsr2Upscale = "sgsr2-upscale"
}
