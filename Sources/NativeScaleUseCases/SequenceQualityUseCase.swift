public import NativeScaleCore
import NativeScaleImages
public import NativeScaleQuality
import NativeScaleReferences
public import NativeScaleResults

/// The use case behind `nativescale quality REF_DIR TEST_DIR`: reads two sequences of frames a
/// pair at a time, measures each pair as `quality` measures two images, and judges the whole
/// sequence with ColorVideoVDP's video mode at a frame rate.
public struct SequenceQualityUseCase {
    /// The two sequences (their folders and frame files, in order), the frame rate and what to measure.
    public struct Request: Sendable {
        public let referenceFolder: String
        public let testFolder: String
        /// The frames' files, in the order they are shown; as many of each.
        public let referenceFrames: [String]
        public let testFrames: [String]
        public let framesPerSecond: Double
        public let viewing: ViewingGeometry
        /// The filter each test frame is resampled to the reference's size with; nil refuses sizes that differ.
        public let resize: ResampleFilter?
        public let metricSet: QualityMetricSet
        public let display: DisplayModel?

        public init(
            referenceFolder: String, testFolder: String, referenceFrames: [String], testFrames: [String], framesPerSecond: Double,
            viewing: ViewingGeometry, resize: ResampleFilter?, metricSet: QualityMetricSet = .flip, display: DisplayModel? = nil
        ) {
            precondition(!metricSet.includesColorVideoVDP || display != nil, "ColorVideoVDP needs a display model")
            self.referenceFolder = referenceFolder
            self.testFolder = testFolder
            self.referenceFrames = referenceFrames
            self.testFrames = testFrames
            self.framesPerSecond = framesPerSecond
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

    /// What it measured, and the FLIP error map of the worst frame by mean FLIP.
    public struct Outcome: Sendable {
        public let comparison: QualityComparison
        public let worstFlipErrors: FLIPErrorMap?
    }

    /// Checks the frame lists, then reads, measures and drops one pair at a time; every bad
    /// frame is a thrown error naming it.
    public func run() throws -> Outcome {
        guard !request.referenceFrames.isEmpty else { throw QualityError.noFrames(folder: request.referenceFolder) }
        guard !request.testFrames.isEmpty else { throw QualityError.noFrames(folder: request.testFolder) }
        guard request.referenceFrames.count == request.testFrames.count else {
            throw QualityError.frameCountsDiffer(reference: request.referenceFrames.count, test: request.testFrames.count)
        }
        if request.metricSet.includesColorVideoVDP, request.referenceFrames.count < 2 {
            throw QualityError.tooFewFramesForVideo(folder: request.referenceFolder, frames: request.referenceFrames.count)
        }
        var frames: [QualityComparison.Sequence.Frame] = []
        var video = request.display.flatMap { display in
            request.metricSet.includesColorVideoVDP
                ? ColorVideoVDPVideo(metric: ColorVideoVDP(display: display), framesPerSecond: request.framesPerSecond) : nil
        }
        var worst: (flip: Double, map: FLIPErrorMap)?
        var first: (size: PixelSize, testSize: PixelSize, bits: Int)?
        for (referencePath, testPath) in zip(request.referenceFrames, request.testFrames) {
            let (reference, test) = try QualityUseCase.read(referencePath, testPath)
            guard reference.bitsPerChannel == test.bitsPerChannel else {
                throw QualityError.depthsDiffer(reference: reference.bitsPerChannel, test: test.bitsPerChannel)
            }
            let size = PixelSize(width: reference.image.width, height: reference.image.height)
            let testSize = PixelSize(width: test.image.width, height: test.image.height)
            if let first, first.size != size || first.testSize != testSize {
                throw QualityError.frameSizeDiffers(
                    frame: first.size != size ? referencePath : testPath, size: first.size != size ? size : testSize,
                    first: first.size != size ? first.size : first.testSize)
            }
            first = first ?? (size, testSize, reference.bitsPerChannel)
            var image = test.image
            if testSize != size {
                guard let resize = request.resize else { throw QualityError.sizesDiffer(reference: size, test: testSize) }
                image = ReferenceResampler.resample(test.image, to: size.width, size.height, filter: resize)
            }
            if video != nil, min(size.width, size.height) < ColorVideoVDP.minimumSide { throw QualityError.tooSmallForColorVideoVDP(size) }
            let metrics: QualityMetrics
            if request.metricSet.includesFLIP {
                let (measured, map) = QualityMetrics.measure(image, against: reference.image, pixelsPerDegree: request.viewing.pixelsPerDegree)
                metrics = measured
                if let flip = measured.flip?.mean, let map, flip > (worst?.flip ?? -1) { worst = (flip, map) }
            } else {
                let errors = QualityMetrics.pixelErrors(image, against: reference.image)
                metrics = QualityMetrics(psnr: errors.psnr, ssim: nil, meanAbsoluteError: errors.meanAbsoluteError)
            }
            video?.append(test: image, reference: reference.image)
            frames.append(.init(reference: Self.name(referencePath), test: Self.name(testPath), metrics: metrics))
        }
        let score = video?.score()
        guard let first else { throw QualityError.noFrames(folder: request.referenceFolder) }
        var comparison = QualityComparison(
            reference: request.referenceFolder, test: request.testFolder, size: first.size, testSize: first.testSize,
            resize: first.testSize == first.size ? nil : request.resize, bitsPerChannel: first.bits, viewing: request.viewing,
            metricSet: request.metricSet, metrics: QualityMetrics.averaged(frames.map(\.metrics), jod: score?.jod))
        comparison.sequence = .init(
            framesPerSecond: request.framesPerSecond, frames: frames,
            flip: request.metricSet.includesFLIP ? FrameSpread(frames.map { $0.metrics.flip?.mean ?? .nan }) : nil, colorVideoVDP: score)
        return Outcome(comparison: comparison, worstFlipErrors: worst?.map)
    }

    /// A path's last component: the frame's file name.
    static func name(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

}
