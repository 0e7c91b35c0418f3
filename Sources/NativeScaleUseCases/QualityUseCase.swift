import Dispatch
public import NativeScaleCore
import NativeScaleImages
public import NativeScaleQuality
import NativeScaleReferences
public import NativeScaleResults
import Synchronization

/// The use case behind `nativescale quality`: reads two image files, resamples the test image to
/// the reference's size when asked, and measures PSNR, SSIM and FLIP at a viewing geometry and
/// ColorVideoVDP on a display model.
public struct QualityUseCase {
    /// The two files, the viewing geometry and the filter.
    public struct Request: Sendable {
        public let referencePath: String
        public let testPath: String
        public let viewing: ViewingGeometry
        /// The filter the test image is resampled to the reference's size with; nil refuses sizes that differ.
        public let resize: ResampleFilter?
        /// Which metrics to compute, and the display ColorVideoVDP judges on (required when it runs).
        public let metricSet: QualityMetricSet
        public let display: DisplayModel?
        /// A second filter the test image is also resampled with, measured beside `resize` at the
        /// same size (`--beside bilinear` for an upscaler); nil for none.
        public let beside: ResampleFilter?

        public init(
            referencePath: String, testPath: String, viewing: ViewingGeometry, resize: ResampleFilter?,
            metricSet: QualityMetricSet = .flip, display: DisplayModel? = nil, beside: ResampleFilter? = nil
        ) {
            self.beside = beside
            precondition(!metricSet.includesColorVideoVDP || display != nil, "ColorVideoVDP needs a display model")
            self.referencePath = referencePath
            self.testPath = testPath
            self.viewing = viewing
            self.resize = resize
            self.metricSet = metricSet
            self.display = display
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// What it measured, and FLIP's error map (colour-mapped for saving only when asked).
    public struct Outcome: Sendable {
        public let comparison: QualityComparison
        public let flipErrors: FLIPErrorMap?
        /// The error map of the `beside` filter's output, when one was asked for.
        public var besideFlipErrors: FLIPErrorMap? = nil
    }

    /// Reads both files, then compares; every bad input is a thrown error before any metric runs.
    public func run() throws -> Outcome {
        let (reference, test) = try Self.read(request.referencePath, request.testPath)
        guard reference.bitsPerChannel == test.bitsPerChannel else {
            throw QualityError.depthsDiffer(reference: reference.bitsPerChannel, test: test.bitsPerChannel)
        }
        let size = PixelSize(width: reference.image.width, height: reference.image.height)
        let testSize = PixelSize(width: test.image.width, height: test.image.height)
        var image = test.image
        if testSize != size {
            guard let resize = request.resize else { throw QualityError.sizesDiffer(reference: size, test: testSize) }
            image = ReferenceResampler.resample(test.image, to: size.width, size.height, filter: resize)
        }
        if request.metricSet.includesColorVideoVDP, min(size.width, size.height) < ColorVideoVDP.minimumSide {
            throw QualityError.tooSmallForColorVideoVDP(size)
        }
        let (metrics, flipMap, score) = measure(image, against: reference.image)
        var comparison = QualityComparison(
            reference: request.referencePath, test: request.testPath, size: size, testSize: testSize,
            resize: testSize == size ? nil : request.resize, bitsPerChannel: reference.bitsPerChannel,
            viewing: request.viewing, metricSet: request.metricSet, metrics: metrics, colorVideoVDP: score)
        var outcome = Outcome(comparison: comparison, flipErrors: flipMap)
        if let beside = request.beside, testSize != size {
            let other = ReferenceResampler.resample(test.image, to: size.width, size.height, filter: beside)
            let measured = measure(other, against: reference.image)
            comparison.beside = QualityComparison.Beside(filter: beside, metrics: measured.metrics, jod: measured.score?.jod)
            outcome = Outcome(comparison: comparison, flipErrors: flipMap, besideFlipErrors: measured.flipMap)
        }
        return outcome
    }

    /// Every metric of the request's set for `image` against `reference`.
    private func measure(_ image: RGBAImage, against reference: RGBAImage) -> (metrics: QualityMetrics, flipMap: FLIPErrorMap?, score: ColorVideoVDPScore?) {
        var metrics: QualityMetrics
        var flipMap: FLIPErrorMap? = nil
        if request.metricSet.includesFLIP {
            (metrics, flipMap) = QualityMetrics.measure(image, against: reference, pixelsPerDegree: request.viewing.pixelsPerDegree)
        } else {
            let errors = QualityMetrics.pixelErrors(image, against: reference)
            metrics = QualityMetrics(psnr: errors.psnr, ssim: nil, meanAbsoluteError: errors.meanAbsoluteError)
        }
        let score = request.display.flatMap { display in
            request.metricSet.includesColorVideoVDP ? ColorVideoVDP(display: display).score(image, against: reference) : nil
        }
        return (metrics, flipMap, score)
    }
}

extension QualityUseCase {
    /// Both files read and decoded at once, a thread each (decoding was a seventh of the
    /// command's CPU time); when both are bad, the reference's error is the one thrown.
    static func read(_ referencePath: String, _ testPath: String) throws(ContentError) -> (ImageFile, ImageFile) {
        let results = Mutex<[Int: Result<ImageFile, ContentError>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { () throws(ContentError) in try ImageFile(path: index == 0 ? referencePath : testPath) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results throws(ContentError) in (try results[0]!.get(), try results[1]!.get()) }
    }
}

/// Two images that cannot be compared as they are; the CLI words it and gives its status.
public enum QualityError: Error, Hashable, Sendable {
    /// Different sizes and no filter to resample with.
    case sizesDiffer(reference: PixelSize, test: PixelSize)
    /// An 8-bit file beside a 16-bit one.
    case depthsDiffer(reference: Int, test: Int)
    /// Smaller than ColorVideoVDP's pyramid needs on one side (``ColorVideoVDP/minimumSide``).
    case tooSmallForColorVideoVDP(PixelSize)
    /// A folder given as a sequence holds no PNG frame.
    case noFrames(folder: String)
    /// The two sequences hold different numbers of frames.
    case frameCountsDiffer(reference: Int, test: Int)
    /// A frame's size differs from the same sequence's first frame.
    case frameSizeDiffers(frame: String, size: PixelSize, first: PixelSize)
    /// ColorVideoVDP's video mode asked of a single frame.
    case tooFewFramesForVideo(folder: String, frames: Int)
}
