import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// One shader statistic as an exported benchmark figure.
struct ExportedStatistic {
    /// `shaders/navi21/resample/bilinear@rgba8/compute`: the pipeline stage on its target.
    let benchmark: String
    /// The statistic's name, e.g. `Instructions`, and its slug, e.g. `instructions`.
    let statistic: String
    let value: Double
    /// Whether smaller is better (false for occupancy).
    let smallerIsBetter: Bool
    /// `Mesa 22.3.6, subgroup size 64`.
    let context: String

    /// A measure name for formats that want slugs: lower case, words joined by `-`.
    var slug: String {
        statistic.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }
}

extension ShaderTarget {
    /// Every statistic but the hashes, named `PREFIX/TARGET/PIPELINE@FORMAT/STAGE`.
    func exportedStatistics(prefix: String) -> [ExportedStatistic] {
        pipelines.flatMap { pipeline in
            pipeline.executables.flatMap { executable in
                executable.statistics.filter { ShaderStatisticsResult.isShown($0.name) }.map { statistic in
                    ExportedStatistic(
                        benchmark: "\(prefix)/\(key)/\(pipeline.key)/\(executable.stage)", statistic: statistic.name,
                        value: statistic.value.number,
                        smallerIsBetter: ShaderStatisticsComparison.Rule.rule(for: statistic.name) != .occupancyDown,
                        context: "\(driver) \(driverInfo), \(device), subgroup size \(executable.subgroupSize)")
                }
            }
        }
    }
}

extension ShaderStatisticsResult {
    /// Every target's statistics as exported figures.
    var exportedStatistics: [ExportedStatistic] { targets.flatMap { $0.exportedStatistics(prefix: "shaders") } }

    /// The result in `format`, ending in a newline: BMF (a benchmark per pipeline stage, a
    /// measure per statistic), github-action-benchmark (smaller-is-better statistics; occupancy
    /// is left out, bigger being better), google-benchmark (a run per pipeline stage with the
    /// statistics as counters), CSV, or the result itself.
    public func exported(as format: ExportFormat) throws -> String {
        let statistics = exportedStatistics
        return switch format {
        case .json: try JSONText.encode(self)
        case .bmf: try JSONText.encode(BencherMetricDocument(statistics: statistics))
        case .githubActionBenchmark: try JSONText.encode(statistics.githubActionBenchmarkEntries)
        case .googleBenchmark:
            try JSONText.encode(
                GoogleBenchmarkDocument(
                    statistics: statistics, date: environment.date, version: environment.nativescaleVersion,
                    gitCommit: environment.gitCommit ?? "",
                    device: targets.map(\.device).joined(separator: ", "),
                    driver: Set(targets.map { "\($0.driver) \($0.driverInfo)" }).sorted().joined(separator: ", ")))
        case .csv: statistics.csvTable.csv()
        }
    }
}

extension [ExportedStatistic] {
    /// github-action-benchmark `customSmallerIsBetter` entries, exact (no range).
    var githubActionBenchmarkEntries: [GitHubActionBenchmarkEntry] {
        filter(\.smallerIsBetter).map {
            GitHubActionBenchmarkEntry(
                name: "\($0.benchmark)/\($0.statistic)", unit: "count", value: $0.value, range: "exact",
                extra: "compiler statistic (VK_KHR_pipeline_executable_properties); \($0.context)")
        }
    }

    /// One row per statistic: `benchmark,metric,unit,value,lower,upper,count`.
    var csvTable: Table {
        var table = Table(header: ["benchmark", "metric", "unit", "value", "lower", "upper", "count"])
        for item in self {
            let value = NumberText.trimmed(item.value, maxFractionDigits: 6)
            table.append([item.benchmark, item.slug, "count", value, value, value, "1"])
        }
        return table
    }
}
