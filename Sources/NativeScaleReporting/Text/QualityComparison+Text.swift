import NativeScaleCore
public import NativeScaleResults

extension QualityComparison {
    /// What `nativescale quality` prints: the files, the geometry, then every figure.
    public var text: String {
        func fixed(_ value: Double, _ digits: Int = 4) -> String { NumberText.fixed(value, fractionDigits: digits) }
        var lines = [
            "nativescale quality: \(test) against \(reference)",
            "  size      \(size.width)×\(size.height)"
                + (resize.map { ", the test image resampled from \(testSize.width)×\(testSize.height) with \($0.rawValue)" } ?? "")
                + (bitsPerChannel == 16 ? " (16-bit files, compared at 8 bits)" : ""),
            metricSet.includesFLIP ? "  viewing   FLIP at \(viewing.text)" : nil,
            colorVideoVDP.map { "  display   ColorVideoVDP on \($0.display.text)" }, "",
        ].compactMap { $0 }
        var table = Table(header: ["metric", "value"], alignments: [.left, .right])
        table.append(["PSNR", metrics.psnr.isFinite ? fixed(metrics.psnr, 2) + " dB" : "∞ (identical)"])
        if let score = colorVideoVDP { table.append(["ColorVideoVDP", fixed(score.jod) + " JOD"]) }
        if metricSet.includesFLIP { table.append(["SSIM", metrics.ssim.map { fixed($0) } ?? "n/a (smaller than SSIM's window)"]) }
        table.append(["mean absolute error", fixed(metrics.meanAbsoluteError, 6) + " levels of 255"])
        if let flip = metrics.flip {
            table.append(["FLIP mean", fixed(flip.mean)])
            table.append(["FLIP weighted median", fixed(flip.weightedMedian)])
            table.append(["FLIP p95", fixed(flip.percentile95)])
            table.append(["FLIP p99", fixed(flip.percentile99)])
            table.append(["FLIP max", fixed(flip.maximum)])
        }
        lines.append(table.render())
        if metrics.flip != nil {
            // FLIP's weighted median is of the error mass, not of the pixels: where most pixels have
            // none and a few carry it all, it lies above the p95 of the pixels.
            lines.append(
                "  FLIP's weighted median is the error below which half of the total error lies (FLIP's own "
                    + "statistic), not half of the pixels: above p95 when a few pixels carry most of the error.")
        }
        if colorVideoVDP != nil {
            lines.append("  JOD: 10 is no visible difference; 1 JOD less means 75 % of viewers prefer the better image.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
