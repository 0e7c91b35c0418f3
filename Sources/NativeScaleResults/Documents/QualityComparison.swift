public import NativeScaleCore

/// What `nativescale quality` found comparing two images: PSNR, SSIM and FLIP of the test image
/// against the reference at a viewing geometry, and ColorVideoVDP in JOD on a display model,
/// written as `--json` (schema `nativescale.quality`; version 2 added `metricSet` and
/// `colorVideoVDP`, version 3 `beside`, version 4 `sequence`: two folders of frames).
public struct QualityComparison: Codable, Sendable {
    public static let schemaName = "nativescale.quality"
    public static let currentSchemaVersion = 4

    /// The same test image resampled with a second filter (`--beside`), measured at the same size.
    public struct Beside: Codable, Sendable, Hashable {
        public let filter: ResampleFilter
        public let metrics: QualityMetrics
        /// ColorVideoVDP's JOD, when the set computes it.
        public let jod: Double?

        public init(filter: ResampleFilter, metrics: QualityMetrics, jod: Double?) {
            self.filter = filter
            self.metrics = metrics
            self.jod = jod
        }
    }

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
    /// Which metrics were computed: PSNR and the mean absolute error always, SSIM and FLIP for
    /// `flip` and `all`, ColorVideoVDP for `cvvdp` and `all`.
    public let metricSet: QualityMetricSet
    public let metrics: QualityMetrics
    /// ColorVideoVDP's quality in JOD, its display model and its bands; nil unless computed.
    public let colorVideoVDP: ColorVideoVDPScore?
    /// The unit of each figure by its key (``units``), written into the file so that a reader
    /// need not guess them.
    public let units: [String: String]
    /// The second filter's figures (`--beside`); absent without one.
    public var beside: Beside?
    /// Two sequences compared frame by frame; absent for two images. For a sequence, `reference`
    /// and `test` are the folders, `size` the frames', and `metrics` the means over the frames.
    public var sequence: Sequence?

    /// The units of the document's figures.
    public static let units = [
        "psnr": "dB", "ssim": "1 (mean SSIM of the luma)", "meanAbsoluteError": "1/255 steps", "flip": "1 (mean of FLIP's error map, 0 to 1)",
        "jod": "JOD (10: no visible difference)", "pixelsPerDegree": "pixels per degree of visual angle",
        "peakLuminance": "cd/m²", "ambientIlluminance": "lx", "reflectivity": "fraction of the ambient light",
        "contrast": "peak over black (1000 for 1000:1)", "frequency": "cycles per degree", "distance": "cm",
        "framesPerSecond": "frames per second",
    ]

    public init(
        reference: String, test: String, size: PixelSize, testSize: PixelSize, resize: ResampleFilter?, bitsPerChannel: Int,
        viewing: ViewingGeometry, metricSet: QualityMetricSet = .flip, metrics: QualityMetrics, colorVideoVDP: ColorVideoVDPScore? = nil
    ) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.reference = reference
        self.test = test
        self.size = SizeDocument(size)
        self.testSize = SizeDocument(testSize)
        self.resize = resize
        self.bitsPerChannel = bitsPerChannel
        self.viewing = viewing
        self.metricSet = metricSet
        self.metrics = metrics
        self.colorVideoVDP = colorVideoVDP
        units = Self.units
    }
}
