public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics

/// The result file of `nativescale bench`: environment, configuration, statistics and every raw
/// sample, under a versioned schema so later comparisons can recompute anything.
public struct BenchResult: Codable, Sendable {
    /// The schema name written into every result.
    public static let schemaName = "nativescale.bench"
    /// The schema version this build writes; bumped on any incompatible change. Version 2
    /// holds harness documents (device, clock, memory) instead of renderer types, and keeps the
    /// run's notes apart from the anomalies the analysis finds. Version 3 adds the audit
    /// (``RunAudit``): stage times after every start stamp was ordered before its work, with
    /// the figures that check them; earlier files read without one.
    /// Version 4 writes the anomalies as values (``Anomaly``), not sentences. Version 5 places
    /// each sample in time (``FrameTimeline``), for traces; earlier files read without.
    /// Version 6 audits with bounds measured in the run: each round's span from the
    /// submission's first stamp, its lead, overlap, clamped ranges and empty range, and each
    /// isolated check the faster of two; earlier audits are judged on what they kept.
    /// Version 7 adds the on-screen frame's MSAA resolve and measured dependency. Version 8
    /// stores the verdict as values (``NativeSaving``: the cheapest scaled path, native's saving
    /// and its interval), offscreen and on screen; files before it read without the display's
    /// logical unit (points). Version 9 times every step: each round's steps outside the stages
    /// (``RunAudit/Round/steps``), the dose checks (``RunAudit/doses``) and, on screen, each
    /// frame's transition and steps; earlier files are audited by the priced rules they were written under.
    /// Version 10 writes the notes as values (``RunNote``), worded by the reports; earlier files'
    /// notes are sentences, read as ``RunNote/recorded(_:)``. Version 11 adds the upscalers
    /// (`easu`, `fsr1`): each sample's timed passes (``FrameSample/passes``), and the
    /// configuration's RCAS sharpness and FSR preset; earlier files read without them. Version 12
    /// keeps the settings a sweep shares under `configuration.run` (``RunSettings``); earlier
    /// files hold them in `configuration` itself, and read the same.
    public static let currentSchemaVersion = 12
    /// The versions this build reads.
    public static let readableSchemaVersions = 1...currentSchemaVersion

    /// The display measured.
    public struct DisplayDocument: Codable, Sendable, Hashable {
        public let deviceID: String?
        public let name: String?
        public let logicalSize: SizeDocument<Double>
        public let scale: Double
        public let nativeScale: Double
        public let drawableSize: SizeDocument<Int>
        public let nativeSize: SizeDocument<Int>
        public let panelSize: SizeDocument<Int>
        public let resample: ResampleDirection
        public let pixelRatio: Double
        /// The unit of ``logicalSize``, the platform's own (`pt`, `dp`, `DIP`, `logical px`); absent
        /// in files written before it was stored, which read as points (``unit``).
        public var logicalUnit: LogicalUnit?

        /// The unit of ``logicalSize``: points where the file does not say.
        public var unit: LogicalUnit { logicalUnit ?? .point }

        /// Creates the value from its parts.
        public init(
            deviceID: String?, name: String?, logicalSize: SizeDocument<Double>, scale: Double, nativeScale: Double, drawableSize: SizeDocument<Int>,
            nativeSize: SizeDocument<Int>, panelSize: SizeDocument<Int>, resample: ResampleDirection, pixelRatio: Double,
            logicalUnit: LogicalUnit? = nil
        ) {
            self.logicalUnit = logicalUnit
            self.deviceID = deviceID
            self.name = name
            self.logicalSize = logicalSize
            self.scale = scale
            self.nativeScale = nativeScale
            self.drawableSize = drawableSize
            self.nativeSize = nativeSize
            self.panelSize = panelSize
            self.resample = resample
            self.pixelRatio = pixelRatio
        }
    }

