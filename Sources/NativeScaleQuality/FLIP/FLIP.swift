internal import CVectorKernels
public import NativeScaleCore
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
    static let colorExponent: Float = 0.7  // q_c
    static let colorCutoff: Float = 0.4  // p_c
    static let colorCutoffTarget: Float = 0.95  // p_t
    /// The feature detectors' width in degrees (w).
    static let featureWidth = 0.082

    /// Creates an evaluator for a viewer at `pixelsPerDegree`.
    public init(pixelsPerDegree: PixelsPerDegree) {
        self.pixelsPerDegree = pixelsPerDegree
    }

    /// The per-pixel FLIP error of `test` against `reference` (same size), on ``Parallelism/allCores``:
    /// both images' rows are filtered side by side and compared as they leave the filters, so
    /// neither image's filtered planes are ever stored (``Reference`` keeps the reference's, for
    /// measuring many images against one).
    public func errorMap(_ test: RGBAImage, against reference: RGBAImage, parallelism: Parallelism = .allCores) -> FLIPErrorMap {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        let filters = FLIPFilters(pixelsPerDegree: pixelsPerDegree.value)
        let width = test.width
        let values = SharedPlane.filled(count: width * test.height) { out in
            FLIPRows(test, filters: filters).forEachRow(pairedWith: FLIPRows(reference, filters: filters), parallelism: parallelism) { y, row, referenceRow in
                Self.errors(row.features, against: referenceRow.features, into: out.baseAddress! + y * width, count: width)
            }
        }
        return FLIPErrorMap(width: test.width, height: test.height, values: values)
    }

    /// The per-pixel FLIP error of `test` against a prepared reference (same size, same PPD).
    /// The test image's rows are compared as they leave its filters: none of its filtered planes
    /// is stored.
    public func errorMap(_ test: RGBAImage, against reference: Reference, parallelism: Parallelism = .allCores) -> FLIPErrorMap {
        precondition(test.width == reference.width && test.height == reference.height, "images differ in size")
        precondition(reference.pixelsPerDegree == pixelsPerDegree, "reference prepared for another PPD")
        let width = test.width
        let values = SharedPlane.filled(count: width * test.height) { out in
            reference.prepared.withFeatures { prepared in
                FLIPRows(test, filters: reference.filters).forEachRow(parallelism: parallelism) { y, row in
                    Self.errors(row.features, against: prepared.row(y, width: width), into: out.baseAddress! + y * width, count: width)
                }
            }
        }
        return FLIPErrorMap(width: test.width, height: test.height, values: values)
    }

    /// The error of each pixel of a test row against the same row of the reference: the colour
    /// difference raised to one minus the feature difference.
    /// On the widest vectors (``ns_flip_errors``, AVX-512 with libmvec's powf) where the CPU has
    /// them, within an ulp or two of the scalar loop.
    static func errors(_ test: FLIPRows.Features, against reference: FLIPRows.Features, into out: UnsafeMutablePointer<Float>, count: Int) {
        if VectorKernels.unit == .widest {
            // The ten rows' pointers on the stack: an array literal here was an allocation a row.
            let done = withUnsafeTemporaryAllocation(of: UnsafePointer<Float>?.self, capacity: 10) { rows in
                func store(_ features: FLIPRows.Features, at offset: Int) {
                    rows[offset] = features.lightness
                    rows[offset + 1] = features.a
                    rows[offset + 2] = features.b
                    rows[offset + 3] = features.edges
                    rows[offset + 4] = features.points
                }
                store(test, at: 0)
                store(reference, at: 5)
                return withUnsafePointer(to: kernelConstants) { ns_flip_errors(rows.baseAddress!, rows.baseAddress! + 5, out, count, $0) }
            }
            if done != 0 { return }
        }
        for x in 0..<count {
            out[x] = error(
                lightness: abs(reference.lightness[x] - test.lightness[x]), a: reference.a[x] - test.a[x], b: reference.b[x] - test.b[x],
                edge: abs(reference.edges[x] - test.edges[x]), point: abs(reference.points[x] - test.points[x]))
        }
    }

    /// The error of one pixel from its differences in L\*, a\*, b\*, edge and point magnitude.
    @inline(__always)
    static func error(lightness: Float, a da: Float, b db: Float, edge: Float, point: Float) -> Float {
        let cmax = maximumColorDifference
        let cutoff = colorCutoff * cmax
        let hyab = lightness + (da * da + db * db).squareRoot()
        let power = Float.pow(hyab, colorExponent)
        let color =
            power < cutoff
            ? power * (colorCutoffTarget / cutoff)
            : colorCutoffTarget + (power - cutoff) / (cmax - cutoff) * (1 - colorCutoffTarget)
        // q_f = 0.5: a square root.
        let feature = (max(edge, point) / Float(2).squareRoot()).squareRoot()
        return Float.pow(color, 1 - feature)
    }

    /// The constants of ``error(lightness:a:b:edge:point:)`` for the C kernel (``ns_flip_errors``).
    static let kernelConstants: ns_flip_error = {
        let cmax = maximumColorDifference
        let cutoff = colorCutoff * cmax
        return ns_flip_error(
            color_exponent: colorExponent, cutoff: cutoff, cutoff_target: colorCutoffTarget, below_scale: colorCutoffTarget / cutoff,
            above_span: cmax - cutoff, above_scale: 1 - colorCutoffTarget, root_two: Float(2).squareRoot())
    }()

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
        package let prepared: Prepared

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
    package struct Prepared: Sendable, Equatable {
        package let lightness: [Float]
        package let a: [Float]
        package let b: [Float]
        package let edges: [Float]
        package let points: [Float]

        init(_ image: RGBAImage, filters: FLIPFilters, parallelism: Parallelism) {
            let width = image.width
            let planes = SharedPlane.filled(5, count: width * image.height) { out in
                FLIPRows(image, filters: filters).forEachRow(parallelism: parallelism) { y, row in
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

        /// Calls `body` with the planes' storage, row 0 of each.
        func withFeatures<Result>(_ body: (FLIPRows.Features) -> Result) -> Result {
            lightness.withUnsafeBufferPointer { l in
                a.withUnsafeBufferPointer { a in
                    b.withUnsafeBufferPointer { b in
                        edges.withUnsafeBufferPointer { edges in
                            points.withUnsafeBufferPointer { points in
                                body(
                                    FLIPRows.Features(
                                        lightness: l.baseAddress!, a: a.baseAddress!, b: b.baseAddress!,
                                        edges: edges.baseAddress!, points: points.baseAddress!))
                            }
                        }
                    }
                }
            }
        }
    }
}
