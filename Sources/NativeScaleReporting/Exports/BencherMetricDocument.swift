import NativeScaleAnalysis
import NativeScaleResults
import NativeScaleStatistics

/// A bench result in Bencher Metric Format: per benchmark, `latency` in ns (median, p10, p90),
/// and per overhead, `overhead-percent` (estimate and 95 % CI).
struct BencherMetricDocument: Encodable {
    /// A value with its bounds.
    struct Measure: Encodable {
        let value: Double
        let lowerValue: Double
        let upperValue: Double

        enum CodingKeys: String, CodingKey {
            case value
            case lowerValue = "lower_value"
            case upperValue = "upper_value"
        }
    }

    /// The measures of one benchmark.
    struct Benchmark: Encodable {
        let latency: Measure?
        let overheadPercent: Measure?

        enum CodingKeys: String, CodingKey {
            case latency
            case overheadPercent = "overhead-percent"
        }
    }

    let benchmarks: [String: Benchmark]
    /// Shader statistics: per pipeline stage, a measure per statistic (exact: bounds equal the value).
    let statistics: [String: [String: Measure]]

    init(benchmarks: [String: Benchmark], statistics: [String: [String: Measure]]) {
        self.benchmarks = benchmarks
        self.statistics = statistics
    }

    init(_ result: BenchResult) {
        var benchmarks: [String: Benchmark] = [:]
        for item in result.exportedStages {
            let ms = item.milliseconds
            benchmarks[item.name] = Benchmark(
                latency: Measure(
                    value: StageDuration(milliseconds: ms.median).nanoseconds, lowerValue: StageDuration(milliseconds: ms.p10).nanoseconds,
                    upperValue: StageDuration(milliseconds: ms.p90).nanoseconds),
                overheadPercent: nil)
        }
        for item in result.exportedOverheads {
            let overhead = item.overhead
            benchmarks[item.name] = Benchmark(
                latency: nil,
                overheadPercent: Measure(
                    value: overhead.estimate * 100, lowerValue: overhead.lower * 100, upperValue: overhead.upper * 100))
        }
        self.benchmarks = benchmarks
        statistics = Self.measures(result.shaderStatistics?.exportedStatistics(prefix: "\(result.benchmarkPrefix)/shaders") ?? [])
    }

    /// A document of shader statistics alone.
    init(statistics: [ExportedStatistic]) {
        benchmarks = [:]
        self.statistics = Self.measures(statistics)
    }

    static func measures(_ statistics: [ExportedStatistic]) -> [String: [String: Measure]] {
        var measures: [String: [String: Measure]] = [:]
        for item in statistics {
            measures[item.benchmark, default: [:]][item.slug] = Measure(value: item.value, lowerValue: item.value, upperValue: item.value)
        }
        return measures
    }

    /// The benchmarks at the top level, as BMF has them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for (name, benchmark) in benchmarks { try container.encode(benchmark, forKey: NameKey(name)) }
        for (name, measures) in statistics { try container.encode(measures, forKey: NameKey(name)) }
    }
}
