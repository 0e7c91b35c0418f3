import NativeScaleCore
public import NativeScaleResults

extension QualityComparison {
    /// What `nativescale quality` prints: the files, the geometry, then every figure.
    public var text: String {
        if let sequence { return sequenceText(sequence) }
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

    /// What `quality REF_DIR TEST_DIR` prints: the folders, the frames, the means over the frames,
    /// FLIP's spread over the frames and the sequence's JOD in ColorVideoVDP's video mode.
    func sequenceText(_ sequence: Sequence) -> String {
        func fixed(_ value: Double, _ digits: Int = 4) -> String { NumberText.fixed(value, fractionDigits: digits) }
        let rate = NumberText.fixed(sequence.framesPerSecond, fractionDigits: sequence.framesPerSecond.rounded() == sequence.framesPerSecond ? 0 : 2)
        var lines = [
            "nativescale quality: the frames of \(test) against those of \(reference)",
            "  frames    \(sequence.frames.count) pairs of \(size.width)×\(size.height) shown at \(rate) frames a second"
                + (resize.map { ", each test frame resampled from \(testSize.width)×\(testSize.height) with \($0.rawValue)" } ?? "")
                + (bitsPerChannel == 16 ? " (16-bit files, compared at 8 bits)" : ""),
            metricSet.includesFLIP ? "  viewing   FLIP at \(viewing.text)" : nil,
            sequence.colorVideoVDP.map { "  display   ColorVideoVDP on \($0.display.text)" }, "",
        ].compactMap { $0 }
        var table = Table(header: ["metric", "value"], alignments: [.left, .right])
        if let video = sequence.colorVideoVDP {
            table.append(["ColorVideoVDP, the sequence", fixed(video.jod) + " JOD"])
            let worst = video.frameJOD.indices.min { video.frameJOD[$0] < video.frameJOD[$1] } ?? 0
            table.append(["ColorVideoVDP, frame by frame", "\(fixed(video.frameJOD[worst])) to \(fixed(video.frameJOD.max() ?? .nan)) JOD"])
            table.append(["  worst frame", "\(worst + 1) of \(video.frameCount): \(sequence.frames[worst].test)"])
        }
        if let flip = sequence.flip {
            table.append(["FLIP, mean of the frames' means", fixed(flip.mean)])
            table.append(["FLIP, the frames' p95", fixed(flip.percentile95)])
            table.append(["FLIP, the worst frame", fixed(flip.worst)])
            table.append(["  worst frame", "\(flip.worstFrame + 1) of \(sequence.frames.count): \(sequence.frames[flip.worstFrame].test)"])
        }
        table.append(["PSNR, mean of the frames", metrics.psnr.isFinite ? fixed(metrics.psnr, 2) + " dB" : "∞ (identical)"])
        if let ssim = metrics.ssim { table.append(["SSIM, mean of the frames", fixed(ssim)]) }
        table.append(["mean absolute error, mean of the frames", fixed(metrics.meanAbsoluteError, 6) + " levels of 255"])
        lines.append(table.render())
        if let video = sequence.colorVideoVDP {
            lines.append(
                "  ColorVideoVDP's video mode: temporal filters of \(video.filterLength) frames (250 ms) split each channel into "
                    + "sustained and transient (flicker) responses; a frame's JOD is the sequence's were every frame to differ as it does.")
            lines.append("  JOD: 10 is no visible difference; 1 JOD less means 75 % of viewers prefer the better sequence.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
