public import NativeScaleCore

/// Base against head: every stage of every path and every filter's overhead.
public struct ResultComparison: Hashable, Sendable, Codable {
    /// What identifies one side.
    public struct Side: Hashable, Sendable, Codable {
        public let runs: Int
        public let gitCommits: [String]
        public let device: String
        public let driver: String
    }

    public let base: Side
    public let head: Side
    public let settings: ComparisonSettings
    public let metrics: [MetricComparison]
    /// How the samples were tested and what that can and cannot tell.
    public let method: String

    /// The metrics that regressed.
    public var regressions: [MetricComparison] { metrics.filter { $0.verdict == .regression } }

    /// The metrics whose single-run change could not be told from run-to-run noise.
    public var inconclusive: [MetricComparison] { metrics.filter { $0.verdict == .inconclusive } }

    /// Compares `base` runs with `head` runs of the same configuration; throws when the device,
    /// driver or configuration differ, unless `allowMismatch`.
    public init(base: [BenchResult], head: [BenchResult], settings: ComparisonSettings, allowMismatch: Bool) throws(ComparisonError) {
        guard let first = base.first, let other = head.first else { throw .noResults }
        let differences = Self.differences(between: base + head, reference: first)
        if !differences.isEmpty && !allowMismatch { throw .mismatch(differences) }
        func side(_ results: [BenchResult]) -> Side {
            Side(runs: results.count, gitCommits: results.compactMap(\.environment.gitCommit),
                 device: results[0].environment.device.name, driver: results[0].environment.device.driver)
        }
        self.base = side(base)
        self.head = side(head)
        self.settings = settings
        var metrics: [MetricComparison] = []
        let prefix = first.benchmarkPrefix
        var index: UInt64 = 0
        for stage in first.analysis.stages {
            guard let metric = GateMetric(stage.stage), other.analysis.summary(of: stage.stage, on: stage.path) != nil else { continue }
            index += 1
            metrics.append(MetricComparison(
                benchmark: "\(prefix)/\(stage.path)/\(stage.stage.rawValue)", metric: metric, unit: "ms",
                base: base.map { $0.stageSamples(path: stage.path, stage: stage.stage) },
                head: head.map { $0.stageSamples(path: stage.path, stage: stage.stage) },
                settings: settings, seed: settings.seed &+ index))
        }
        for comparison in first.analysis.comparisons {
            let filter = comparison.filter
            guard other.analysis.comparisons.contains(where: { $0.filter == filter }) else { continue }
            index += 1
            metrics.append(MetricComparison(
                benchmark: "\(prefix)/scaled/\(filter.rawValue)/overhead", metric: .overhead, unit: "ratio",
                base: base.map { $0.frameRatios(filter: filter) }, head: head.map { $0.frameRatios(filter: filter) },
                settings: settings, seed: settings.seed &+ index))
        }
        self.metrics = metrics
        method = base.count > 1 || head.count > 1
            ? "\(base.count) vs \(head.count) runs: U test on each run's median (the run is the unit of replication); "
                + "95 % CI by resampling runs, then frames within them."
            : "1 run per side: the U test treats the frames of each run as independent samples, which they are not "
                + "across processes (a whole run can settle at another level, several percent apart on lavapipe). "
                + "So a change is a regression only beyond the metric's between-run noise floor (from --history DB, "
                + "or --noise PERCENT); without one it is inconclusive. 'nativescale ab' measures the variance instead."
    }

    /// How `results` differ from `reference` in what decides the measurement.
    static func differences(between results: [BenchResult], reference: BenchResult) -> [String] {
        var found: [String] = []
        for result in results {
            let a = reference.environment.device, b = result.environment.device
            if a.name != b.name { found.append("device '\(a.name)' vs '\(b.name)'") }
            if a.driverInfo != b.driverInfo || a.driverName != b.driverName {
                found.append("driver '\(a.driverName) \(a.driverInfo)' vs '\(b.driverName) \(b.driverInfo)'")
            }
            let x = reference.configuration, y = result.configuration
            if x.display.drawableSize != y.display.drawableSize || x.display.nativeSize != y.display.nativeSize {
                found.append("sizes \(x.display.drawableSize.width)x\(x.display.drawableSize.height)→\(x.display.nativeSize.width)x\(x.display.nativeSize.height) vs "
                    + "\(y.display.drawableSize.width)x\(y.display.drawableSize.height)→\(y.display.nativeSize.width)x\(y.display.nativeSize.height)")
            }
            if x.workload != y.workload { found.append("workload \(x.workload.summary) vs \(y.workload.summary)") }
            if Set(x.filters) != Set(y.filters) {
                found.append("filters \(x.filters.map(\.rawValue).joined(separator: "+")) vs \(y.filters.map(\.rawValue).joined(separator: "+"))")
            }
            if x.timing != y.timing { found.append("timing \(x.timing.rawValue) vs \(y.timing.rawValue)") }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }
}

/// Why two sets of results cannot be compared.
public enum ComparisonError: ReportableError, Hashable, Sendable {
    /// Results that cannot be compared are bad input.
    public var exitStatus: ExitStatus { .badInput }

    case noResults
    case mismatch([String])

    public var description: String {
        switch self {
        case .noResults: "no results to compare"
        case let .mismatch(differences):
            "refusing to compare results measured differently: " + differences.joined(separator: "; ")
                + " (pass --allow-mismatch to compare anyway)"
        }
    }
}
