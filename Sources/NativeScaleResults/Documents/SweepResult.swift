public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleTuning

/// The result file of `nativescale sweep`: every render size × filter with its cost, memory and
/// quality, the Pareto frontier, the recommendation, image crops, and the raw samples.
public struct SweepResult: Codable, Sendable {
    /// The schema name written into every sweep result.
    public static let schemaName = "nativescale.sweep"
    /// The schema version this build writes; version 2 holds the harness's device document
    /// and clock instead of renderer types; version 3 may be a shard (`shard`); version 4 adds
    /// FLIP: the viewing geometry (`configuration.viewing`), each point's `quality.flip`, and the
    /// crops' FLIP error maps (`flipPng`); version 6 keeps the run's notes apart and writes each
    /// experiment's anomalies as values; version 5 adds each experiment's audit and each
    /// point's `auditPassed`, with stage times whose start stamps are ordered before their work;
    /// version 7 is the adaptive sweep: the quality metric the frontier and the recommendation
    /// judge by (`configuration.qualityMetric`; SSIM before), whether every point was measured
    /// to its stop rule (`configuration.exhaustive`), and each point's `settlement`, with no
    /// `cost` for a point quality alone settled; version 8 places each experiment's samples in
    /// time (``FrameTimeline``), for traces; version 9 says how to apply the recommendation
    /// (`recommendation.apply`: the values to set and the snippet, ``SizeSettingDocument``);
    /// version 10 audits each experiment as bench schema 6 does; version 11 adds the race's
    /// outcome (`race`) and the recommendation's tie; version 12 stores the recommendation as
    /// values (`recommendation.rule`: the ``RecommendationRule`` kind and outcome, the
    /// `baseline` and `native` points it is compared with) and its sentence as the report words it;
    /// version 13 adds ColorVideoVDP: each point's `quality.jod`, the display model it was scored
    /// on (`configuration.colorVideoVDPDisplay`), the JOD metric and the constraints'
    /// `maximumJODLoss` with the `minimumJOD` it resolved to; version 14 audits each experiment as
    /// bench schema 9 does (every step timed, dose checks); version 15 ties points on cost only
    /// within ``RaceDesign/equivalenceMargin`` and, where the race left points it could neither
    /// tell apart nor show equal, recommends nothing and names them (`undecided`); version 16
    /// writes the notes as values (``RunNote``), worded by the reports, as bench schema 10 does;
    /// version 17 adds the upscalers: FSR presets' render sizes as points (``SweepTarget/preset``),
    /// the presets and RCAS sharpness in the configuration, and the experiments' timed passes;
    /// version 18 keeps the settings a bench shares under `configuration.run` (``RunSettings``),
    /// where earlier files hold them in `configuration` itself, and read the same; version 19
    /// adds the system's resample after the applied format's buffer (`configuration.system`),
    /// through which every point was judged where that buffer is not the panel; version 20 judges a
    /// sequence (`--sequence`): each point's `frames`, each crop's `stripPng` (frames around the worst).
    public static let currentSchemaVersion = 20
    /// The versions this build reads.
    public static let readableSchemaVersions = 1...currentSchemaVersion

    /// Everything that decides what was measured: the settings a bench shares (``run``), and the
    /// sweep's own. Each of ``RunSettings``' fields reads as the configuration's own (`configuration.display`).
    @dynamicMemberLookup
    public struct Configuration: Codable, Sendable, Hashable {
        /// The settings a sweep shares with a bench; its stop rule is each render size's.
        public let run: RunSettings
        /// The scales asked for, as multiples of the native size.
        public let scales: [Double]
        public let constraints: TuningConstraints
        /// The filter the recommendation compares the drawable size with.
        public let baselineFilter: ResampleFilter
        /// The pixels per degree FLIP was measured at and what they come from (absent before version 4).
        public var viewing: ViewingGeometry?
        /// The metric the frontier and the recommendation judge quality by (absent before
        /// version 7, which judged by SSIM: ``metric``).
        public var qualityMetric: QualityMetric?
        /// Whether every point was measured to its stop rule (`--exhaustive`) instead of only
        /// until the recommendation was settled (absent before version 7: every point was).
        public var exhaustive: Bool?
        /// The race's chance of settling off the truly cheapest point, at most (`--alpha`; absent
        /// before version 11).
        public var alpha: Double?
        /// The display model ColorVideoVDP scored every point on in JOD; absent when no JOD was
        /// measured (and before version 13).
        public var colorVideoVDPDisplay: DisplayModel?
        /// The FSR presets whose render sizes were swept (`--presets`); absent when none (and before version 17).
        public var presets: [UpscalerPreset]?
        /// The system's resample after the buffer of the format the sweep was applied in, where
        /// that buffer is not the panel: every point rendered into ``SystemResample/buffer`` and was
        /// judged after the resample; absent where the buffer is the panel's pixels (and before version 19).
        public var system: SystemResample?

