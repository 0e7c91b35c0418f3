import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// The commit a result belongs to.
public struct CommitInfo: Hashable, Sendable {
    /// The full SHA (or any identifier the team uses).
    public let sha: String
    /// The branch it was measured on, when known.
    public let branch: String?
    /// The commit's date (ISO 8601), which orders the history; the result's date when unknown.
    public let date: String

    public init(sha: String, branch: String?, date: String) {
        self.sha = sha
        self.branch = branch
        self.date = date
    }
}

/// One recorded result.
public struct HistoryRun: Hashable, Sendable, Codable {
    public let id: Int
    public let commit: String
    public let branch: String?
    public let commitDate: String
    public let measuredAt: String
    public let device: String
    public let driver: String
    public let display: String
    public let workload: String
    /// Whether its result carries an audit; `history check` takes an unaudited run as a
    /// baseline only when asked.
    public let audited: Bool
}

/// One metric of one run: median with the bootstrap 95 % CI of the median, and the spread.
public struct HistoryPoint: Hashable, Sendable, Codable {
    public let run: HistoryRun
    /// `native/scene`, `scaled/bilinear/frame`, `scaled/bilinear/overhead`, `present/native/total`, …
    public let metric: String
    /// `ms` or `%`.
    public let unit: String
    public let median: Double
    public let lower: Double?
    public let upper: Double?
    public let p10: Double?
    public let p90: Double?
    public let count: Int
}

/// Which points to read.
public struct SeriesQuery: Hashable, Sendable {
    public var display: String?
    public var workload: String?
    /// Keeps metrics of this filter's scaled path (and the native path's, to compare).
    public var filter: String?
    public var device: String?
    public var metric: String?
    /// Commit range, inclusive, by position in commit order (SHA prefixes).
    public var fromCommit: String?
    public var toCommit: String?

    public init(
        display: String? = nil, workload: String? = nil, filter: String? = nil, device: String? = nil, metric: String? = nil,
        fromCommit: String? = nil, toCommit: String? = nil
    ) {
        self.display = display
        self.workload = workload
        self.filter = filter
        self.device = device
        self.metric = metric
        self.fromCommit = fromCommit
        self.toCommit = toCommit
    }
}

/// What `record` did with a result.
public enum RecordOutcome: Hashable, Sendable {
    case recorded(id: Int, metrics: Int)
    case alreadyRecorded(id: Int)
}

/// A metric extracted from a result for the history.
struct ExtractedMetric {
    let name: String
    let unit: String
    let median: Double
    let lower: Double?
    let upper: Double?
    let p10: Double?
    let p90: Double?
    let count: Int
}

extension ExtractedMetric {
    /// The metric `key` names, stored under its name and unit.
    init(_ key: MetricKey, median: Double, lower: Double?, upper: Double?, p10: Double?, p90: Double?, count: Int) {
        self.init(name: key.name, unit: key.unit.rawValue, median: median, lower: lower, upper: upper, p10: p10, p90: p90, count: count)
    }
}

extension BenchResult {
    /// Every metric the history keeps, from the raw samples: each stage's median with the
    /// bootstrap CI of the median, each filter's overhead, the on-screen figures of `--present`,
    /// and the device's shader statistics when the result carries them.
    func historyMetrics() -> [ExtractedMetric] {
        var metrics: [ExtractedMetric] = []
        func stage(_ key: MetricKey, samples: [Double], seed: UInt64) {
            let ms = SampleStatistics(samples)
            let interval = BootstrapInterval.median(of: samples, resamples: 1000, seed: seed)
            metrics.append(
                ExtractedMetric(
                    key, median: ms.median, lower: interval.lower, upper: interval.upper,
                    p10: ms.p10, p90: ms.p90, count: ms.count))
        }
        func overhead(_ key: MetricKey, _ interval: BootstrapInterval, rounds: Int) {
            metrics.append(
                ExtractedMetric(
                    key, median: interval.estimate * 100, lower: interval.lower * 100,
                    upper: interval.upper * 100, p10: nil, p90: nil, count: rounds))
        }
        for (index, summary) in analysis.stages.enumerated() where summary.stage != .host {
            stage(
                MetricKey(.offscreen(summary.path), .stage(summary.stage)), samples: stageSamples(path: summary.path, stage: summary.stage),
                seed: configuration.seed &+ UInt64(index))
        }
        for comparison in analysis.comparisons {
            overhead(MetricKey(.offscreen(.scaled(comparison.filter)), .overhead), comparison.overhead, rounds: comparison.rounds)
        }
        if let present {
            for (index, summary) in present.analysis.stages.enumerated() where [.gpuFrame, .total].contains(summary.stage) {
                stage(
                    MetricKey(.onScreen(summary.path), .stage(summary.stage)), samples: presentSamples(path: summary.path, stage: summary.stage),
                    seed: configuration.seed &+ 1000 &+ UInt64(index))
            }
            for comparison in present.analysis.comparisons {
                overhead(MetricKey(.onScreen(.scaled(comparison.filter)), .overhead), comparison.overhead, rounds: comparison.rounds)
            }
        }
        // The measuring device's own shader statistics, when it reported them: exact values.
        return metrics + (shaderStatistics?.historyMetrics() ?? [])
    }
}

extension ShaderTarget {
    /// Every statistic but the drivers' hashes as an exact metric (unit `count`) named
    /// `shader/PIPELINE@FORMAT/STAGE/STATISTIC`.
    func historyMetrics() -> [ExtractedMetric] {
        pipelines.flatMap { pipeline in
            pipeline.executables.flatMap { executable in
                executable.statistics.filter { ShaderStatisticsResult.isShown($0.name) }.map { statistic in
                    ExtractedMetric(
                        MetricKey(.shader(pipeline: pipeline.key, stage: executable.stage), .shaderStatistic(statistic.name)),
                        median: statistic.value.number, lower: nil, upper: nil, p10: nil, p90: nil, count: 1)
                }
            }
        }
    }
}
