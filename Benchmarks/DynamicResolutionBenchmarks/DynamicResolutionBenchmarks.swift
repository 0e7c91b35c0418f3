import Benchmark
import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTuning
import NativeScaleUseCases

// Times the dynamic-resolution replay: 100,000 recorded frames through every controller, as
// `nativescale dynres replay --controller all` runs them (issue 38 asks for at most a second),
// and a 1,000,000-frame CSV (a two-hour capture at 144 Hz) read, replayed through every
// controller at its engine's delay, and written as JSON, the whole of `dynres replay --json`
// (issue 52 asks for at most 5 s and 500 MB resident on 2 cores).
// Run with `swift package --package-path Benchmarks --disable-sandbox benchmark --target DynamicResolutionBenchmarks`.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(5),
        maxIterations: 20
    )

    // 100,000 frames at scale 1 of a 1080×1920 output: 12 ms with a slow swell of ±3 ms and a
    // step to twice the load over every tenth thousand frames.
    let recording = (0..<100_000).map { frame in
        let swell = 3 * sin(Double(frame) / 240 * 2 * Double.pi)
        let step = frame / 1000 % 10 == 9 ? 2.0 : 1.0
        return DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: (12 + swell) * step, scale: 1)
    }
    guard let model = try? CostModel(fixedMilliseconds: 2, millisecondsPerMegapixel: 6.5),
        let settings = try? ControllerSettings(budgetMilliseconds: 16.6)
    else { return }
    let replay = DynamicResolutionReplay(recording: recording, model: model, outputMegapixels: 1080.0 * 1920 / 1e6, settings: settings)

    Benchmark("Replay 100,000 frames through every controller", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            for name in ControllerName.allCases {
                blackHole(replay.run(name).meanScale)
            }
        }
    }

    // The same recording ten times over, as a CSV, made once.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-dynres-benchmark-\(getpid())")
    let csv = folder.appendingPathComponent("frames.csv").path
    let output = folder.appendingPathComponent("replay.json").path
    Benchmark(
        "Replay a 1,000,000-frame CSV through every controller and write its JSON",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(60), maxIterations: 3,
            setup: {
                try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
                let rows = (0..<1_000_000).map { "\($0),\(String(format: "%.4f", recording[$0 % recording.count].gpuMilliseconds)),1" }
                try (["frame,gpu_ms,scale"] + rows).joined(separator: "\n").write(toFile: csv, atomically: true, encoding: .utf8)
            },
            teardown: { try? FileManager.default.removeItem(atPath: folder.path) })
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let request = DynamicResolutionReplayUseCase.Request(
                recording: csv, model: .given(model), outputSize: PixelSize(width: 1080, height: 1920), settings: settings,
                controllers: ControllerName.allCases)
            let result = try DynamicResolutionReplayUseCase(request: request).run()
            try AtomicFile.write(try JSONText.encode(result), to: output)
            blackHole(result.controllers.count)
        }
    }

    Benchmark("Replay 100,000 frames through nativescale's controller, by the pixels rule", configuration: .init(scalingFactor: .one)) { benchmark in
        let pixels = DynamicResolutionReplay(recording: recording, model: model, outputMegapixels: 1080.0 * 1920 / 1e6, settings: settings, rule: .pixels)
        for _ in benchmark.scaledIterations {
            blackHole(pixels.run(.nativescale).meanScale)
        }
    }
}
