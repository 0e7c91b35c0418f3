import Foundation
import NativeScaleCore
import NativeScaleRenderer

extension BenchResult {
    /// The result in `format`, ending in a newline.
    public func exported(as format: ExportFormat) throws -> String {
        switch format {
        case .json: return try JSONText.encode(self)
        case .googleBenchmark: return try Self.serialize(googleBenchmark())
        case .bmf: return try Self.serialize(bencherMetricFormat())
        case .githubActionBenchmark: return try Self.serialize(githubActionBenchmark())
        case .csv: return csv()
        }
    }

    /// `iphone-8-plus/fill-96`, or `414x736@3-1080x1920/fill-96` for a display given by hand.
    var benchmarkPrefix: String { "\(displayKey)/\(workloadKey)" }

    /// The display's catalog id, or `414x736@3-1080x1920` for a display given by hand.
    public var displayKey: String {
        let display = configuration.display
        return display.deviceID ?? "\(NumberText.trimmed(display.logicalSize.width, maxFractionDigits: 2))x"
            + "\(NumberText.trimmed(display.logicalSize.height, maxFractionDigits: 2))@\(NumberText.trimmed(display.scale, maxFractionDigits: 6))"
            + "-\(display.panelSize.width)x\(display.panelSize.height)"
    }

    /// The workload and its knob, e.g. `fill-96`.
    public var workloadKey: String {
        let workload = configuration.workload
        let knob = switch workload.workload {
        case .fill: workload.shaderCost
        case .ui: workload.layers
        case .textured: workload.fetches
        }
        return "\(workload.workload.rawValue)-\(knob)"
    }

    /// The stages exported as benchmarks: every path's scene, and resample and frame where present.
    /// With `--present`, the on-screen copy, GPU frame and host frame of each path follow as
    /// `…/present/PATH/STAGE`.
    private var exportedStages: [(name: String, stage: BenchAnalysis.Stage, samples: [Double])] {
        var stages = analysis.stages.filter { $0.stage != "host" }.map { stage in
            ("\(benchmarkPrefix)/\(stage.path)/\(stage.stage)", stage, stageSamples(path: stage.path, stage: stage.stage))
        }
        if let present {
            for stage in present.analysis.stages where ["copy", "gpu-frame", "total"].contains(stage.stage) {
                let samples = present.samples.filter { $0.path == stage.path }.map { sample in
                    (stage.stage == "copy" ? sample.copy : stage.stage == "total" ? sample.total : sample.gpuFrame) / 1e6
                }
                stages.append(("\(benchmarkPrefix)/present/\(stage.path)/\(stage.stage)",
                               BenchAnalysis.Stage(path: "present/" + stage.path, stage: stage.stage, milliseconds: stage.milliseconds, anomaly: nil),
                               samples))
            }
        }
        return stages
    }

    /// Each filter's overhead over the native path, offscreen and (with `--present`) on screen.
    private var exportedOverheads: [(name: String, overhead: BootstrapInterval, rounds: Int, what: String)] {
        analysis.comparisons.map { ("\(benchmarkPrefix)/scaled/\($0.filter)/overhead", $0.overhead, $0.rounds, "scaled frame / native frame - 1") }
            + (present?.analysis.comparisons ?? []).map {
                ("\(benchmarkPrefix)/present/scaled/\($0.filter)/overhead", $0.overhead, $0.rounds, "on-screen scaled frame / native frame - 1")
            }
    }

    // MARK: - google/benchmark

