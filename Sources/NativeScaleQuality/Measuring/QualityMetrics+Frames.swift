public import NativeScaleCore

extension QualityMetrics {
    /// A sequence's figures from its frames': each the mean over the frames (PSNR over its finite
    /// values, +∞ when every frame is identical; SSIM and FLIP only where every frame has them,
    /// each of FLIP's statistics averaged), with the sequence's `jod`.
    public static func averaged(_ frames: [QualityMetrics], jod: Double?) -> QualityMetrics {
        func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
        let finite = frames.map(\.psnr).filter(\.isFinite)
        let ssims = frames.compactMap(\.ssim)
        let flips = frames.compactMap(\.flip)
        let flip =
            flips.count == frames.count && !flips.isEmpty
            ? FLIPStatistics(
                mean: mean(flips.map(\.mean)), weightedMedian: mean(flips.map(\.weightedMedian)), percentile95: mean(flips.map(\.percentile95)),
                percentile99: mean(flips.map(\.percentile99)), maximum: mean(flips.map(\.maximum))) : nil
        return QualityMetrics(
            psnr: finite.isEmpty ? .infinity : mean(finite), ssim: ssims.count == frames.count && !ssims.isEmpty ? mean(ssims) : nil,
            meanAbsoluteError: mean(frames.map(\.meanAbsoluteError)), flip: flip, jod: jod)
    }
}