        /// The metric the frontier and the recommendation judge quality by.
        public var metric: QualityMetric { qualityMetric ?? .ssim }

        /// A field of the run's settings.
        public subscript<Value>(dynamicMember field: KeyPath<RunSettings, Value>) -> Value { run[keyPath: field] }

        /// Creates the value from its parts.
        public init(
            display: BenchResult.DisplayDocument, workload: WorkloadConfiguration, filters: [ResampleFilter], scales: [Double], warmupRounds: Int,
            stop: StopCondition, seed: UInt64, validation: Bool, timing: TimingClock, constraints: TuningConstraints, baselineFilter: ResampleFilter,
            target: TargetDocument? = nil, viewing: ViewingGeometry? = nil, qualityMetric: QualityMetric? = nil, colorVideoVDPDisplay: DisplayModel? = nil,
            exhaustive: Bool? = nil, alpha: Double? = nil, presets: [UpscalerPreset]? = nil, sharpness: Sharpness? = nil,
            system: SystemResample? = nil
        ) {
            self.system = system
            run = RunSettings(
                display: display, workload: workload, filters: filters, warmupRounds: warmupRounds, stop: stop, seed: seed, validation: validation,
                timing: timing, target: target, sharpness: sharpness)
            self.presets = presets
            self.qualityMetric = qualityMetric
            self.colorVideoVDPDisplay = colorVideoVDPDisplay
            self.alpha = alpha
            self.exhaustive = exhaustive
            self.scales = scales
            self.constraints = constraints
            self.baselineFilter = baselineFilter
            self.viewing = viewing
        }

        enum CodingKeys: String, CodingKey {
            case run, scales, constraints, baselineFilter, viewing, qualityMetric, exhaustive, alpha, colorVideoVDPDisplay, presets, system
        }

        /// Reads the settings from `run`, or from the configuration itself in files before version 18.
        public init(from decoder: any Decoder) throws {
            run = try RunSettings.decode(from: decoder, key: CodingKeys.run)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scales = try container.decode([Double].self, forKey: .scales)
            constraints = try container.decode(TuningConstraints.self, forKey: .constraints)
            baselineFilter = try container.decode(ResampleFilter.self, forKey: .baselineFilter)
            viewing = try container.decodeIfPresent(ViewingGeometry.self, forKey: .viewing)
            qualityMetric = try container.decodeIfPresent(QualityMetric.self, forKey: .qualityMetric)
            exhaustive = try container.decodeIfPresent(Bool.self, forKey: .exhaustive)
            alpha = try container.decodeIfPresent(Double.self, forKey: .alpha)
            colorVideoVDPDisplay = try container.decodeIfPresent(DisplayModel.self, forKey: .colorVideoVDPDisplay)
            presets = try container.decodeIfPresent([UpscalerPreset].self, forKey: .presets)
            system = try container.decodeIfPresent(SystemResample.self, forKey: .system)
        }
    }

    /// The high-quality image every point is measured against.
    public struct Reference: Codable, Sendable, Hashable {
        /// The supersampling factor per axis.
        public let factor: Int
        /// The size rendered before the exact area reduction.
        public let renderSize: PixelSize
        /// The filter of the reduction (always `area`).
        public let filter: ResampleFilter

        /// Creates the value from its parts.
        public init(factor: Int, renderSize: PixelSize, filter: ResampleFilter) {
            self.factor = factor
            self.renderSize = renderSize
            self.filter = filter
        }
    }

    /// What one point costs, from frames interleaved with the native path.
    public struct Cost: Codable, Sendable, Hashable {
        /// Frame time over the native frame time (median of per-round ratios), with its 95 % CI.
        public let ratio: Double
        public let low: Double
        public let high: Double
        /// The CI half-width in percentage points.
        public let halfWidthPoints: Double
        /// Rendered scene over native scene (median of per-round ratios).
        public let sceneRatio: Double
        /// Resample time over native frame time (median of per-round ratios).
        public let resampleShare: Double
        /// The frame time this ratio implies against the sweep's pooled native median, in ms.
        public let frameMilliseconds: Double
        /// Rounds measured.
        public let rounds: Int

        /// Creates the value from its parts.
        public init(
            ratio: Double, low: Double, high: Double, halfWidthPoints: Double, sceneRatio: Double, resampleShare: Double, frameMilliseconds: Double, rounds: Int
        ) {
            self.ratio = ratio
            self.low = low
            self.high = high
            self.halfWidthPoints = halfWidthPoints
            self.sceneRatio = sceneRatio
            self.resampleShare = resampleShare
            self.frameMilliseconds = frameMilliseconds
            self.rounds = rounds
        }
    }

