import Benchmark
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Synchronization

// One benchmark per display × path × filter on the default Vulkan device (lavapipe here):
// wall clock per frame, and the GPU's own timestamps per stage as custom metrics.
// Run with `swift package --disable-sandbox benchmark --target RenderBenchmarks`; FSR 1's passes
// beside bilinear and Lanczos-3, in one round each iteration, are `upscalerBenchmarks()`
// (UpscalerBenchmarks.swift): `… --target RenderBenchmarks --filter '.*FSR.*'`.
//
// package-benchmark runs benchmarks one after another; `nativescale bench` interleaves the paths
// and is what to use for ratios between them.

/// The displays benchmarked: a downscale by 0.87, a downscale by 0.96 and a Display Zoom upscale.
let displayIDs = ["iphone-8-plus", "iphone-13-mini", "iphone-8-zoomed"]

/// Renderers are expensive to build (images, pipelines, tables): one per key, kept for the run.
final class RendererCache: Sendable {
    private let state = Mutex<[String: Result<SendableRenderer, RendererError>]>([:])
    private let gpu: Result<SendableGPU, RendererError> = Result { () throws(RendererError) in
        let instance = try Instance(validation: false)
        return SendableGPU(instance: instance, gpu: try GPU(instance: instance))
    }

    /// The renderer kept under `key`, made by `make` on the benchmark device the first time.
    func renderer(_ key: String, make: (GPU) throws(RendererError) -> OffscreenRenderer) throws -> OffscreenRenderer {
        try state.withLock { cache in
            if let cached = cache[key] { return try cached.get().renderer }
            let made = Result { () throws(RendererError) -> SendableRenderer in SendableRenderer(renderer: try make(try gpu.get().gpu)) }
            cache[key] = made
            return try made.get().renderer
        }
    }

    /// One display's renderer: the fill workload, every filter.
    func renderer(for id: String, display: Display) throws -> OffscreenRenderer {
        try renderer(id) { gpu throws(RendererError) in
            try OffscreenRenderer(
                gpu: gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 8), nativeSize: display.nativeSize,
                drawableSize: display.drawableSize, filters: ResampleFilter.spatial)
        }
    }
}

/// The benchmark process uses its device from one thread at a time.
struct SendableGPU: @unchecked Sendable {
    let instance: Instance
    let gpu: GPU
}

/// The benchmark process uses each renderer from one thread at a time.
struct SendableRenderer: @unchecked Sendable {
    let renderer: OffscreenRenderer
}

let cache = RendererCache()

extension BenchmarkMetric {
    static let gpuScene = BenchmarkMetric.custom("GPU scene (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    static let gpuResample = BenchmarkMetric.custom("GPU resample (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    static let gpuFrame = BenchmarkMetric.custom("GPU frame (µs)", polarity: .prefersSmaller, useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    upscalerBenchmarks()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .gpuScene, .gpuResample, .gpuFrame],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 60,
        // A frame that costs 15 % more GPU time at the median fails `benchmark check`.
        thresholds: [.gpuFrame: .init(relative: [.p50: 15.0])]
    )

    for id in displayIDs {
        guard let entry = try? DisplayCatalog.entry(named: id) else { continue }
        let display = entry.display
        let sizes = "\(display.drawableSize)→\(display.nativeSize)"
        let paths: [MeasuredPath] = [.native] + ResampleFilter.spatial.map { .scaled($0) }
        for path in paths {
            let name = "\(id) \(path == .native ? "\(display.nativeSize)" : sizes) \(path.name)"
            Benchmark(name) { benchmark in
                let renderer = try cache.renderer(for: id, display: display)
                for _ in benchmark.scaledIterations {
                    let timing = try renderer.render(path)
                    benchmark.measurement(.gpuScene, Int(timing.scene / 1000))
                    benchmark.measurement(.gpuResample, Int((timing.resample ?? 0) / 1000))
                    benchmark.measurement(.gpuFrame, Int(timing.frame / 1000))
                }
            }
        }
    }
}
