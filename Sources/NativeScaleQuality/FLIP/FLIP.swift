internal import RealModule
public import NativeScaleCore

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
    /// The test image's rows are compared as they leave its filters: none of its filtered planes
    /// but the horizontal passes is stored.
    public func errorMap(_ test: RGBAImage, against reference: Reference, parallelism: Parallelism = .allCores) -> FLIPErrorMap {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        precondition(reference.pixelsPerDegree == pixelsPerDegree, "reference prepared for another PPD")
        let rows = FLIPRows(test, filters: reference.filters, parallelism: parallelism)
        let width = test.width, count = width * test.height
        let values = SharedPlane.filled(count: count) { out in
            rows.forEachRow(parallelism: parallelism) { y, row in
                for x in 0..<width { out[y * width + x] = Self.error(reference.prepared, y * width + x, row, at: x) }
            }
        }
        return FLIPErrorMap(width: test.width, height: test.height, values: values)
    }

    /// The error at column `x` of a test row against pixel `i` of the reference: the colour
    /// difference raised to one minus the feature difference.
    @inline(__always)
    static func error(_ reference: Prepared, _ i: Int, _ test: FLIPRows.Row, at x: Int) -> Float {
        let cmax = maximumColorDifference
        let cutoff = colorCutoff * cmax
        let da = reference.a[i] - test.a[x]
        let db = reference.b[i] - test.b[x]
        let hyab = abs(reference.lightness[i] - test.lightness[x]) + (da * da + db * db).squareRoot()
        let power = Float.pow(hyab, colorExponent)
        let color = power < cutoff
            ? power * (colorCutoffTarget / cutoff)
            : colorCutoffTarget + (power - cutoff) / (cmax - cutoff) * (1 - colorCutoffTarget)
        let edge = abs(reference.edges[i] - test.edges[x])
        let point = abs(reference.points[i] - test.points[x])
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
    /// L\*a\*b\* and its edge and point magnitudes, a plane each (five allocations:
    /// one of five planes' size would be mapped afresh, and fault in, every time).
    struct Prepared: Sendable {
        let lightness: [Float]
        let a: [Float]
        let b: [Float]
        let edges: [Float]
        let points: [Float]

        init(_ image: RGBAImage, filters: FLIPFilters, parallelism: Parallelism) {
            let rows = FLIPRows(image, filters: filters, parallelism: parallelism)
            let width = image.width
            let planes = SharedPlane.filled(5, count: width * image.height) { out in
                rows.forEachRow(parallelism: parallelism) { y, row in
                    for (plane, values) in [row.lightness, row.a, row.b, row.edges, row.points].enumerated() {
                        (out[plane].baseAddress! + y * width).update(from: values, count: width)
                    }
                }
            }
            lightness = planes[0]
            a = planes[1]
            b = planes[2]
            edges = planes[3]
            points = planes[4]
        }
    }
}