    /// One render size and filter.
    public struct Point: Codable, Sendable, Hashable {
        public let target: SweepTarget
        /// The resample filter; nil for the native size (no resample).
        public let filter: ResampleFilter?
        /// What it costs; nil for a point quality alone settled (never timed, version 7).
        public let cost: Cost?
        /// Why it stopped being measured before its stop rule, or was never timed; nil for a
        /// point measured to its stop rule (and in files before version 7).
        public var settlement: Settlement?
        /// Device memory beyond the native path, in bytes (`VkMemoryRequirements`).
        public let extraMemoryBytes: Int
        public let quality: QualityMetrics
        /// Whether the experiment that measured its cost passed its audit (``RunAudit``); nil
        /// for the native size, which is the baseline of every experiment, and in files before
        /// version 5. A point whose audit failed is left out of the frontier and the recommendation.
        public var auditPassed: Bool?
        /// A sequence's point frame by frame (`sweep --sequence`, version 20; nil when still); its `quality`
        /// is then the sequence's: JOD in ColorVideoVDP's video mode, every other figure the frames' mean.
        public var frames: Frames?

        /// The point as a tuning candidate; nil when it was never timed.
        public var candidate: TuningCandidate? {
            cost.map { TuningCandidate(target: target, filter: filter, costRatio: $0.ratio, frameMilliseconds: $0.frameMilliseconds, quality: quality) }
        }

        /// Creates the value from its parts.
        public init(
            target: SweepTarget, filter: ResampleFilter?, cost: Cost?, extraMemoryBytes: Int, quality: QualityMetrics, auditPassed: Bool? = nil,
            settlement: Settlement? = nil, frames: Frames? = nil
        ) {
            self.frames = frames
            self.settlement = settlement
            self.target = target
            self.filter = filter
            self.cost = cost
            self.extraMemoryBytes = extraMemoryBytes
            self.quality = quality
            self.auditPassed = auditPassed
        }
    }

    /// A crop of one image, as a PNG, for the report.
    public struct Crop: Codable, Sendable, Hashable {
        /// What the image is: `reference`, or a point's label.
        public let label: String
        /// The point it belongs to; nil for the reference.
        public let pointIndex: Int?
        /// The crop's PNG file, base64.
        public let png: String
        /// The crop's error image against the reference crop (see `RGBAImage.errorImage`), PNG,
        /// base64; nil for the reference.
        public let errorPng: String?
        /// The crop of the point's FLIP error map in the magma colours, PNG, base64; nil for the
        /// reference and in files from before version 4.
        public var flipPng: String?
        /// A sequence's frames around the worst (by FLIP) side by side, PNG, base64; nil for a
        /// still sweep (and before version 20).
        public var stripPng: String?

        /// Creates the value from its parts.
        public init(label: String, pointIndex: Int?, png: String, errorPng: String?, flipPng: String? = nil, stripPng: String? = nil) {
            self.stripPng = stripPng
            self.label = label
            self.pointIndex = pointIndex
            self.png = png
            self.errorPng = errorPng
            self.flipPng = flipPng
        }
    }

    /// Where the crops come from and the crops themselves.
    public struct Crops: Codable, Sendable, Hashable {
        /// The crop rectangle in native pixels: where the native render differs most from the
        /// reference.
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
        public let images: [Crop]

