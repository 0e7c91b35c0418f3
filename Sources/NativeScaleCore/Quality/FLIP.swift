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
    static let featureExponent: Float = 0.5    // q_f
    static let colorCutoff: Float = 0.4        // p_c
    static let colorCutoffTarget: Float = 0.95 // p_t
    /// The feature detectors' width in degrees (w).
    static let featureWidth = 0.082

    /// Creates an evaluator for a viewer at `pixelsPerDegree`.
    public init(pixelsPerDegree: PixelsPerDegree) {
        self.pixelsPerDegree = pixelsPerDegree
    }

    /// The per-pixel FLIP error of `test` against `reference` (same size).
    public func errorMap(_ test: RGBAImage, against reference: RGBAImage) -> FLIPErrorMap {
        errorMap(test, against: Reference(reference, pixelsPerDegree: pixelsPerDegree))
    }

    /// The per-pixel FLIP error of `test` against a prepared reference (same size, same PPD).
    public func errorMap(_ test: RGBAImage, against reference: Reference) -> FLIPErrorMap {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        precondition(reference.pixelsPerDegree == pixelsPerDegree, "reference prepared for another PPD")
        let prepared = Prepared(test, filters: reference.filters)
        let count = test.width * test.height
        var values = [Float](repeating: 0, count: count)
        let cmax = Self.maximumColorDifference
        let cutoff = Self.colorCutoff * cmax
        for i in 0..<count {
            let l1 = reference.prepared.lab[3 * i], l2 = prepared.lab[3 * i]
            let da = reference.prepared.lab[3 * i + 1] - prepared.lab[3 * i + 1]
            let db = reference.prepared.lab[3 * i + 2] - prepared.lab[3 * i + 2]
            let hyab = abs(l1 - l2) + (da * da + db * db).squareRoot()
            let power = Float.pow(hyab, Self.colorExponent)
            let color = power < cutoff
                ? power * (Self.colorCutoffTarget / cutoff)
                : Self.colorCutoffTarget + (power - cutoff) / (cmax - cutoff) * (1 - Self.colorCutoffTarget)
            let edge = abs(reference.prepared.edges[i] - prepared.edges[i])
            let point = abs(reference.prepared.points[i] - prepared.points[i])
            let feature = Float.pow(max(edge, point) / Float(2).squareRoot(), Self.featureExponent)
            values[i] = Float.pow(color, 1 - feature)
        }
        return FLIPErrorMap(width: test.width, height: test.height, values: values)
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
        public init(_ image: RGBAImage, pixelsPerDegree: PixelsPerDegree) {
            self.pixelsPerDegree = pixelsPerDegree
            width = image.width
            height = image.height
            filters = FLIPFilters(pixelsPerDegree: pixelsPerDegree.value)
            prepared = Prepared(image, filters: filters)
        }
    }

    /// One image through both pipelines up to the comparison: its filtered Hunt-adjusted
    /// L\*a\*b\* (three floats a pixel), and its edge and point magnitudes.
    struct Prepared: Sendable {
        let lab: [Float]
        let edges: [Float]
        let points: [Float]

        init(_ image: RGBAImage, filters: FLIPFilters) {
            let width = image.width, height = image.height, count = width * height
            var y = [Float](repeating: 0, count: count), cx = y, cz = y
            image.bytes.withUnsafeBufferPointer { bytes in
                for i in 0..<count {
                    let (a, b, c) = FLIPColor.ycxcz(sRGB8: (bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2]))
                    y[i] = a
                    cx[i] = b
                    cz[i] = c
                }
            }
            let plane = SeparableFilter(width: width, height: height)
            let filteredY = plane.apply(y, horizontal: filters.achromatic, vertical: filters.achromatic)
            let filteredCx = plane.apply(cx, horizontal: filters.redGreen, vertical: filters.redGreen)
            let filteredCz1 = plane.apply(cz, horizontal: filters.blueYellow.0, vertical: filters.blueYellow.0)
            let filteredCz2 = plane.apply(cz, horizontal: filters.blueYellow.1, vertical: filters.blueYellow.1)
            var lab = [Float](repeating: 0, count: 3 * count)
            for i in 0..<count {
                let rgb = FLIPColor.linearRGB(ycxcz: (filteredY[i], filteredCx[i], filteredCz1[i] + filteredCz2[i]))
                let clamped = (min(max(rgb.0, 0), 1), min(max(rgb.1, 0), 1), min(max(rgb.2, 0), 1))
                let adjusted = FLIPColor.huntAdjustedLab(linearRGB: clamped)
                lab[3 * i] = adjusted.0
                lab[3 * i + 1] = adjusted.1
                lab[3 * i + 2] = adjusted.2
            }
            self.lab = lab

            // The feature pipeline works on luminance relative to white: (Y + 16) / 116.
            let luminance = y.map { ($0 + 16) / 116 }
            let smooth = plane.horizontal(luminance, filters.gaussian)
            let firstX = plane.horizontal(luminance, filters.firstDerivative)
            let secondX = plane.horizontal(luminance, filters.secondDerivative)
            let edgeX = plane.vertical(firstX, filters.gaussian), edgeY = plane.vertical(smooth, filters.firstDerivative)
            let pointX = plane.vertical(secondX, filters.gaussian), pointY = plane.vertical(smooth, filters.secondDerivative)
            var edges = [Float](repeating: 0, count: count), points = edges
            for i in 0..<count {
                edges[i] = (edgeX[i] * edgeX[i] + edgeY[i] * edgeY[i]).squareRoot()
                points[i] = (pointX[i] * pointX[i] + pointY[i] * pointY[i]).squareRoot()
            }
            self.edges = edges
            self.points = points
        }
    }
}
