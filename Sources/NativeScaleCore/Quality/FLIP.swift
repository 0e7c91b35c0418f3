internal import RealModule

/// LDR-FLIP, the perceptual difference of two sRGB images as a viewer at a given pixels per
/// degree sees them when flipping between them (Andersson, Nilsson, Akenine-Möller, Oskarsson,
/// Åström and Fairchild, "FLIP: A Difference Evaluator for Alternating Images", HPG 2020).
///
/// Implemented from the paper's sections 4 and 5, in two pipelines:
/// - colour: both images in YCxCz (linear opponent space) are filtered by the contrast
///   sensitivity of each channel at the viewing PPD, clamped to the sRGB gamut in linear RGB,
///   moved to Hunt-adjusted L\*a\*b\*, and compared with HyAB; the difference, raised to
///   q_c = 0.7, is mapped to [0, 1] so that p_c = 0.4 of the largest difference (green against
///   blue) maps to p_t = 0.95;
/// - features: edges and points of the normalised luminance, found with the first and second
///   derivatives of a Gaussian whose spread is 0.082° at the PPD; the larger difference of their
///   magnitudes, over √2 and raised to q_f = 0.5, is the feature difference ΔE_f.
/// The error is ΔE_c^(1 − ΔE_f). Every filter is separable (a Gaussian or a sum of two, and a
/// Gaussian derivative times a Gaussian), so each runs as two one-dimensional passes that equal
/// the paper's two-dimensional kernels exactly; image edges repeat their last pixel.
///
/// Checked against NVIDIA's `flip-evaluator` (its C++ core) in `FLIPTests`.
public struct FLIP: Hashable, Sendable {
    /// The viewing condition the filters are sized for.
    public let pixelsPerDegree: PixelsPerDegree

    /// The paper's constants.
    static let colorExponent: Float = 0.7      // q_c
    static let colorCutoff: Float = 0.4        // p_c
    static let colorCutoffTarget: Float = 0.95 // p_t
    /// The feature detectors' width in degrees (w).
    static let featureWidth = 0.082

    /// Creates an evaluator for a viewer at `pixelsPerDegree`.
    public init(pixelsPerDegree: PixelsPerDegree) {
        self.pixelsPerDegree = pixelsPerDegree
    }

    /// The per-pixel FLIP error of `test` against `reference` (same size), on ``Parallelism/allCores``.
    public func errorMap(_ test: RGBAImage, against reference: RGBAImage, parallelism: Parallelism = .allCores) -> FLIPErrorMap {
        errorMap(test, against: Reference(reference, pixelsPerDegree: pixelsPerDegree, parallelism: parallelism), parallelism: parallelism)
    }

