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
        // With --beside, a column per filter: the same figures of the two outputs at the same size.
        let columns: [(metrics: QualityMetrics, jod: Double?)] = [(metrics, colorVideoVDP?.jod)] + (beside.map { [($0.metrics, $0.jod)] } ?? [])
        let header = beside.map { ["metric", resize?.rawValue ?? "test", $0.filter.rawValue] } ?? ["metric", "value"]
        var table = Table(header: header, alignments: [.left] + columns.map { _ in .right })
        table.append(["PSNR"] + columns.map { $0.metrics.psnr.isFinite ? fixed($0.metrics.psnr, 2) + " dB" : "∞ (identical)" })
        if colorVideoVDP != nil { table.append(["ColorVideoVDP"] + columns.map { $0.jod.map { fixed($0) + " JOD" } ?? "n/a" }) }
        if metricSet.includesFLIP { table.append(["SSIM"] + columns.map { $0.metrics.ssim.map { fixed($0) } ?? "n/a (smaller than SSIM's window)" }) }
        table.append(["mean absolute error"] + columns.map { fixed($0.metrics.meanAbsoluteError, 6) + " levels of 255" })
        let flips: [(String, (FLIPStatistics) -> Double)] = [
            ("FLIP mean", \.mean), ("FLIP weighted median", \.weightedMedian), ("FLIP p95", \.percentile95), ("FLIP p99", \.percentile99),
            ("FLIP max", \.maximum),
        ]
        if metrics.flip != nil {
            for (name, value) in flips { table.append([name] + columns.map { $0.metrics.flip.map { fixed(value($0)) } ?? "n/a" }) }
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
