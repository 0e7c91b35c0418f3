public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleResults

extension PerfettoTrace {
    /// One measured run as a trace shows it: its samples (placed in time), its audit and
    /// anomalies, its clock, and what was measured.
    public struct Measurement {
        public let samples: [FrameSample]
        public let audit: RunAudit?
        public let anomalies: [Anomaly]
        public let timing: TimingClock
        /// The display, its native size and the device: the process's title.
        public let title: String
        /// What was measured, as the arguments of the measurement's "configuration" instant.
        public let configuration: [(String, String)]

        /// A bench result.
        public init(_ result: BenchResult) {
            samples = result.samples
            audit = result.audit
            anomalies = result.anomalies
            timing = result.configuration.timing
            title = Self.title(result.configuration.display, device: result.environment.device.name)
            configuration =
                Self.described(
                    result.configuration.display, drawable: result.configuration.display.drawableSize,
                    workload: result.configuration.workload, target: result.configuration.target,
                    filters: result.configuration.filters, environment: result.environment, timing: timing)
                + [
                    ("rounds", "\(result.rounds) measured after \(result.configuration.warmupRounds) warm-up"),
                    ("schema", "\(result.schema) \(result.schemaVersion)"),
                ]
        }

        /// One render size of a sweep.
        public init(_ experiment: SweepResult.Experiment, of sweep: SweepResult) {
            let configuration = sweep.configuration
            samples = experiment.samples
            audit = experiment.audit
            anomalies = experiment.anomalies ?? []
            timing = configuration.timing
            title = Self.title(configuration.display, device: sweep.environment.device.name)
            self.configuration =
                [("render size", "\(experiment.renderSize.width)×\(experiment.renderSize.height)")]
                + Self.described(
                    configuration.display, drawable: SizeDocument(width: experiment.renderSize.width, height: experiment.renderSize.height),
                    workload: configuration.workload, target: configuration.target, filters: configuration.filters,
                    environment: sweep.environment, timing: timing)
                + [("schema", "\(sweep.schema) \(sweep.schemaVersion)")]
        }

        static func title(_ display: BenchResult.DisplayDocument, device: String) -> String {
            "\(display.name ?? display.deviceID ?? "display") \(display.nativeSize.width)×\(display.nativeSize.height), \(device)"
        }

        static func described(
            _ display: BenchResult.DisplayDocument, drawable: SizeDocument<Int>, workload: WorkloadConfiguration,
            target: TargetDocument?, filters: [ResampleFilter], environment: RunEnvironment,
            timing: TimingClock
        ) -> [(String, String)] {
            [
                (
                    "display",
                    "\(display.name ?? display.deviceID ?? "custom") \(NumberText.fixed(display.logicalSize.width, fractionDigits: 0))×"
                        + "\(NumberText.fixed(display.logicalSize.height, fractionDigits: 0)) \(display.unit.symbol) @\(display.scale)x, native "
                        + "\(display.nativeScale)"
                ),
                ("drawable size", "\(drawable.width)×\(drawable.height)"),
                ("native size", "\(display.nativeSize.width)×\(display.nativeSize.height)"),
                ("workload", workload.summary),
                ("target", target?.summary ?? "rgba8, no MSAA, no depth"),
                ("filters", filters.map(\.rawValue).joined(separator: ", ")),
                ("device", "\(environment.device.name) (\(environment.device.driverName) \(environment.device.driverInfo))"),
                ("clock", timing.rawValue),
                ("commit", environment.gitCommit ?? "unknown"),
                ("nativescale", environment.nativescaleVersion),
                ("date", environment.date),
            ]
        }
    }
}
