public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleStatistics

/// Base against head: every stage of every path and every filter's overhead.
public struct ResultComparison: Hashable, Sendable, Codable {
    /// What identifies one side.
    public struct Side: Hashable, Sendable, Codable {
        public let runs: Int
        public let gitCommits: [String]
        public let device: String
        public let driver: String

        /// Creates the value from its parts.
        public init(runs: Int, gitCommits: [String], device: String, driver: String) {
            self.runs = runs
            self.gitCommits = gitCommits
            self.device = device
            self.driver = driver
        }
    }

    public let base: Side
    public let head: Side
    public let settings: ComparisonSettings
    public let metrics: [MetricComparison]
    /// The sequential design's outcome (`ab --rounds auto`); nil for fixed rounds and `compare`.
    public let sequential: SequentialOutcome?
    /// The runs whose audit failed: their stage times were compared, and are not to be trusted.
    public let failedAudits: [FailedAudit]

    /// The runs that carry no audit (written before audits existed, or stripped of theirs):
    /// compared, but nothing checked that their stage times bound their work.
    public let unaudited: [RunPosition]

    /// Where one run stands in a comparison.
    public struct RunPosition: Hashable, Sendable, Codable {
        /// `base` or `head`.
        public let side: String
        /// The run's position on its side, from 1.
        public let run: Int

        /// Creates the value from its parts.
        public init(side: String, run: Int) {
            self.side = side
            self.run = run
        }
    }

    /// One run whose audit found its stage times wrong.
    public struct FailedAudit: Hashable, Sendable, Codable {
        /// `base` or `head`.
        public let side: String
        /// The run's position on its side, from 1.
        public let run: Int
        public let findings: [AuditFinding]

        /// Creates the value from its parts.
        public init(side: String, run: Int, findings: [AuditFinding]) {
            self.side = side
            self.run = run
            self.findings = findings
        }
    }

    /// The metrics that regressed.
    public var regressions: [MetricComparison] { metrics.filter { $0.verdict == .regression } }

    /// The metrics whose change could not be told from run-to-run noise: one run per side without
    /// a noise floor, or a sequential experiment's metric not settled by the cap or noise-limited.
    public var inconclusive: [MetricComparison] { metrics.filter { $0.verdict == .inconclusive || $0.verdict == .noiseLimited } }

    /// The metrics whose samples are too few for the test to run, or to reach alpha.
    public var undecided: [MetricComparison] { metrics.filter { $0.verdict == .cannotDecide || $0.verdict == .tooFewSamples } }

    /// The worst of the comparison's verdicts: what its headline says and its exit status follows.
    public var outcome: GateOutcome {
        if !failedAudits.isEmpty { return .auditFailed }
        if !regressions.isEmpty { return .regression }
        if !inconclusive.isEmpty { return .inconclusive }
        if !undecided.isEmpty { return .undecided }
        return .noRegression
    }

    /// Compares `base` runs with `head` runs of the same configuration; throws when the device,
    /// driver or configuration differ, unless `allowMismatch`.
    /// With `sequential`, the verdicts are the sequential design's.
    public init(
        base: [BenchResult], head: [BenchResult], settings: ComparisonSettings, allowMismatch: Bool,
        sequential: SequentialOutcome? = nil
    ) throws(ComparisonError) {
        guard !base.isEmpty, !head.isEmpty else { throw .noResults }
        try Self.refuseMismatch(in: base + head, allowMismatch: allowMismatch)
        func side(_ results: [BenchResult]) -> Side {
            Side(
                runs: results.count, gitCommits: results.compactMap(\.environment.gitCommit),
                device: results[0].environment.device.name, driver: results[0].environment.device.driver)
        }
        self.base = side(base)
        self.head = side(head)
        self.settings = settings
        // Every metric's U test first: the family's p-values are adjusted together (Holm), so
        // the chance of any false verdict in the table is at most alpha, not alpha per row.
        let series = Self.series(base: base, head: head)
        let pValues = series.map { series in
            let values = MetricComparison.tested(base: series.base, head: series.head)
            return MannWhitneyU(values.base, values.head)?.pValue ?? .nan
        }
        let adjusted = HolmAdjustment.adjusted(pValues)
        let family = pValues.filter { !$0.isNaN }.count
        metrics = series.indices.map { index in
            let series = series[index]
            return MetricComparison(
                benchmark: series.benchmark, metric: series.metric, unit: series.key.unit, base: series.base, head: series.head,
                settings: settings, seed: settings.seed &+ UInt64(index + 1), sequential: sequential?.decisions[series.benchmark],
                family: .init(size: family, adjustedPValue: adjusted[index].isNaN ? nil : adjusted[index]))
        }
        self.sequential = sequential
        failedAudits = [("base", base), ("head", head)].flatMap { name, results in
            results.enumerated().compactMap { index, result in
                guard let summary = result.audit?.summary, !summary.findings.isEmpty else { return nil }
                return FailedAudit(side: name, run: index + 1, findings: summary.findings)
            }
        }
        unaudited = [("base", base), ("head", head)].flatMap { name, results in
            results.enumerated().compactMap { index, result in result.audit == nil ? RunPosition(side: name, run: index + 1) : nil }
        }
    }