        /// Creates the value from its parts.
        public init(x: Int, y: Int, width: Int, height: Int, images: [Crop]) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.images = images
        }
    }

    /// How long each part of the sweep took, in seconds.
    public struct Durations: Codable, Sendable, Hashable {
        public let reference: Double
        public let measuring: Double
        /// Reading back images and computing PSNR, SSIM, FLIP and error images.
        public let metrics: Double
        public let total: Double

        /// Creates the value from its parts.
        public init(reference: Double, measuring: Double, metrics: Double, total: Double) {
            self.reference = reference
            self.measuring = measuring
            self.metrics = metrics
            self.total = total
        }
    }

    /// The raw frames of one render size (native path and one path per filter, interleaved).
    public struct Experiment: Codable, Sendable {
        public let renderSize: PixelSize
        public let measuringSeconds: Double
        public let samples: [FrameSample]
        /// The audit of its rounds (absent before version 5).
        public var audit: RunAudit?
        /// What its analysis found in its samples (absent before version 6; recomputed when a file is read).
        public var anomalies: [Anomaly]?

        /// Creates the value from its parts.
        public init(renderSize: PixelSize, measuringSeconds: Double, samples: [FrameSample], audit: RunAudit? = nil, anomalies: [Anomaly]? = nil) {
            self.renderSize = renderSize
            self.measuringSeconds = measuringSeconds
            self.samples = samples
            self.audit = audit
            self.anomalies = anomalies
        }
    }

    public let schema: String
    public let schemaVersion: Int
    public let environment: RunEnvironment
    public let configuration: Configuration
    public let reference: Reference
    /// Median native frame time over every render size's experiment, in milliseconds.
    public let nativeFrameMilliseconds: Double
    public let points: [Point]
    /// Indices of the points on the cost-vs-quality Pareto frontier (under the configuration's
    /// metric), cheapest first, among every timed point whose audit passed: those the race
    /// settled by cost part-way are placed at their estimate (points settled by quality alone
    /// were never timed and have no place).
    public let frontier: [Int]
    public internal(set) var recommendation: Choice?
    /// The points the race left that it could neither tell apart by cost nor show equal within
    /// ``RaceDesign/equivalenceMargin`` (cheapest first): the sweep then recommends nothing
    /// (`recommendation` is absent) and says which frames or time it needs. Absent when it
    /// decided, for a shard, and in files before version 15.
    public internal(set) var undecided: [Int]?
    public let crops: Crops
    public let durations: Durations
    /// What the run noted about itself: a data-centre device, a render size's timestamp problem
    /// (absent before version 6; sentences before version 16).
    let storedNotes: [RunNote]?
    /// Before version 6: the notes and the analysis's sentences together.
    let legacyAnomalies: [String]?
    public internal(set) var experiments: [Experiment]
    /// The trace the run wrote beside this file; absent when none.
    public var files: LinkedFiles?
    /// Whether the adaptive race ended with its recommendation settled (false: it ran out of
    /// rounds with cost intervals that still overlap); absent for an exhaustive sweep, a shard,
    /// a merge and files before version 10.
    public var raceSettled: Bool?
    /// How the adaptive race ended: its α and looks, level shifts, stability (absent for an
    /// exhaustive sweep, a shard, a merge and files before version 11).
    public let race: RaceOutcome?
    /// Which render sizes this file holds when it is one shard of a sweep (`sweep --shard`);
    /// nil for a whole sweep. A shard has no frontier or recommendation: `nativescale merge` makes them.
    public let shard: ShardDocument?

    /// What the run noted about itself. Files before version 6 mixed the notes with the analysis's
    /// sentences, which begin `WxH: PATH`; those are left out, since the anomalies are
    /// recomputed from the samples.
    public var notes: [RunNote] {
        storedNotes
            ?? (legacyAnomalies ?? []).filter { sentence in
                // "WxH: " before the analysis's own sentence, which begins with a measured path.
                let size = sentence.firstIndex(of: ":").map { sentence[..<$0].split(separator: "x", omittingEmptySubsequences: false) } ?? []
                guard size.count == 2, size.allSatisfy({ Int($0) != nil }), let colon = sentence.firstIndex(of: ":") else { return true }
                let paths = [MeasuredPath.native] + configuration.filters.map(MeasuredPath.scaled)
                return !StoredAnomaly.isAnalysisSentence(String(sentence[colon...].dropFirst(2)), paths: paths)
            }.map(RunNote.recorded)
    }

    enum CodingKeys: String, CodingKey {
        case schema, schemaVersion, environment, configuration, reference, nativeFrameMilliseconds, points, frontier, recommendation, crops
        case durations, experiments, shard, files, raceSettled, race, undecided
        case storedNotes = "notes"
        case legacyAnomalies = "anomalies"
    }

    /// Assembles a result; computes the frontier and the recommendation from the points (none for a shard).
    public init(
        environment: RunEnvironment, configuration: Configuration, reference: Reference, nativeFrameMilliseconds: Double,
        points: [Point], crops: Crops, durations: Durations, notes: [RunNote], experiments: [Experiment],
        shard: ShardDocument? = nil, race: RaceOutcome? = nil
    ) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.environment = environment
        self.configuration = configuration
        self.reference = reference
        self.nativeFrameMilliseconds = nativeFrameMilliseconds
        self.points = points
        self.shard = shard
        self.race = race
        raceSettled = shard == nil && configuration.exhaustive != true ? race?.settled : nil
        (frontier, recommendation) = shard == nil ? Self.choose(among: points, configuration: configuration, race: race) : ([], nil)
        undecided = shard == nil ? Self.undecided(among: points, race: race) : nil
        self.crops = crops
        self.durations = durations
        storedNotes = notes
        legacyAnomalies = nil
        self.experiments = experiments
    }

    /// This result with `document` as the way to apply its recommendation (nothing without one).
    public mutating func attach(apply document: SizeSettingDocument) {
        recommendation?.apply = document
    }

    /// This result with `sentence`, the report's words for its recommendation, written with it
    /// for readers of the file (nothing without a recommendation).
    public mutating func attach(sentence: String) {
        recommendation?.sentence = sentence
    }
}