    /// Everything that decides what was measured: the settings a sweep shares (``run``), and the
    /// preset. Each of ``RunSettings``' fields reads as the configuration's own (`configuration.display`).
    @dynamicMemberLookup
    public struct Configuration: Codable, Sendable, Hashable {
        /// The settings a bench shares with a sweep.
        public let run: RunSettings
        /// The FSR preset whose render size the scaled path drew (`bench --preset`); absent for
        /// the drawable size and before version 11.
        public let preset: UpscalerPreset?

        /// A field of the run's settings.
        public subscript<Value>(dynamicMember field: KeyPath<RunSettings, Value>) -> Value { run[keyPath: field] }

        /// Creates the value from its parts.
        public init(
            display: DisplayDocument, workload: WorkloadConfiguration, filters: [ResampleFilter], warmupRounds: Int, stop: StopCondition, seed: UInt64,
            validation: Bool, timing: TimingClock, target: TargetDocument?, sharpness: Sharpness? = nil, preset: UpscalerPreset? = nil
        ) {
            run = RunSettings(
                display: display, workload: workload, filters: filters, warmupRounds: warmupRounds, stop: stop, seed: seed, validation: validation,
                timing: timing, target: target, sharpness: sharpness)
            self.preset = preset
        }

        enum CodingKeys: String, CodingKey { case run, preset }

        /// Reads the settings from `run`, or from the configuration itself in files before version 12.
        public init(from decoder: any Decoder) throws {
            run = try RunSettings.decode(from: decoder, key: CodingKeys.run)
            preset = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(UpscalerPreset.self, forKey: .preset)
        }
    }

    /// Memory of both paths.
    public struct Memory: Codable, Sendable, Hashable {
        /// From the device's `VkMemoryRequirements`.
        public let allocated: MemoryDocument
        /// What the scaled path allocates beyond the native path, in bytes.
        public let extraBytes: Int

        /// Creates the value from its parts.
        public init(allocated: MemoryDocument, extraBytes: Int) {
            self.allocated = allocated
            self.extraBytes = extraBytes
        }
    }

    public let schema: String
    public internal(set) var schemaVersion: Int
    public let environment: RunEnvironment
    public let configuration: Configuration
    public let memory: Memory
    /// `sizes`' model of the configuration beside the allocation (absent in older files).
    public let model: ModelDocument?
    public let rounds: Int
    public let measuringSeconds: Double
    /// The statistics of ``samples``; recomputed from them whenever a file is read.
    public internal(set) var analysis: BenchAnalysis
    /// What rendering at nativeScale saves per frame (from ``analysis``; absent before version 8,
    /// and computed again whenever a file is read).
    public internal(set) var verdict: NativeSaving?
    /// What the run noted about itself (a data-centre device, a timestamp problem); absent in version 1.
    public internal(set) var notes: [RunNote]?
    /// The anomalies the analysis finds in ``samples`` (recomputed whenever a file is read);
    /// files before version 4 hold sentences here, with the notes among them.
    public internal(set) var storedAnomalies: [StoredAnomaly]
    /// The anomalies of a result that was made or read by this build.
    public var anomalies: [Anomaly] {
        storedAnomalies.compactMap { if case .anomaly(let anomaly) = $0 { anomaly } else { nil } }
    }
    public let samples: [FrameSample]
    /// The checks of the stage times against the clock around them and the work they claim;
    /// absent in files before version 3 (their stage times were never checked).
    public internal(set) var audit: RunAudit?
    /// The on-screen measurement of `bench --present`; absent otherwise.
    public var present: PresentMeasurement?
    /// The measuring device's own shader statistics of the pipelines it ran, when its driver
    /// reports them (`VK_KHR_pipeline_executable_properties`: RADV, ANV, NVIDIA); absent otherwise.
    public var shaderStatistics: ShaderTarget?
    /// The trace and captures the run wrote beside this file; absent when none.
    public var files: LinkedFiles?

    enum CodingKeys: String, CodingKey {
        case schema, schemaVersion, environment, configuration, memory, model, rounds, measuringSeconds, analysis, verdict, notes
        case storedAnomalies = "anomalies"
        case samples, audit, present, shaderStatistics, files
    }

