import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension ShaderStatisticsResult {
    /// One table per pipeline and stage, titled `PIPELINE@FORMAT · STAGE`: a row per statistic,
    /// a column per target; `–` where a target has no such stage (a compute-only family's
    /// graphics pipelines).
    var stageTables: [(title: String, table: Table)] {
        let columns = targets.map(\.key)
        return stageKeys.map { key in
            var names: [String] = []
            var executables: [ShaderExecutable?] = []
            for target in targets {
                let executable = target.pipelines.first { $0.key == key.pipeline }?.executables.first { $0.stage == key.stage }
                executables.append(executable)
                for statistic in executable?.statistics ?? [] where Self.isShown(statistic.name) && !names.contains(statistic.name) {
                    names.append(statistic.name)
                }
            }
            var table = Table(header: ["statistic"] + columns, alignments: [.left] + columns.map { _ in .right })
            table.append(["subgroup size"] + executables.map { $0.map { "\($0.subgroupSize)" } ?? "–" })
            for name in names {
                table.append([name] + executables.map { $0?.statistic(name)?.value.text ?? "–" })
            }
            return ("\(key.pipeline) · \(key.stage)", table)
        }
    }

    /// One line per target: device and driver, and why it is not complete.
    var targetLines: [String] {
        targets.map { target in
            "\(target.key): \(target.device), \(target.driver) \(target.driverInfo)"
                + (target.statusText.map { "; \($0)" } ?? "")
        }
    }

    /// The tables as text or Markdown, then the targets.
    public func tables(markdown: Bool = false) -> String {
        let out = stageTables.map { title, table in
            markdown ? "#### \(title)\n\n" + table.markdown() : title + "\n" + table.render(indent: 2)
        }
        return out.joined(separator: "\n") + "\ntargets:\n" + targetLines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}

extension ShaderTarget {
    /// One line for the log: the target and how many pipelines compiled.
    public var compiledLine: String {
        "\(key): \(pipelines.count) pipelines on \(device), \(driver) \(driverInfo)" + (statusText.map { " (\($0))" } ?? "")
    }

    /// Why the target is not complete: `compute-only: Mesa's RADV crashed …`; nil when it is.
    var statusText: String? {
        guard status != .complete else { return nil }
        let why =
            crashSignal.map {
                "Mesa's RADV crashed (signal \($0)) creating a graphics pipeline for \(family ?? device); its compute pipelines compiled"
            } ?? "graphics pipelines not compiled"
        return "\(status.rawValue): \(why)"
    }
}
