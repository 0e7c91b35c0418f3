import NativeScaleContent
public import NativeScaleCore
public import NativeScaleResults

/// The use case behind `nativescale quality`: reads two image files, resamples the test image to
/// the reference's size when asked, and measures PSNR, SSIM and FLIP at a viewing geometry.
public struct QualityUseCase {
    public let referencePath: String
    public let testPath: String
    public let viewing: ViewingGeometry
    /// The filter the test image is resampled to the reference's size with; nil refuses sizes that differ.
    public let resize: ResampleFilter?

    public init(referencePath: String, testPath: String, viewing: ViewingGeometry, resize: ResampleFilter?) {
        self.referencePath = referencePath
        self.testPath = testPath
        self.viewing = viewing
        self.resize = resize
    }

    /// What it measured, and FLIP's error map (colour-mapped, magma) for saving.
    public struct Outcome: Sendable {
        public let comparison: QualityComparison
        public let flipMap: RGBAImage?
    }

    /// Reads both files, then compares; every bad input is a thrown error before any metric runs.
    public func run() throws -> Outcome {
        let reference = try ImageFile(path: referencePath), test = try ImageFile(path: testPath)
        guard reference.bitsPerChannel == test.bitsPerChannel else {
            throw QualityError.depthsDiffer(reference: reference.bitsPerChannel, test: test.bitsPerChannel)
        }
        let size = PixelSize(width: reference.image.width, height: reference.image.height)
        let testSize = PixelSize(width: test.image.width, height: test.image.height)
        var image = test.image
        if testSize != size {
            guard let resize else { throw QualityError.sizesDiffer(reference: size, test: testSize) }
            image = ReferenceResampler.resample(test.image, to: size.width, size.height, filter: resize)
        }
        let (metrics, flipMap) = QualityMetrics.measure(image, against: QualityReference(reference.image, pixelsPerDegree: viewing.pixelsPerDegree))
        let comparison = QualityComparison(reference: referencePath, test: testPath, size: size, testSize: testSize,
                                           resize: testSize == size ? nil : resize, bitsPerChannel: reference.bitsPerChannel,
                                           viewing: viewing, metrics: metrics)
        return Outcome(comparison: comparison, flipMap: flipMap?.colorMapped())
    }
}

/// Two images that cannot be compared as they are.
public enum QualityError: ReportableError, Hashable {
    /// Different sizes and no filter to resample with.
    case sizesDiffer(reference: PixelSize, test: PixelSize)
    /// An 8-bit file beside a 16-bit one.
    case depthsDiffer(reference: Int, test: Int)

    public var exitStatus: ExitStatus { .badInput }

    public var description: String {
        switch self {
        case let .sizesDiffer(reference, test):
            "the test image is \(test) and the reference \(reference); expected the same size, or a filter to resample the test image with"
        case let .depthsDiffer(reference, test):
            "the reference has \(reference) bits a channel and the test image \(test); expected both 8-bit or both 16-bit"
        }
    }
}