    /// Assembles a result.
    public init(
        environment: RunEnvironment, plan: RenderTargetPlan, entry: CatalogEntry?, workload: WorkloadConfiguration,
        filters: [ResampleFilter], warmupRounds: Int, stop: StopCondition, seed: UInt64, validation: Bool,
        timing: TimingClock, memory: MemoryDocument, samples: [FrameSample], measuringSeconds: Double,
        notes: [RunNote] = [], target: TargetDocument? = nil, audit: RunAudit? = nil, sharpness: Sharpness = .engineDefault
    ) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.environment = environment
        configuration = Configuration(
            display: DisplayDocument(plan: plan, entry: entry),
            workload: workload, filters: filters, warmupRounds: warmupRounds, stop: stop, seed: seed,
            validation: validation, timing: timing, target: target, sharpness: filters.contains(where: \.sharpens) ? sharpness : nil,
            preset: plan.preset)
        self.memory = Memory(allocated: memory, extraBytes: plan.resample.hasSamplingStage ? memory.extraBytes : 0)
        model = target.map { ModelDocument(plan: plan, target: $0, memory: memory) }
        rounds = Set(samples.map(\.round)).count
        self.measuringSeconds = measuringSeconds
        self.notes = notes
        self.samples = samples
        (analysis, verdict, storedAnomalies, self.audit, _) = Self.derived(
            samples: samples, audit: audit, present: nil, configuration: configuration,
            environment: environment)
    }

    /// This result with its on-screen measurement (`bench --present`), derived as a file read
    /// back derives it: analysed again and audited against this run's offscreen audit.
    public func with(present: PresentMeasurement) -> BenchResult {
        var result = self
        (result.analysis, result.verdict, result.storedAnomalies, result.audit, result.present) = Self.derived(
            samples: samples, audit: audit, present: present, configuration: configuration, environment: environment)
        return result
    }

    /// What a result derives from its raw samples and its audit's raw rounds (the analysis, the
    /// verdict, the anomalies, the audit's summary, and the on-screen measurement's analysis and
    /// audit, which is held to the offscreen audit's step and intervals), derived here only: a
    /// result just measured and one read from a file go through the same function, so they
    /// cannot disagree.
    static func derived(
        samples: [FrameSample], audit: RunAudit?, present: PresentMeasurement?, configuration: Configuration, environment: RunEnvironment
    )
        -> (analysis: BenchAnalysis, verdict: NativeSaving?, anomalies: [StoredAnomaly], audit: RunAudit?, present: PresentMeasurement?)
    {
        let analysis = BenchAnalysis(samples: samples, seed: configuration.seed)
        let resolution = environment.device.timerResolution
        let summarised = audit?.summarised(
            analysis: analysis, samples: samples, pixelRatio: auditedPixelRatio(display: configuration.display),
            pixelBound: RunAudit.isPixelBound(configuration.workload), resolution: resolution)
        let present = present?.reanalysed(
            seed: configuration.seed, step: summarised?.summary?.stepNanoseconds,
            reference: summarised.map { DoseResponse.references(of: $0, samples: samples, resolution: resolution) } ?? [:])
        return (analysis, NativeSaving(analysis), analysis.anomalies.map(StoredAnomaly.anomaly), summarised, present)
    }

    /// The pixel ratio the audit holds this result's scene ratio to or below; nil without a scaled size.
    static func auditedPixelRatio(display: DisplayDocument) -> Double? {
        display.resample.hasSamplingStage ? display.pixelRatio : nil
    }
}

extension BenchResult.DisplayDocument {
    /// The display of `plan`, named after its catalog entry when it has one.
    public init(plan: RenderTargetPlan, entry: CatalogEntry?) {
        let display = plan.display
        self.init(
            deviceID: entry?.id, name: entry?.name, logicalSize: SizeDocument(display.logicalSize),
            scale: display.scale.value, nativeScale: display.nativeScale.value,
            drawableSize: SizeDocument(plan.drawableSize), nativeSize: SizeDocument(plan.nativeSize),
            panelSize: SizeDocument(plan.panelSize), resample: plan.resample, pixelRatio: plan.pixelRatio,
            logicalUnit: display.rule.logicalUnit)
    }
}
