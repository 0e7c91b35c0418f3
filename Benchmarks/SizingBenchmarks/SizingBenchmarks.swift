import Benchmark
import NativeScaleCore

// Times the pure sizing computations: planning a display, looking devices up, comparing
// platform rules. Run with `swift package benchmark --target SizingBenchmarks`.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000_000
    )

    guard let plus = try? DisplayCatalog.entry(named: "iphone-8-plus").display else { return }

    Benchmark("Plan iPhone 8 Plus (sizes, ratios, memory, bandwidth)") { benchmark in
        for _ in benchmark.scaledIterations {
            let plan = RenderTargetPlan(display: plus)
            blackHole(plan.drawableSize)
            blackHole(plan.nativeSize)
            blackHole(plan.pixelRatio)
            blackHole(plan.extraBytesPerSecond)
        }
    }

    Benchmark("Compare 7 platform rules for iPhone 8 Plus") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(RenderTargetPlan(display: plus).variantGroups)
        }
    }

    Benchmark("Validate a display given by hand") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                try? Display(
                    logicalSize: LogicalSize(width: 414, height: 736), scale: ScaleFactor(3),
                    nativeScale: ScaleFactor(2.608696), panelSize: PixelSize(width: 1080, height: 1920)))
        }
    }

    Benchmark("Plan every catalog entry", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            for entry in DisplayCatalog.entries {
                blackHole(RenderTargetPlan(display: entry.display).extraBytesPerFrame)
            }
        }
    }

    Benchmark("Look up a device by alias, ignoring case") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? DisplayCatalog.entry(named: "iPhone-6s-Plus"))
        }
    }

    Benchmark("Suggest ids for a misspelt device", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DisplayCatalog.suggestions(for: "iphone8plus"))
        }
    }
}
