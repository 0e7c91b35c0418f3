import NativeScaleCore
public import NativeScaleResults

extension TargetDocument {
    /// `rgba16f, 4× MSAA resolved before the resample, d32f depth`; compute outputs named when
    /// they differ.
    public var summary: String {
        var parts = [
            format.rawValue, samples > 1 ? "\(samples)× MSAA resolved before the resample" : "no MSAA",
            depth == .none ? "no depth" : "\(depth.rawValue) depth",
        ]
        if resampleOutputFormat != format {
            parts.append("compute resamples store \(resampleOutputFormat.rawValue) (the device cannot store \(format.rawValue))")
        }
        return parts.joined(separator: ", ")
    }
}
