internal import CVectorKernels
public import NativeScaleCore
internal import RealModule

extension QualityMetrics {
    /// Measures `image` against `reference` (same size).
    public init(_ image: RGBAImage, against reference: RGBAImage) {
        self.init(image, against: QualityReference(reference))
    }

    /// Measures `image` against a prepared reference (same size).
    public init(_ image: RGBAImage, against prepared: QualityReference) {
        self = Self.measure(image, against: prepared).metrics
    }

    /// Measures `image` against a prepared reference (same size), and returns FLIP's error map
    /// beside the metrics when the reference has a pixels per degree. Runs with the reference's
    /// ``QualityReference/parallelism``.
    public static func measure(_ image: RGBAImage, against prepared: QualityReference) -> (metrics: QualityMetrics, flipMap: FLIPErrorMap?) {
        let reference = prepared.image
        let parallelism = prepared.parallelism
        let errors = pixelErrors(image, against: reference, parallelism: parallelism)
        let map = prepared.flip.map { FLIP(pixelsPerDegree: $0.pixelsPerDegree).errorMap(image, against: $0, parallelism: parallelism) }
        let ssim = prepared.structure.flatMap {
            StructuralSimilarity.mean(of: LumaPlane(image, parallelism: parallelism), against: $0, parallelism: parallelism)
        }
        let metrics = QualityMetrics(psnr: errors.psnr, ssim: ssim, meanAbsoluteError: errors.meanAbsoluteError, flip: map?.statistics)
        return (metrics, map)
    }

    /// Measures `image` against `reference` (same size) once, and returns FLIP's error map beside
    /// the metrics when `pixelsPerDegree` is given: the same figures as against a
    /// ``QualityReference``, with nothing of the reference prepared and kept (both images' rows
    /// are filtered side by side).
    public static func measure(
        _ image: RGBAImage, against reference: RGBAImage, pixelsPerDegree: PixelsPerDegree?,
        parallelism: Parallelism = .allCores
    ) -> (metrics: QualityMetrics, flipMap: FLIPErrorMap?) {
        let errors = pixelErrors(image, against: reference, parallelism: parallelism)
        let map = pixelsPerDegree.map { FLIP(pixelsPerDegree: $0).errorMap(image, against: reference, parallelism: parallelism) }
        let ssim = StructuralSimilarity.mean(of: image, against: reference, parallelism: parallelism)
        let metrics = QualityMetrics(psnr: errors.psnr, ssim: ssim, meanAbsoluteError: errors.meanAbsoluteError, flip: map?.statistics)
        return (metrics, map)
    }

    /// PSNR and the mean absolute error of `image` against `reference` (same size), over R, G and B:
    /// exact integer sums, on the widest vectors (``VectorKernels``) or the portable loop.
    public static func pixelErrors(
        _ image: RGBAImage, against reference: RGBAImage,
        parallelism: Parallelism = .allCores
    ) -> (psnr: Double, meanAbsoluteError: Double) {
        precondition(image.width == reference.width && image.height == reference.height, "images differ in size")
        let width = image.width
        // Integer sums: exact in any order, so each band sums its own rows.
        let sums = image.bytes.withUnsafeBufferPointer { a in
            reference.bytes.withUnsafeBufferPointer { b in
                parallelism.mapBands(rows: image.height) { rows in
                    let first = rows.lowerBound * width
                    let pixels = rows.count * width
                    if VectorKernels.unit == .widest {
                        var squared: UInt64 = 0
                        var absolute: UInt64 = 0
                        ns_pixel_errors(a.baseAddress! + 4 * first, b.baseAddress! + 4 * first, pixels, &squared, &absolute)
                        return (squared, absolute)
                    }
                    var squared: UInt64 = 0
                    var absolute: UInt64 = 0
                    for pixel in first..<(first + pixels) {
                        for c in 0..<3 {
                            let d = Int(a[pixel * 4 + c]) - Int(b[pixel * 4 + c])
                            squared += UInt64(d * d)
                            absolute += UInt64(abs(d))
                        }
                    }
                    return (squared, absolute)
                }
            }
        }
        let squared = sums.map(\.0).reduce(0, +)
        let absolute = sums.map(\.1).reduce(0, +)
        let samples = Double(image.width * image.height * 3)
        return (psnr(meanSquaredError: Double(squared) / samples), Double(absolute) / samples)
    }
}