    /// One compared metric's samples: per run, per side.
    struct Series {
        let key: MetricKey
        let prefix: String
        let metric: GateMetric
        let base: [[Double]]
        let head: [[Double]]

        var benchmark: String { key.benchmark(prefix: prefix) }
    }

    /// Every stage of every path both sides measured, then every filter's overhead.
    static func series(base: [BenchResult], head: [BenchResult]) -> [Series] {
        guard let first = base.first, let other = head.first else { return [] }
        let prefix = first.benchmarkPrefix
        var series: [Series] = []
        for stage in first.analysis.stages {
            guard let metric = GateMetric(stage.stage), other.analysis.summary(of: stage.stage, on: stage.path) != nil else { continue }
            series.append(
                Series(
                    key: MetricKey(.offscreen(stage.path), .stage(stage.stage)), prefix: prefix, metric: metric,
                    base: base.map { $0.stageSamples(path: stage.path, stage: stage.stage) },
                    head: head.map { $0.stageSamples(path: stage.path, stage: stage.stage) }))
        }
        for comparison in first.analysis.comparisons where other.analysis.comparisons.contains(where: { $0.filter == comparison.filter }) {
            series.append(
                Series(
                    key: MetricKey(.offscreen(.scaled(comparison.filter)), .frameRatio), prefix: prefix, metric: .overhead,
                    base: base.map { $0.frameRatios(filter: comparison.filter) },
                    head: head.map { $0.frameRatios(filter: comparison.filter) }))
        }
        return series
    }

    /// The sequential design's decision on every metric after the rounds so far: `base[r]` and
    /// `head[r]` are round r's runs.
    public static func sequentialLook(
        base: [BenchResult], head: [BenchResult], design: SequentialDesign,
        settings: ComparisonSettings
    ) -> SequentialOutcome {
        var decisions: [String: SequentialDecision] = [:]
        for series in series(base: base, head: head) {
            let rounds = zip(series.base, series.head).map { PairedRound(base: RunSummary(samples: $0), head: RunSummary(samples: $1)) }
            decisions[series.benchmark] = design.decide(rounds, thresholdPercent: settings.threshold(for: series.metric))
        }
        return SequentialOutcome(design: design, rounds: min(base.count, head.count), decisions: decisions)
    }

    /// Throws when `results` were measured differently (device, driver, sizes, workload, filters,
    /// timing), unless `allowMismatch`.
    public static func refuseMismatch(in results: [BenchResult], allowMismatch: Bool) throws(ComparisonError) {
        guard let reference = results.first, !allowMismatch else { return }
        let differences = differences(between: results, reference: reference)
        if !differences.isEmpty { throw .mismatch(differences) }
    }

    /// How `results` differ from `reference` in what decides the measurement.
    static func differences(between results: [BenchResult], reference: BenchResult) -> [SettingDifference] {
        var found: [SettingDifference] = []
        for result in results {
            let a = reference.environment.device
            let b = result.environment.device
            if a.name != b.name { found.append(SettingDifference(.device, base: a.name, head: b.name)) }
            if a.driverInfo != b.driverInfo || a.driverName != b.driverName {
                found.append(SettingDifference(.driver, base: "\(a.driverName) \(a.driverInfo)", head: "\(b.driverName) \(b.driverInfo)"))
            }
            let x = reference.configuration
            let y = result.configuration
            if x.display.drawableSize != y.display.drawableSize || x.display.nativeSize != y.display.nativeSize {
                found.append(
                    SettingDifference(
                        .sizes,
                        base: "\(x.display.drawableSize.width)x\(x.display.drawableSize.height)→\(x.display.nativeSize.width)x\(x.display.nativeSize.height)",
                        head: "\(y.display.drawableSize.width)x\(y.display.drawableSize.height)→\(y.display.nativeSize.width)x\(y.display.nativeSize.height)"))
            }
            if x.workload != y.workload { found.append(SettingDifference(.workload, base: x.workload.summary, head: y.workload.summary)) }
            if Set(x.filters) != Set(y.filters) {
                found.append(
                    SettingDifference(.filters, base: x.filters.map(\.rawValue).joined(separator: "+"), head: y.filters.map(\.rawValue).joined(separator: "+")))
            }
            if x.timing != y.timing { found.append(SettingDifference(.timing, base: x.timing.rawValue, head: y.timing.rawValue)) }
        }
        var seen = Set<SettingDifference>()
        return found.filter { seen.insert($0).inserted }
    }
}
