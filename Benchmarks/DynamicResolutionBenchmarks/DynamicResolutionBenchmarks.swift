import Benchmark
import Foundation
import NativeScaleCore
import NativeScaleTuning

// Times the dynamic-resolution replay: 100,000 recorded frames through every controller, as
// `nativescale dynres replay --controller all` runs them (issue 38 asks for at most a second).
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

    Benchmark("Replay 100,000 frames through nativescale's controller, by the pixels rule", configuration: .init(scalingFactor: .one)) { benchmark in
        let pixels = DynamicResolutionReplay(recording: recording, model: model, outputMegapixels: 1080.0 * 1920 / 1e6, settings: settings, rule: .pixels)
        for _ in benchmark.scaledIterations {
            blackHole(pixels.run(.nativescale).meanScale)
        }
    }
}
