import Dispatch
public import NativeScaleCore
public import NativeScaleResults
public import NativeScaleTuning
import Synchronization

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
        /// How recorded frames move to other scales; nil: the rule the recording bears out when
        /// it spans scales (``LoadRuleFit``), else ``LoadRule/proportional``.
        public var rule: LoadRule?
        /// A Perfetto trace's track whose slices are the frames.
        public var track: String = PerfettoRecording.nativeTrack
        /// Frames each time arrives late; nil: each engine's own.
        public var feedbackDelay: Int?
        /// More recordings and budgets the settings search holds to (each recording at each
        /// budget, the first recording and `settings`' budget among them); only with a quality limit.
        public var moreRecordings: [String] = []
        public var moreBudgets: [Double] = []

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
        if request.qualityLimit == nil, !request.moreRecordings.isEmpty || !request.moreBudgets.isEmpty {
            throw DynamicResolutionReplayError.casesWithoutQualityLimit(
                recordings: 1 + request.moreRecordings.count, budgets: 1 + request.moreBudgets.count)
        }
        let megapixels = Double(outputSize.pixelCount) / 1e6
        var recordings: [(path: String, frames: [DynamicResolutionReplay.RecordedFrame])] = []
        for path in [request.recording] + request.moreRecordings {
            recordings.append((path, try FrameTimeRecording.read(from: path, recordedScale: request.recordedScale, track: request.track)))
        }
        let ruleFit = LoadRuleFit(recording: recordings[0].frames, model: model, outputMegapixels: megapixels)
        let replay = try DynamicResolutionReplay(
            recording: recordings[0].frames, model: model, outputMegapixels: megapixels, settings: request.settings,
            rule: request.rule ?? ruleFit?.rule ?? .proportional
        ).delayed(by: request.feedbackDelay)
        var cases: [(DynamicResolutionResult.Tuning.Case, DynamicResolutionReplay)] = []
        if request.qualityLimit != nil {
            for recording in recordings {
                let base = recording.path == recordings[0].path ? replay : try replay.replacing(recording.frames)
                for budget in [request.settings.budgetMilliseconds] + request.moreBudgets {
                    cases.append((.init(recording: recording.path, budgetMilliseconds: budget), try base.budgeted(budget)))
                }
            }
        }
        var result = DynamicResolutionResult(
            input: request.recording, replay: replay, outputSize: outputSize, fit: fit, tuning: try tuning(cases, fit: fit),
            controllers: Self.replayed(request.controllers, through: replay, curve: fit?.qualityCurve))
        result.loadRuleFit = ruleFit
        return result
    }

    /// Each controller's replay as its document, the controllers on every core at once, each
    /// replay's frames packed into the document's columns as soon as it ends (a million frames
    /// of five controllers would otherwise be held twice).
    static func replayed(_ names: [ControllerName], through replay: DynamicResolutionReplay, curve: QualityCurve?) -> [DynamicResolutionResult.Controller] {
        let results = Mutex<[Int: DynamicResolutionResult.Controller]>([:])
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let controller = DynamicResolutionResult.Controller(name: names[index], outcome: replay.run(names[index]), curve: curve)
            results.withLock { $0[index] = controller }
        }
        return results.withLock { results in names.indices.compactMap { results[$0] } }
    }

    /// The settings under the quality limit over every case, when a limit is given.
    func tuning(_ cases: [(DynamicResolutionResult.Tuning.Case, DynamicResolutionReplay)], fit: CostModelFit?) throws -> DynamicResolutionResult.Tuning? {
        guard let limit = request.qualityLimit, let first = cases.first?.1 else { return nil }
        guard let fit, let curve = fit.qualityCurve else { throw DynamicResolutionReplayError.qualityLimitWithoutSweep }
        guard let tuning = try DynamicResolutionTuning(replays: cases.map(\.1), names: request.controllers, curve: curve, limit: limit) else {
            throw DynamicResolutionReplayError.qualityLimitUnreachable(
                limit: limit, metric: fit.metric, atMaximum: curve.value(at: first.settings.maximumScale))
        }
        return DynamicResolutionResult.Tuning(tuning, metric: fit.metric, cases: cases.map(\.0))
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
    /// Several recordings or budgets, which only the settings search takes, without a quality limit.
    case casesWithoutQualityLimit(recordings: Int, budgets: Int)
}
