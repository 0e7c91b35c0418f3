public import NativeScaleCore
public import NativeScaleTuning

extension QualityMetric {
    /// The metric's own value for `quality` (FLIP's mean error, SSIM, PSNR in dB), as charts plot
    /// it; nil where it could not be computed or is infinite.
    public func value(_ quality: QualityMetrics) -> Double? {
        value(of: quality).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The axis a chart plots it on.
    var axisLabel: String {
        switch self {
        case .flip: "mean FLIP error (lower is better)"
        case .ssim: "SSIM against the reference (luma)"
        case .psnr: "PSNR against the reference (dB)"
        case .jod: "ColorVideoVDP against the reference (JOD, 10 = no visible difference)"
        }
    }
}
