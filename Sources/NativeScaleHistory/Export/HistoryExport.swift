import Foundation
import NativeScaleHarness

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

    /// Files to write, path relative to the output → contents.
    public static func files(_ results: [(run: HistoryRun, json: String)], format: Format, output: String) throws -> [(String, String)] {
        switch format {
        case .githubActionBenchmark:
            var entries: [[String: Any]] = []
            for (run, json) in results {
                let result = try JSONDecoder().decode(BenchResult.self, from: Data(json.utf8))
                let benches = try JSONSerialization.jsonObject(with: Data(try result.exported(as: .githubActionBenchmark).utf8))
                let timestamp = ISO8601DateFormatter().date(from: run.commitDate) ?? ISO8601DateFormatter().date(from: run.measuredAt) ?? Date(timeIntervalSince1970: 0)
                entries.append([
                    "commit": ["id": run.commit, "timestamp": run.commitDate, "message": "", "url": "",
                               "author": ["name": ""], "committer": ["name": ""]],
                    "date": Int(timestamp.timeIntervalSince1970 * 1000),
                    "tool": "customSmallerIsBetter",
                    "benches": benches,
                ])
            }
            let document: [String: Any] = [
                "lastUpdate": Int(Date().timeIntervalSince1970 * 1000), "repoUrl": "",
                "entries": ["nativescale": entries],
            ]
            let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            let text = String(decoding: data, as: UTF8.self)
            return [("", output.hasSuffix(".js") ? "window.BENCHMARK_DATA = \(text)\n" : text + "\n")]
        case .bmf:
            var files: [(String, String)] = []
            var index = ["order,commit,branch,commit_date,file"]
            for (order, (run, json)) in results.enumerated() {
                let result = try JSONDecoder().decode(BenchResult.self, from: Data(json.utf8))
                let name = String(format: "%04d-%@.json", order, String(run.commit.prefix(12)))
                files.append((name, try result.exported(as: .bmf)))
                index.append([String(order), run.commit, run.branch ?? "", run.commitDate, name].map(BenchResult.csvField).joined(separator: ","))
            }
            files.append(("runs.csv", index.joined(separator: "\n") + "\n"))
            return files
        }
    }
}
