import Foundation
import NativeScaleCore

extension BenchResult {
    /// The result in `format`, ending in a newline.
    public func exported(as format: ExportFormat) throws -> String {
        switch format {
        case .json: try JSONText.encode(self)
        case .googleBenchmark: try JSONText.encode(GoogleBenchmarkDocument(self))
        case .bmf: try JSONText.encode(BencherMetricDocument(self))
        case .githubActionBenchmark: try JSONText.encode(githubActionBenchmarkEntries)
        case .csv: csvTable.csv()
        }
    }

    /// `iphone-8-plus/fill-96`, or `414x736@3-1080x1920/fill-96` for a display given by hand: the
    /// prefix of every benchmark name in exports and comparisons.
    public var benchmarkPrefix: String { "\(displayKey)/\(workloadKey)" }

    /// The display's catalog id, or `414x736@3-1080x1920` for a display given by hand.
    public var displayKey: String {
        let display = configuration.display
        return display.deviceID ?? "\(NumberText.trimmed(display.logicalSize.width, maxFractionDigits: 2))x"
            + "\(NumberText.trimmed(display.logicalSize.height, maxFractionDigits: 2))@\(NumberText.trimmed(display.scale, maxFractionDigits: 6))"
            + "-\(display.panelSize.width)x\(display.panelSize.height)"
    }

    /// The workload and its knob, e.g. `fill-96`.
    public var workloadKey: String { configuration.workload.key }

    /// One exported time series: a stage of a path, offscreen or on screen.
    struct ExportedStage {
        let name: String
        let milliseconds: SampleStatistics
        let samples: [Double]
    }

    /// One exported overhead: a filter's scaled frame over the native frame.
    struct ExportedOverhead {
        let name: String
        let overhead: BootstrapInterval
        let rounds: Int
        let what: String
    }

    /// The stages exported as benchmarks: every path's scene, and resample and frame where present.
    /// With `--present`, the on-screen copy, GPU frame and host frame of each path follow as
    /// `…/present/PATH/STAGE`.
    var exportedStages: [ExportedStage] {
        var stages = analysis.stages.filter { $0.stage != .host }.map { stage in
            ExportedStage(name: "\(benchmarkPrefix)/\(stage.path)/\(stage.stage.rawValue)", milliseconds: stage.milliseconds,
                          samples: stageSamples(path: stage.path, stage: stage.stage))
        }
        for stage in present?.analysis.stages ?? [] where [.copy, .gpuFrame, .total].contains(stage.stage) {
            stages.append(ExportedStage(name: "\(benchmarkPrefix)/present/\(stage.path)/\(stage.stage.rawValue)", milliseconds: stage.milliseconds,
                                        samples: presentSamples(path: stage.path, stage: stage.stage)))
        }
        return stages
    }

    /// Each filter's overhead over the native path, offscreen and (with `--present`) on screen.
    var exportedOverheads: [ExportedOverhead] {
        analysis.comparisons.map {
            ExportedOverhead(name: "\(benchmarkPrefix)/scaled/\($0.filter.rawValue)/overhead", overhead: $0.overhead, rounds: $0.rounds,
                             what: "scaled frame / native frame - 1")
        } + (present?.analysis.comparisons ?? []).map {
            ExportedOverhead(name: "\(benchmarkPrefix)/present/scaled/\($0.filter.rawValue)/overhead", overhead: $0.overhead, rounds: $0.rounds,
                             what: "on-screen scaled frame / native frame - 1")
        }
    }

    /// One row per figure: `benchmark,metric,unit,value,lower,upper,count`.
    var csvTable: Table {
        var table = Table(header: ["benchmark", "metric", "unit", "value", "lower", "upper", "count"])
        func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 6) }
        for item in exportedStages {
            let ms = item.milliseconds
            table.append([item.name, "median", "ms", number(ms.median), number(ms.p10), number(ms.p90), "\(ms.count)"])
        }
        for comparison in analysis.comparisons {
            let name = "\(benchmarkPrefix)/scaled/\(comparison.filter.rawValue)"
            for (metric, unit, interval, scale) in [("overhead", "%", comparison.overhead, 100.0), ("scene-ratio", "ratio", comparison.sceneRatio, 1.0),
                                                     ("resample-share", "%", comparison.resampleShare, 100.0)] {
                table.append([name, metric, unit, number(interval.estimate * scale), number(interval.lower * scale),
                              number(interval.upper * scale), "\(comparison.rounds)"])
            }
        }
        for row in (shaderStatistics?.exportedStatistics(prefix: "\(benchmarkPrefix)/shaders") ?? []).csvTable.rows { table.append(row) }
        return table
    }
}
