public import NativeScaleCore
public import NativeScaleResults
public import NativeScaleTuning

/// The use case behind `nativescale dynres replay`: frame times recorded at known scales,
/// replayed through every controller asked for, each frame's cost at the scale the controller
/// picks predicted by a cost model, given or fitted to a sweep's timed points.
public struct DynamicResolutionReplayUseCase {
    /// Where the cost model comes from.
    public enum ModelSource: Sendable {
        case given(CostModel)
        /// Fitted to the timed points of a sweep's file, of `filter` (nil: the recommendation's,
        /// else the sweep's first filter).
        case sweep(path: String, filter: ResampleFilter?)
    }

    /// The recording, the model, the output and the controllers.
    public struct Request: Sendable {
        /// A CSV with the header `frame,gpu_ms,scale`, PresentMon's CSV, a bench result, or a
        /// Perfetto trace.
        public var recording: String
        /// The scale PresentMon's frames were rendered at.
        public var recordedScale: Double = 1
        /// The quality the settings search holds every scale to, in the sweep's metric (FLIP: at
        /// most; SSIM, PSNR: at least); nil searches nothing. Needs a model from a sweep.
        public var qualityLimit: Double?
        public var model: ModelSource
        /// The output size the scales are of (a display's native size); nil: the sweep's.
        public var outputSize: PixelSize?
        public var settings: ControllerSettings
        public var controllers: [ControllerName]
        /// How recorded frames move to other scales.
        public var rule: LoadRule = .proportional
        /// A Perfetto trace's track whose slices are the frames.
        public var track: String = PerfettoRecording.nativeTrack

        public init(
            recording: String, model: ModelSource, outputSize: PixelSize?, settings: ControllerSettings, controllers: [ControllerName],
            recordedScale: Double = 1, qualityLimit: Double? = nil
        ) {
            self.recording = recording
            self.recordedScale = recordedScale
            self.qualityLimit = qualityLimit
            self.model = model
            self.outputSize = outputSize
            self.settings = settings
            self.controllers = controllers
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Reads the model and the recording (refusing either whole when any part is bad), then replays.
    public func run() throws -> DynamicResolutionResult {
        let (model, fit) = try resolvedModel()
        guard let outputSize = request.outputSize ?? fit.map({ PixelSize(width: $0.outputSize.width, height: $0.outputSize.height) }) else {
            throw DynamicResolutionReplayError.noOutputSize
        }
        let frames = try FrameTimeRecording.read(from: request.recording, recordedScale: request.recordedScale, track: request.track)
        let replay = DynamicResolutionReplay(
            recording: frames, model: model, outputMegapixels: Double(outputSize.pixelCount) / 1e6,
            settings: request.settings, rule: request.rule)
        return DynamicResolutionResult(
            input: request.recording, replay: replay, outputSize: outputSize, fit: fit, tuning: try tuning(replay, fit: fit),
            outcomes: request.controllers.map { ($0, replay.run($0)) })
    }

    /// The settings under the quality limit, when one is given.
    func tuning(_ replay: DynamicResolutionReplay, fit: CostModelFit?) throws -> DynamicResolutionResult.Tuning? {
        guard let limit = request.qualityLimit else { return nil }
        guard let fit, let curve = fit.qualityCurve else { throw DynamicResolutionReplayError.qualityLimitWithoutSweep }
        guard let tuning = try DynamicResolutionTuning(replay: replay, names: request.controllers, curve: curve, limit: limit) else {
            throw DynamicResolutionReplayError.qualityLimitUnreachable(
                limit: limit, metric: fit.metric, atMaximum: curve.value(at: replay.settings.maximumScale))
        }
        return DynamicResolutionResult.Tuning(tuning, metric: fit.metric)
    }

    /// The model given, or the one fitted to the sweep with its fit.
    func resolvedModel() throws -> (CostModel, CostModelFit?) {
        switch request.model {
        case .given(let model): return (model, nil)
        case .sweep(let path, let filter):
            guard case .sweep(let result) = try ResultFile.read(from: path) else { throw DynamicResolutionReplayError.notASweep(path: path) }
            let recommended = result.recommendation.flatMap { result.points.indices.contains($0.pointIndex) ? result.points[$0.pointIndex].filter : nil }
            let chosen = filter ?? recommended ?? result.configuration.filters.first ?? .bilinear
            guard let fit = CostModelFit(result, filter: chosen), let model = fit.model else {
                throw DynamicResolutionReplayError.noFit(path: path, filter: chosen)
            }
            return (model, fit)
        }
    }
}

/// A replay request whose model or output cannot be had; the CLI words it.
public enum DynamicResolutionReplayError: Error, Hashable, Sendable {
    /// A model given by hand and no display to give the output size.
    case noOutputSize
    /// `--model FILE` names a result that is not a sweep.
    case notASweep(path: String)
    /// The sweep has fewer than two timed points of `filter` at different sizes, or they fit no
    /// cost that grows with the pixels.
    case noFit(path: String, filter: ResampleFilter)
    /// `--quality-limit` with a model given by hand: the quality curve comes from a sweep.
    case qualityLimitWithoutSweep
    /// Even the largest scale's quality misses the limit.
    case qualityLimitUnreachable(limit: Double, metric: QualityMetric, atMaximum: Double)
}
