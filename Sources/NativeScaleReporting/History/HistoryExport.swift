import Foundation
public import NativeScaleHistory
import NativeScaleResults
import NativeScaleStatistics

/// The history in the formats of hosted services, for teams that outgrow one machine.
public enum HistoryExport {
    /// The target service.
    public enum Format: String, CaseIterable, Sendable {
        /// github-action-benchmark's stored history (`data.js` on gh-pages; `.js` adds the
        /// `window.BENCHMARK_DATA =` prefix, `.json` is the bare object).
        case githubActionBenchmark = "github-action-benchmark"
        /// Bencher Metric Format: one file per result plus `runs.csv` (commit, branch, date,
        /// file) to drive `bencher run --hash … --file …` in order.
        case bmf
    }

    /// github-action-benchmark's stored history document.
    struct ActionBenchmarkData: Encodable {
        struct Person: Encodable { let name = "" }
        struct Commit: Encodable {
            let id: String
            let timestamp: String
            let message = ""
            let url = ""
            let author = Person()
            let committer = Person()
        }
        struct Entry: Encodable {
            let commit: Commit
            let date: Int
            let tool = "customSmallerIsBetter"
            let benches: [GitHubActionBenchmarkEntry]
        }
        let lastUpdate: Int
        let repoUrl = ""
        let entries: [String: [Entry]]
    }

    /// Files to write, path relative to the output → contents. Each stored result is validated
    /// (and its statistics recomputed) as a result file would be.
    public static func files(_ results: [(run: HistoryRun, json: String)], format: Format, output: String) throws -> [(String, String)] {
        switch format {
        case .githubActionBenchmark:
            var entries: [ActionBenchmarkData.Entry] = []
            for (run, json) in results {
                let result = try BenchResult.decode(json: json, source: "history run \(run.id)")
                let timestamp =
                    ISO8601DateFormatter().date(from: run.commitDate) ?? ISO8601DateFormatter().date(from: run.measuredAt) ?? Date(timeIntervalSince1970: 0)
                entries.append(
                    ActionBenchmarkData.Entry(
                        commit: .init(id: run.commit, timestamp: run.commitDate),
                        date: Int(timestamp.timeIntervalSince1970 * 1000), benches: result.githubActionBenchmarkEntries))
            }
            let text = try JSONText.encode(ActionBenchmarkData(lastUpdate: Int(Date().timeIntervalSince1970 * 1000), entries: ["nativescale": entries]))
            return [("", output.hasSuffix(".js") ? "window.BENCHMARK_DATA = \(text)" : text)]
        case .bmf:
            var files: [(String, String)] = []
            var index = Table(header: ["order", "commit", "branch", "commit_date", "file"])
            for (order, (run, json)) in results.enumerated() {
                let result = try BenchResult.decode(json: json, source: "history run \(run.id)")
                let name = String(format: "%04d-%@.json", order, String(run.commit.prefix(12)))
                files.append((name, try result.exported(as: .bmf)))
                index.append([String(order), run.commit, run.branch ?? "", run.commitDate, name])
            }
            files.append(("runs.csv", index.csv()))
            return files
        }
    }
}
