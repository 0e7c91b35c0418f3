import Foundation
import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

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
            ExportedStage(
                name: MetricKey(.offscreen(stage.path), .stage(stage.stage)).benchmark(prefix: benchmarkPrefix), milliseconds: stage.milliseconds,
                samples: stageSamples(path: stage.path, stage: stage.stage))
        }
        for stage in present?.analysis.stages ?? [] where [.copy, .gpuFrame, .total].contains(stage.stage) {
            stages.append(
                ExportedStage(
                    name: MetricKey(.onScreen(stage.path), .stage(stage.stage)).benchmark(prefix: benchmarkPrefix), milliseconds: stage.milliseconds,
                    samples: presentSamples(path: stage.path, stage: stage.stage)))
        }
        return stages
    }

    /// Each filter's overhead over the native path, offscreen and (with `--present`) on screen.
    var exportedOverheads: [ExportedOverhead] {
        analysis.comparisons.map {
            ExportedOverhead(
                name: MetricKey(.offscreen(.scaled($0.filter)), .overhead).benchmark(prefix: benchmarkPrefix), overhead: $0.overhead, rounds: $0.rounds,
                what: "scaled frame / native frame - 1")
        }
            + (present?.analysis.comparisons ?? []).map {
                ExportedOverhead(
                    name: MetricKey(.onScreen(.scaled($0.filter)), .overhead).benchmark(prefix: benchmarkPrefix), overhead: $0.overhead, rounds: $0.rounds,
                    what: "on-screen scaled frame / native frame - 1")
            }
    }

    /// One row per figure: `benchmark,metric,unit,value,lower,upper,count`.
    var csvTable: Table {
        var table = Table(header: ["benchmark", "metric", "unit", "value", "lower", "upper", "count"])
        func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 6) }
        for item in exportedStages {
            let ms = item.milliseconds
            table.append([item.name, "median", MetricUnit.milliseconds.rawValue, number(ms.median), number(ms.p10), number(ms.p90), "\(ms.count)"])
        }
        for comparison in analysis.comparisons {
            let scope = MetricKey.Scope.offscreen(.scaled(comparison.filter))
            for (measure, interval) in [
                (MetricKey.Measure.overhead, comparison.overhead), (.sceneRatio, comparison.sceneRatio),
                (.resampleShare, comparison.resampleShare),
            ] {
                let key = MetricKey(scope, measure)
                let scale = key.unit == .percent ? 100.0 : 1.0
                table.append([
                    "\(benchmarkPrefix)/\(scope.name)", measure.name, key.unit.rawValue, number(interval.estimate * scale), number(interval.lower * scale),
                    number(interval.upper * scale), "\(comparison.rounds)",
                ])
            }
        }
        for row in (shaderStatistics?.exportedStatistics(prefix: "\(benchmarkPrefix)/shaders") ?? []).csvTable.rows { table.append(row) }
        return table
    }
}
