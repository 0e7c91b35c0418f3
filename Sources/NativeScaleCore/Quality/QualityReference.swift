/// A reference image prepared for measuring many images against it: its pixels, its luma's
/// local moments for SSIM, and its FLIP filtering at a pixels per degree, each computed once.
public struct QualityReference: Sendable {
    /// The reference pixels.
    public let image: RGBAImage
    /// The SSIM reference; nil when the image is smaller than the SSIM window.
    public let structure: StructuralSimilarity.Reference?
    /// The FLIP reference; nil when no pixels per degree was given.
    public let flip: FLIP.Reference?

    /// Prepares `image`, for FLIP too when `pixelsPerDegree` is given.
    public init(_ image: RGBAImage, pixelsPerDegree: PixelsPerDegree? = nil) {
        self.image = image
        structure = StructuralSimilarity.Reference(LumaPlane(image))
        flip = pixelsPerDegree.map { FLIP.Reference(image, pixelsPerDegree: $0) }
    }
}
