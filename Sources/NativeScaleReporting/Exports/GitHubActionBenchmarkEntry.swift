import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// One benchmark in github-action-benchmark's `customSmallerIsBetter` format.
public struct GitHubActionBenchmarkEntry: Codable, Hashable, Sendable {
    public let name: String
    public let unit: String
    public let value: Double
    public let range: String
    public let extra: String
}

extension BenchResult {
    /// The result for github-action-benchmark's `customSmallerIsBetter`: `[{name, unit, value, range, extra}]`.
    public var githubActionBenchmarkEntries: [GitHubActionBenchmarkEntry] {
        let result = self
        let device = "\(result.environment.device.name), \(result.environment.device.driverInfo)"
        return result.exportedStages.map { item in
            let ms = item.milliseconds
            return GitHubActionBenchmarkEntry(
                name: item.name, unit: "ms", value: ms.median,
                range: "± \(NumberText.fixed((ms.p90 - ms.p10) / 2, fractionDigits: 3))",
                extra: "median of \(ms.count) frames; p10 \(NumberText.fixed(ms.p10, fractionDigits: 3)) ms, "
                    + "p90 \(NumberText.fixed(ms.p90, fractionDigits: 3)) ms; \(device)")
        }
            + result.exportedOverheads.map { item in
                GitHubActionBenchmarkEntry(
                    name: item.name, unit: "%", value: item.overhead.estimate * 100,
                    range: "± \(NumberText.fixed(item.overhead.halfWidth * 100, fractionDigits: 2))",
                    extra: "\(item.what), median of \(item.rounds) interleaved rounds, bootstrap 95 % CI; \(device)")
            } + (result.shaderStatistics?.exportedStatistics(prefix: "\(result.benchmarkPrefix)/shaders") ?? []).githubActionBenchmarkEntries
    }
}
