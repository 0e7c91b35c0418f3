public import NativeScaleCore

/// The CPU reference of every resample filter, against which the GPU output is tested.
///
/// Works in `Float` from the same weight tables the GPU uses; the two-pass filters keep the
/// intermediate in floating point like the GPU's RGBA16F image (whose 11-bit mantissa moves a
/// result by far less than 1/255).
public enum ReferenceResampler {
    /// `source` resampled to `width × height` with `filter` (`blit` is taken to be bilinear).
    public static func resample(
        _ source: RGBAImage, to width: Int, _ height: Int, filter: ResampleFilter, sharpness: Sharpness = .engineDefault
    ) -> RGBAImage {
        resample(RGBAFloatImage(texelsOf: source), to: width, height, filter: filter, sharpness: sharpness).rgba8
    }

    /// `source` resampled to `width × height` with `filter`, unrounded; round the result with
    /// ``RGBAFloatImage/quantized(to:)`` to compare it with a target of a given format.
    /// An upscaler runs its passes as the GPU does: EASU's output in half precision (FSR 1's
    /// RGBA16F hand-over), which `fsr1` sharpens by `sharpness`. A temporal upscaler given one
    /// frame makes its reset frame, which needs no depth, motion or history (`sgsr2`'s spatial
    /// upsample); a source larger than the output is returned as it is.
    public static func resample(
        _ source: RGBAFloatImage, to width: Int, _ height: Int, filter: ResampleFilter, sharpness: Sharpness = .engineDefault
    ) -> RGBAFloatImage {
        switch filter {
        case .easu:
            return EdgeAdaptiveUpsampling.upscale(source, to: width, height)
        case .fsr1:
            let upscaled = EdgeAdaptiveUpsampling.upscale(source, to: width, height)
            return ContrastAdaptiveSharpening.sharpen(upscaled, sharpness: sharpness)
        case .sgsr1:
            return GameSuperResolution.upscale(source, to: width, height)
        case .sgsr2:
            return TemporalGameSuperResolution.resetFrame(source, to: PixelSize(width: width, height: height)) ?? source
        case .blit, .bilinear, .area, .catmullRom, .lanczos3:
            return separable(source, to: width, height, filter: filter)
        }
    }

    /// A kernel's two passes from its weight tables.
    static func separable(_ source: RGBAFloatImage, to width: Int, _ height: Int, filter: ResampleFilter) -> RGBAFloatImage {
        let xTable = WeightTable(filter: filter == .blit ? .bilinear : filter, from: source.width, to: width)
        let yTable = WeightTable(filter: filter == .blit ? .bilinear : filter, from: source.height, to: height)
        let input = source.values
        // Horizontal pass: width × source.height, four channels.
        var intermediate = [Float](repeating: 0, count: width * source.height * 4)
        for y in 0..<source.height {
            for x in 0..<width {
                let span = xTable.spans[x]
                for c in 0..<4 {
                    var sum: Float = 0
                    for (i, w) in span.weights.enumerated() {
                        sum += w * input[(y * source.width + span.start + i) * 4 + c]
                    }
                    intermediate[(y * width + x) * 4 + c] = sum
                }
            }
        }
        var output = [Float](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let span = yTable.spans[y]
            for x in 0..<width {
                for c in 0..<4 {
                    var sum: Float = 0
                    for (j, w) in span.weights.enumerated() {
                        sum += w * intermediate[((span.start + j) * width + x) * 4 + c]
                    }
                    output[(y * width + x) * 4 + c] = sum
                }
            }
        }
        return RGBAFloatImage(width: width, height: height, values: output)
    }
}
