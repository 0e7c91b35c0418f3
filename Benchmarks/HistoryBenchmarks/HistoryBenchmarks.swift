import Benchmark
import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleHistory
import NativeScaleResults
import Synchronization

// The history's performance targets: recording a result, and reading the series of a metric
// over 10,000 recorded results, each within 100 ms. Run with
// `swift package --disable-sandbox benchmark --target HistoryBenchmarks`.

/// A bench result of `rounds` interleaved rounds whose frames vary with `seed`.
func makeResult(rounds: Int, seed: UInt64) throws -> BenchResult {
    let environment = try JSONDecoder().decode(
        RunEnvironment.self,
        from: Data(
            """
            {"nativescaleVersion":"0.1.0","date":"2026-11-22T08:00:00Z","operatingSystem":"Debian GNU/Linux 12","cpu":"benchmark",
             "device":{"index":0,"name":"llvmpipe (LLVM 15.0.6, 256 bits)","kind":"cpu","driverName":"llvmpipe","driverInfo":"Mesa 22.3.6",
             "apiVersion":"1.3.230","timestampPeriod":1,"timestampValidBits":64,"timestampComputeAndGraphics":true,
             "maxImageDimension2D":16384,"unsuitableReasons":[]}}
            """.utf8))
    let memory = try JSONDecoder().decode(
        MemoryDocument.self,
        from: Data(
            #"{"nativeImageBytes":8294400,"drawableImageBytes":10969344,"intermediateBytes":0,"weightTableBytes":119808}"#.utf8))
    var generator = seed | 1
    func jitter() -> Double {
        generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return 0.98 + Double(generator >> 40) / Double(1 << 24) * 0.04
    }
    let samples = (0..<rounds).flatMap { round -> [FrameSample] in
        let native = 68e6 * jitter()
        let scene = 90e6 * jitter()
        let resample = 11e6 * jitter()
        return [
            FrameSample(round: round, position: 0, path: .native, scene: native, resample: nil, frame: native, host: native),
            FrameSample(
                round: round, position: 1, path: .scaled(.bilinear), scene: scene, resample: resample, frame: scene + resample,
                host: scene + resample),
        ]
    }
    let entry = try DisplayCatalog.entry(named: "iphone-8-plus")
    return BenchResult(
        environment: environment, plan: RenderTargetPlan(display: entry.display), entry: entry, workload: WorkloadConfiguration(),
        filters: [.bilinear], warmupRounds: 10, stop: StopCondition(), seed: seed, validation: false, timing: .gpuTimestamps,
        memory: memory, samples: samples, measuringSeconds: 23)
}

func commit(_ index: Int) -> CommitInfo {
    CommitInfo(
        sha: String(format: "%08x%032x", index, 0), branch: "main",
        date: ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3600)))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 200)

    // 10,000 recorded results (3 rounds each, so the file builds in seconds), kept between runs
    // and shared by both benchmarks.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-history-benchmark.sqlite").path
    guard let store = try? HistoryStore(path: path) else { return }
    if (try? store.count()) ?? 0 < 10_000 {
        for index in 0..<10_000 {
            guard let result = try? makeResult(rounds: 3, seed: UInt64(index)) else { return }
            _ = try? store.record(result, commit: commit(index))
        }
    }
    // A default bench run measures about 134 rounds.
    let realistic = (0..<200).compactMap { try? makeResult(rounds: 134, seed: 1_000_000 + UInt64($0)) }

    Benchmark("Record a 134-round result into a history of 10,000", configuration: .init(thresholds: [.wallClock: .init(absolute: [.p50: 100_000_000])])) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let index = recordedCount.wrappingAdd(1, ordering: .relaxed).newValue
            blackHole(try? store.record(realistic[index % realistic.count], commit: commit(20_000 + index)))
        }
    }

    Benchmark("Read the series of one metric over 10,000 results", configuration: .init(thresholds: [.wallClock: .init(absolute: [.p50: 100_000_000])])) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let points = (try? store.points(SeriesQuery(display: "iphone-8-plus", workload: "fill-96", metric: "scaled/bilinear/frame"))) ?? []
            blackHole(HistorySeries.group(points, commitOrder: (try? store.commitOrder()) ?? []))
        }
    }
}

/// Results recorded by the benchmark so far: each iteration records a new one.
let recordedCount = Atomic<Int>(0)
