public import NativeScaleCore
internal import RealModule

/// ColorVideoVDP (Mantiuk, Hanji, Ashraf, Asano, Chapiro; SIGGRAPH 2024): how visible the
/// differences between an image (or a video, ``ColorVideoVDPVideo``) and its reference are on a
/// given display, in JOD.
///
/// A port of the image and video modes of the reference implementation, `cvvdp` 0.5.7 (gfxdisp/ColorVideoVDP,
/// MIT licence; read alongside the Rust port Tavrin/colorvideovdp-rs, MIT), written from their
/// descriptions: no code is copied. The steps, each as the reference computes them in single
/// precision, quirks included (see ``ResamplingTaps``):
/// 1. the display model turns sRGB pixels into light (cd/m²) and then into DKL colour-opponent
///    channels (achromatic, red-green, yellow-violet);
/// 2. a decimated Laplacian pyramid splits each channel into bands one octave apart, as many as
///    the pixels per degree need down to 0.2 cycles per degree; each band becomes Weber contrast
///    over its own image's achromatic background;
/// 3. contrast times castleCSF's sensitivity (at the band's frequency and the reference's local
///    luminance) is masked by the blurred smaller of the two images' contrasts, pooled across the
///    channels, and the difference clamped softly;
/// 4. the differences are pooled over pixels (L2), bands and channels (L4) and mapped to JOD.
public struct ColorVideoVDP: Sendable {
    public let display: DisplayModel
    public let parameters: ColorVideoVDPParameters
    /// castleCSF's table for the parameters' `csf`.
    public let sensitivity: CastleCSF

    /// Images smaller than this on either side are refused: the pyramid needs two levels.
    public static let minimumSide = 8

    /// The metric for `display` with `parameters`, which must be the model variant the port
    /// implements (the calibrated ones are).
    public init(display: DisplayModel, parameters: ColorVideoVDPParameters = .calibrated) {
        precondition(
            parameters.maskingModel == "mult-mutual" && parameters.contrast == "weber_g1"
                && parameters.csf == "weber_fixed_size" && parameters.differenceClamp == "soft"
                && parameters.crossChannelMasking == "on", "ColorVideoVDP: a model variant the port does not implement")
        self.display = display
        self.parameters = parameters
        self.sensitivity = .weberFixedSize
    }

    /// The quality of `test` against `reference` (the same size, at least ``minimumSide`` on each side).
    public func score(_ test: RGBAImage, against reference: RGBAImage, parallelism: Parallelism = .allCores) -> ColorVideoVDPScore {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        precondition(min(test.width, test.height) >= Self.minimumSide, "image smaller than ColorVideoVDP's pyramid")
        let bands = bands(
            test: colorPlanes(test, parallelism: parallelism), reference: colorPlanes(reference, parallelism: parallelism),
            parallelism: parallelism)
        return ColorVideoVDPScore(jod: Self.jod(pooledQuality(bands) * parameters.imageIntegration, parameters), display: display, bands: bands)
    }

    /// The pooled differences of each band (the baseband last) between two images' channels:
    /// the three sustained DKL channels of an image, or those and the achromatic transient one
    /// of a video frame. Contrast is over each image's own first (achromatic sustained) channel.
    func bands(test: [FloatPlane], reference: [FloatPlane], parallelism: Parallelism) -> [ColorVideoVDPScore.Band] {
        let frequencies = bandFrequencies(width: reference[0].width, height: reference[0].height)
        let test = gaussianPyramid(test, levels: frequencies.count, parallelism: parallelism)
        let reference = gaussianPyramid(reference, levels: frequencies.count, parallelism: parallelism)
        var bands: [ColorVideoVDPScore.Band] = []
        for level in 0..<(frequencies.count - 1) {
            let multiplier: Float = level == 0 ? 1 : 2
            let differences = bandDifferences(
                test: test[level], reference: reference[level],
                testBelow: test[level + 1], referenceBelow: reference[level + 1],
                frequency: frequencies[level], multiplier: multiplier, parallelism: parallelism)
            bands.append(.init(frequency: frequencies[level], differences: differences))
        }
        bands.append(
            .init(
                frequency: 0.1,
                differences: basebandDifferences(
                    test: test[frequencies.count - 1],
                    reference: reference[frequencies.count - 1])))
        return bands
    }

    /// The peak frequencies of the bands at the display's pixels per degree, the baseband last:
    /// `ppd/2 · [1, 0.3228, 0.3228/2, …]`, down to the first at or below 0.2 cycles per degree and
    /// no more than the image's size allows (⌊log₂ min side⌋ − 1 bands above the baseband).
    func bandFrequencies(width: Int, height: Int) -> [Double] {
        let maxLevels = Int(Double.log2(Double(min(width, height))).rounded(.down)) - 1
        let halfPPD = display.pixelsPerDegree / 2
        let candidates = [halfPPD] + (0..<14).map { 0.3228 * Double.pow(2, -Double($0)) * halfPPD }
        let firstTooLow = candidates.firstIndex { $0 <= 0.2 } ?? maxLevels
        let bands = min(max(firstTooLow + 1, 0), maxLevels)
        return [halfPPD] + (0..<bands).map { 0.3228 * Double.pow(2, -Double($0)) * halfPPD }
    }

    /// The Gaussian pyramid of each colour channel: `levels` levels, the first the image itself.
    func gaussianPyramid(_ planes: [FloatPlane], levels: Int, parallelism: Parallelism) -> [[FloatPlane]] {
        var pyramid = [planes]
        for _ in 1..<levels { pyramid.append(pyramid[pyramid.count - 1].map { $0.reduced(parallelism: parallelism) }) }
        return pyramid
    }
}
