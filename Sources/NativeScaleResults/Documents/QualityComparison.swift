public import NativeScaleCore

/// What `nativescale quality` found comparing two images: PSNR, SSIM and FLIP of the test image
/// against the reference, at a viewing geometry, written as `--json` (schema `nativescale.quality`).
public struct QualityComparison: Codable, Sendable {
    public static let schemaName = "nativescale.quality"
    public static let currentSchemaVersion = 1

    public let schema: String
    public let schemaVersion: Int
    /// The files compared, as given.
    public let reference: String
    public let test: String
    /// The size compared at: the reference's.
    public let size: SizeDocument<Int>
    /// The test image's own size, and the filter it was resampled to the reference's size with;
    /// nil when the sizes were equal.
    public let testSize: SizeDocument<Int>
    public let resize: ResampleFilter?
    /// Bits a channel in both files (16-bit files are compared at 8 bits).
    public let bitsPerChannel: Int
    /// The pixels per degree FLIP was evaluated at, and what they come from.
    public let viewing: ViewingGeometry
    public let metrics: QualityMetrics

    public init(reference: String, test: String, size: PixelSize, testSize: PixelSize, resize: ResampleFilter?, bitsPerChannel: Int,
                viewing: ViewingGeometry, metrics: QualityMetrics) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.reference = reference
        self.test = test
        self.size = SizeDocument(size)
        self.testSize = SizeDocument(testSize)
        self.resize = resize
        self.bitsPerChannel = bitsPerChannel
        self.viewing = viewing
        self.metrics = metrics
    }
}