    /// The per-pixel FLIP error of `test` against a prepared reference (same size, same PPD).
    public func errorMap(_ test: RGBAImage, against reference: Reference, parallelism: Parallelism = .allCores) -> FLIPErrorMap {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        precondition(reference.pixelsPerDegree == pixelsPerDegree, "reference prepared for another PPD")
        let prepared = Prepared(test, filters: reference.filters, parallelism: parallelism)
        let width = test.width
        let values = SeparableFilter.planeFilled(count: width * test.height) { values in
            parallelism.forEachBand(rows: test.height) { rows in
                for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
                    values[i] = Self.error(reference.prepared, prepared, at: i)
                }
            }
        }
        return FLIPErrorMap(width: test.width, height: test.height, values: values)
    }

    /// The error at pixel `i`: the colour difference raised to one minus the feature difference.
    @inline(__always)
    static func error(_ reference: Prepared, _ test: Prepared, at i: Int) -> Float {
        let cmax = maximumColorDifference
        let cutoff = colorCutoff * cmax
        let l1 = reference.lab[3 * i], l2 = test.lab[3 * i]
        let da = reference.lab[3 * i + 1] - test.lab[3 * i + 1]
        let db = reference.lab[3 * i + 2] - test.lab[3 * i + 2]
        let hyab = abs(l1 - l2) + (da * da + db * db).squareRoot()
        let power = Float.pow(hyab, colorExponent)
        let color = power < cutoff
            ? power * (colorCutoffTarget / cutoff)
            : colorCutoffTarget + (power - cutoff) / (cmax - cutoff) * (1 - colorCutoffTarget)
        let edge = abs(reference.edges[i] - test.edges[i])
        let point = abs(reference.points[i] - test.points[i])
        // q_f = 0.5: a square root.
        let feature = (max(edge, point) / Float(2).squareRoot()).squareRoot()
        return Float.pow(color, 1 - feature)
    }

    /// (HyAB of Hunt-adjusted green and blue)^q_c, the largest colour difference.
    static let maximumColorDifference: Float = {
        let green = FLIPColor.huntAdjustedLab(linearRGB: (0, 1, 0))
        let blue = FLIPColor.huntAdjustedLab(linearRGB: (0, 0, 1))
        let hyab = abs(green.0 - blue.0) + ((green.1 - blue.1) * (green.1 - blue.1) + (green.2 - blue.2) * (green.2 - blue.2)).squareRoot()
        return Float.pow(hyab, colorExponent)
    }()

    /// A reference image filtered once, for measuring many images against it at one PPD.
    public struct Reference: Sendable {
        public let pixelsPerDegree: PixelsPerDegree
        public let width: Int
        public let height: Int
        /// The kernels at this PPD, for the reference and every image measured against it.
        let filters: FLIPFilters
        let prepared: Prepared

        /// Prepares `image` for a viewer at `pixelsPerDegree`.
        public init(_ image: RGBAImage, pixelsPerDegree: PixelsPerDegree, parallelism: Parallelism = .allCores) {
            self.pixelsPerDegree = pixelsPerDegree
            width = image.width
            height = image.height
            filters = FLIPFilters(pixelsPerDegree: pixelsPerDegree.value)
            prepared = Prepared(image, filters: filters, parallelism: parallelism)
        }
    }

    /// One image through both pipelines up to the comparison: its filtered Hunt-adjusted
    /// L\*a\*b\* (three floats a pixel), and its edge and point magnitudes.
    struct Prepared: Sendable {
        let lab: [Float]
        let edges: [Float]
        let points: [Float]

        init(_ image: RGBAImage, filters: FLIPFilters, parallelism: Parallelism) {
            let width = image.width, height = image.height, count = width * height
            let plane = SeparableFilter(width: width, height: height, parallelism: parallelism)
            func perPixel(_ planes: Int, _ body: @escaping (Int, [SharedPlane]) -> Void) -> [[Float]] {
                SeparableFilter.planesFilled(planes, count: count) { out in
                    parallelism.forEachBand(rows: height) { rows in
                        for i in (rows.lowerBound * width)..<(rows.upperBound * width) { body(i, out) }
                    }
                }
            }
            // Each pixel in YCxCz, and its luminance relative to white, (Y + 16) / 116, for the features.
            let opponent = image.bytes.withUnsafeBufferPointer { bytes in
                perPixel(4) { i, out in
                    let (a, b, c) = FLIPColor.ycxcz(sRGB8: (bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2]))
                    out[0][i] = a
                    out[1][i] = b
                    out[2][i] = c
                    out[3][i] = (a + 16) / 116
                }
            }
            let filteredY = plane.apply(opponent[0], horizontal: filters.achromatic, vertical: filters.achromatic)
            let filteredCx = plane.apply(opponent[1], horizontal: filters.redGreen, vertical: filters.redGreen)
            let filteredCz1 = plane.apply(opponent[2], horizontal: filters.blueYellow.0, vertical: filters.blueYellow.0)
            let filteredCz2 = plane.apply(opponent[2], horizontal: filters.blueYellow.1, vertical: filters.blueYellow.1)
            var lab = [Float](repeating: 0, count: 3 * count)
            lab.withUnsafeMutableBufferPointer { buffer in
                let lab = SharedPlane(buffer)
                parallelism.forEachBand(rows: height) { rows in
                    for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
                        let rgb = FLIPColor.linearRGB(ycxcz: (filteredY[i], filteredCx[i], filteredCz1[i] + filteredCz2[i]))
                        let clamped = (min(max(rgb.0, 0), 1), min(max(rgb.1, 0), 1), min(max(rgb.2, 0), 1))
                        let adjusted = FLIPColor.huntAdjustedLab(linearRGB: clamped)
                        lab[3 * i] = adjusted.0
                        lab[3 * i + 1] = adjusted.1
                        lab[3 * i + 2] = adjusted.2
                    }
                }
            }
            self.lab = lab

            let luminance = opponent[3]
            let smooth = plane.horizontal(luminance, filters.gaussian)
            let firstX = plane.horizontal(luminance, filters.firstDerivative)
            let secondX = plane.horizontal(luminance, filters.secondDerivative)
            let edgeX = plane.vertical(firstX, filters.gaussian), edgeY = plane.vertical(smooth, filters.firstDerivative)
            let pointX = plane.vertical(secondX, filters.gaussian), pointY = plane.vertical(smooth, filters.secondDerivative)
            let magnitudes = perPixel(2) { i, out in
                out[0][i] = (edgeX[i] * edgeX[i] + edgeY[i] * edgeY[i]).squareRoot()
                out[1][i] = (pointX[i] * pointX[i] + pointY[i] * pointY[i]).squareRoot()
            }
            edges = magnitudes[0]
            points = magnitudes[1]
        }
    }
}