    private func googleBenchmark() -> [String: Any] {
        var benchmarks: [[String: Any]] = []
        for (family, item) in exportedStages.enumerated() {
            let repetitions = item.samples.count
            for (index, milliseconds) in item.samples.enumerated() {
                benchmarks.append([
                    "name": item.name, "run_name": item.name, "run_type": "iteration",
                    "family_index": family, "per_family_instance_index": 0,
                    "repetitions": repetitions, "repetition_index": index, "threads": 1, "iterations": 1,
                    "real_time": milliseconds, "cpu_time": milliseconds, "time_unit": "ms",
                ])
            }
            let mean = item.samples.reduce(0, +) / Double(max(repetitions, 1))
            let variance = item.samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(max(repetitions - 1, 1))
            for (aggregate, value) in [("mean", mean), ("median", item.stage.milliseconds.median), ("stddev", variance.squareRoot())] {
                benchmarks.append([
                    "name": "\(item.name)_\(aggregate)", "run_name": item.name, "run_type": "aggregate",
                    "family_index": family, "per_family_instance_index": 0, "repetitions": repetitions, "threads": 1,
                    "aggregate_name": aggregate, "aggregate_unit": "time", "iterations": repetitions,
                    "real_time": value, "cpu_time": value, "time_unit": "ms",
                ])
            }
        }
        let device = environment.device
        let context: [String: Any] = [
            "date": environment.date, "host_name": ProcessInfo.processInfo.hostName,
            "executable": "nativescale bench", "num_cpus": ProcessInfo.processInfo.activeProcessorCount,
            "mhz_per_cpu": 0, "cpu_scaling_enabled": false, "caches": [[String: Any]](), "load_avg": [Double](),
            "library_build_type": "release", "library_version": environment.nativescaleVersion,
            "nativescale_device": device.name, "nativescale_driver": "\(device.driverName) \(device.driverInfo)",
            "nativescale_vulkan": device.apiVersion, "nativescale_git_commit": environment.gitCommit ?? "",
            "nativescale_note": "times are GPU timestamps per stage; cpu_time repeats real_time (no CPU time is measured per stage)",
        ]
        return ["context": context, "benchmarks": benchmarks]
    }

    // MARK: - Bencher Metric Format

    private func bencherMetricFormat() -> [String: Any] {
        var document: [String: Any] = [:]
        for item in exportedStages {
            let ms = item.stage.milliseconds
            document[item.name] = ["latency": ["value": ms.median * 1e6, "lower_value": ms.p10 * 1e6, "upper_value": ms.p90 * 1e6]]
        }
        for (name, overhead, _, _) in exportedOverheads {
            document[name] = [
                "overhead-percent": ["value": overhead.estimate * 100, "lower_value": overhead.lower * 100, "upper_value": overhead.upper * 100],
            ]
        }
        return document
    }

    // MARK: - github-action-benchmark

    private func githubActionBenchmark() -> [[String: Any]] {
        let device = "\(environment.device.name), \(environment.device.driverInfo)"
        var entries: [[String: Any]] = exportedStages.map { item in
            let ms = item.stage.milliseconds
            return [
                "name": item.name, "unit": "ms", "value": ms.median,
                "range": "± \(NumberText.fixed((ms.p90 - ms.p10) / 2, fractionDigits: 3))",
                "extra": "median of \(ms.count) frames; p10 \(NumberText.fixed(ms.p10, fractionDigits: 3)) ms, p90 \(NumberText.fixed(ms.p90, fractionDigits: 3)) ms; \(device)",
            ]
        }
        for (name, overhead, rounds, what) in exportedOverheads {
            entries.append([
                "name": name, "unit": "%", "value": overhead.estimate * 100,
                "range": "± \(NumberText.fixed(overhead.halfWidth * 100, fractionDigits: 2))",
                "extra": "\(what), median of \(rounds) interleaved rounds, bootstrap 95 % CI; \(device)",
            ])
        }
        return entries
    }

    // MARK: - CSV

    private func csv() -> String {
        var lines = ["benchmark,metric,unit,value,lower,upper,count"]
        func row(_ fields: [String]) { lines.append(fields.map(Self.csvField).joined(separator: ",")) }
        func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 6) }
        for item in exportedStages {
            let ms = item.stage.milliseconds
            row([item.name, "median", "ms", number(ms.median), number(ms.p10), number(ms.p90), "\(ms.count)"])
        }
        for comparison in analysis.comparisons {
            let name = "\(benchmarkPrefix)/scaled/\(comparison.filter)"
            for (metric, unit, interval, scale) in [("overhead", "%", comparison.overhead, 100.0), ("scene-ratio", "ratio", comparison.sceneRatio, 1.0),
                                                     ("resample-share", "%", comparison.resampleShare, 100.0)] {
                row([name, metric, unit, number(interval.estimate * scale), number(interval.lower * scale), number(interval.upper * scale), "\(comparison.rounds)"])
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: quote fields with commas, quotes or line breaks; double inner quotes.
    public static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func serialize(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a result file, refusing anything that is not schema `nativescale.bench` version 1.
    public static func read(from path: String) throws -> BenchResult {
        try ResultFile.decode(BenchResult.self, schema: schemaName, version: currentSchemaVersion, kind: "bench", path: path)
    }
}

/// A result file that cannot be used, and why.
public struct ResultFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "'\(path)' \(reason)" }
}
