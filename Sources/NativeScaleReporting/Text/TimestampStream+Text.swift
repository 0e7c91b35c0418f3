import NativeScaleCore
public import NativeScaleResults

extension TimestampStream {
    /// The replay's first line: the device, what was measured, and what made the stream.
    public var replayLine: String {
        "replay    \(deviceName): \(rounds) rounds of \(filters.count + 1) paths, \(drawableSize.width)×\(drawableSize.height) → "
            + "\(nativeSize.width)×\(nativeSize.height) (\(origin))"
    }

    /// The line of `runs` resampled runs of which `failed` failed the audit, with the rate's
    /// exact one-sided 95 % upper bound.
    public static func resampledLine(runs: Int, failed: Int, upperBound: Double) -> String {
        "resampled \(runs) runs: \(failed) failed the audit (rate ≤ \(NumberText.fixed(upperBound * 100, fractionDigits: 2)) %, "
            + "one-sided 95 %, Clopper–Pearson)"
    }
}
