import Benchmark
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering

// What FSR 1's passes cost beside the classic kernels, per output megapixel, on the default Vulkan
// device (lavapipe here): EASU and RCAS (timed apart, as `bench` times them), bilinear and
// Lanczos-3 (and SGSR 1's single pass), upscaling the iPhone 12 mini's FSR presets to its 1080×2340 panel.
// Run with `swift package --package-path Benchmarks --disable-sandbox benchmark --target RenderBenchmarks --filter '.*FSR.*'`.
//
// package-benchmark runs benchmarks one after another, and lavapipe settles at one of two cost
// levels per process, so every iteration renders one round holding the four scaled paths
// (bilinear, lanczos3, fsr1, sgsr1) in one submission, and the ratios to bilinear are taken inside that
// round: they are the figures to compare across runs, not the microseconds.

/// The presets benchmarked, on the iPhone 12 mini's panel.
let presets: [UpscalerPreset] = [.quality, .performance]
let panel = PixelSize(width: 1080, height: 2340)

extension BenchmarkMetric {
    static let easuPerMegapixel = BenchmarkMetric.custom("EASU µs per output MP", polarity: .prefersSmaller, useScalingFactor: false)
    static let rcasPerMegapixel = BenchmarkMetric.custom("RCAS µs per output MP", polarity: .prefersSmaller, useScalingFactor: false)
    static let bilinearPerMegapixel = BenchmarkMetric.custom("bilinear µs per output MP", polarity: .prefersSmaller, useScalingFactor: false)
    static let lanczosPerMegapixel = BenchmarkMetric.custom("lanczos3 µs per output MP", polarity: .prefersSmaller, useScalingFactor: false)
    static let easuOverBilinear = BenchmarkMetric.custom("EASU ÷ bilinear, same round (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    static let rcasOverBilinear = BenchmarkMetric.custom("RCAS ÷ bilinear, same round (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    static let lanczosOverBilinear = BenchmarkMetric.custom("lanczos3 ÷ bilinear, same round (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    static let sgsrOverBilinear = BenchmarkMetric.custom("SGSR 1 ÷ bilinear, same round (‰)", polarity: .prefersSmaller, useScalingFactor: false)
}

/// The upscaler benchmarks, each with its own configuration (the render benchmarks keep theirs).
func upscalerBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [
            .easuPerMegapixel, .rcasPerMegapixel, .bilinearPerMegapixel, .lanczosPerMegapixel, .easuOverBilinear, .rcasOverBilinear,
            .lanczosOverBilinear, .sgsrOverBilinear,
        ],
        timeUnits: .microseconds, warmupIterations: 2, scalingFactor: .one, maxDuration: .seconds(4), maxIterations: 40
    )
    let megapixels = Double(panel.pixelCount) / 1e6
    for preset in presets {
        let size = preset.renderSize(for: panel)
        Benchmark("iphone-12-mini FSR \(preset.title) \(size)→\(panel)", configuration: configuration) { benchmark in
            let renderer = try cache.renderer("fsr-\(preset.rawValue)") { gpu throws(RendererError) in
                try OffscreenRenderer(
                    gpu: gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), nativeSize: panel, drawableSize: size,
                    filters: [.bilinear, .lanczos3, .fsr1, .sgsr1])
            }
            for _ in benchmark.scaledIterations {
                let round = try renderer.renderRound([.scaled(.bilinear), .scaled(.lanczos3), .scaled(.fsr1), .scaled(.sgsr1)])
                let bilinear = round[0].resample ?? 0
                let lanczos = round[1].resample ?? 0
                let easu = round[2].passes[.easu] ?? 0
                let rcas = round[2].passes[.rcas] ?? 0
                benchmark.measurement(.easuPerMegapixel, Int(easu / 1000 / megapixels))
                benchmark.measurement(.rcasPerMegapixel, Int(rcas / 1000 / megapixels))
                benchmark.measurement(.bilinearPerMegapixel, Int(bilinear / 1000 / megapixels))
                benchmark.measurement(.lanczosPerMegapixel, Int(lanczos / 1000 / megapixels))
                guard bilinear > 0 else { continue }
                benchmark.measurement(.easuOverBilinear, Int((easu / bilinear * 1000).rounded()))
                benchmark.measurement(.rcasOverBilinear, Int((rcas / bilinear * 1000).rounded()))
                benchmark.measurement(.lanczosOverBilinear, Int((lanczos / bilinear * 1000).rounded()))
                benchmark.measurement(.sgsrOverBilinear, Int(((round[3].resample ?? 0) / bilinear * 1000).rounded()))
            }
        }
    }
}
