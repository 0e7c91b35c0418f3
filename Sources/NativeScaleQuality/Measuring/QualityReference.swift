public import NativeScaleCore

/// A reference image prepared for measuring many images against it: its pixels, its luma's
/// local moments for SSIM, and its FLIP filtering at a pixels per degree, each computed once.
public struct QualityReference: Sendable {
    /// The reference pixels.
    public let image: RGBAImage
    /// The SSIM reference; nil when the image is smaller than the SSIM window.
    public let structure: StructuralSimilarity.Reference?
    /// The FLIP reference; nil when no pixels per degree was given.
    public let flip: FLIP.Reference?

    /// How its own preparation ran, and how images measured against it run.
    public let parallelism: Parallelism

    /// Prepares `image`, for FLIP too when `pixelsPerDegree` is given.
    public init(_ image: RGBAImage, pixelsPerDegree: PixelsPerDegree? = nil, parallelism: Parallelism = .allCores) {
        self.image = image
        self.parallelism = parallelism
        structure = StructuralSimilarity.Reference(LumaPlane(image, parallelism: parallelism), parallelism: parallelism)
        flip = pixelsPerDegree.map { FLIP.Reference(image, pixelsPerDegree: $0, parallelism: parallelism) }
    }
}
