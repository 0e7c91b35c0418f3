/// A reference image prepared for measuring many images against it: its pixels, and its luma's
/// local moments for SSIM, computed once.
public struct QualityReference: Sendable {
    /// The reference pixels.
    public let image: RGBAImage
    /// The SSIM reference; nil when the image is smaller than the SSIM window.
    public let structure: StructuralSimilarity.Reference?

    /// Prepares `image`.
    public init(_ image: RGBAImage) {
        self.image = image
        structure = StructuralSimilarity.Reference(LumaPlane(image))
    }
}
