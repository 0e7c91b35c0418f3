import Benchmark
import NativeScaleCore
import NativeScaleQuality

// Times FLIP, SSIM, PSNR and ColorVideoVDP (on the iPhone 12 mini's own display model) at the
// iPhone 12 mini's panel (1080×2339), each on every core and on the calling thread alone (the
// single-threaded baseline, run beside it so the ratio is of one run), and FLIP on the widest
// vectors and on the portable loop. Run from the repository's root with
// `swift package --package-path Benchmarks --disable-sandbox benchmark --target QualityBenchmarks`.

/// A 1080×2339 textured reference and a copy with a one-pixel shift on its left half and noise
/// on its right: every filter and every branch of FLIP does real work.
func panelPair() -> (reference: RGBAImage, test: RGBAImage) {
    let width = 1080
    let height = 2339
    var reference = [UInt8](repeating: 255, count: width * height * 4)
    var test = reference
    for y in 0..<height {
        for x in 0..<width {
            let i = 4 * (y * width + x)
            let r = ((x / 6 + y / 4) % 2) * 170 + 40
            let g = (x * 255) / (width - 1)
            let b = ((x * y) / 11) % 256
            reference[i] = UInt8(r)
            reference[i + 1] = UInt8(g)
            reference[i + 2] = UInt8(b)
            let d = x < width / 2 ? (x % 2 == 0 ? 12 : -12) : (((x * 73_856_093) ^ (y * 19_349_663)) & 0xFFFF) % 31 - 15
            test[i] = UInt8(min(max(r + d, 0), 255))
            test[i + 1] = UInt8(min(max(g - d, 0), 255))
            test[i + 2] = UInt8(min(max(b + d, 0), 255))
        }
    }
    return (RGBAImage(width: width, height: height, bytes: reference), RGBAImage(width: width, height: height, bytes: test))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(6),
        maxIterations: 20
    )
    let (reference, test) = panelPair()
    // The widest vectors against the portable Swift loop, on every core (the same results).
    for unit in VectorUnit.allCases {
        guard let ppd = try? PixelsPerDegree(97.6) else { return }
        Benchmark("FLIP 1080×2339 pair (all cores, \(unit.rawValue) vectors)") { benchmark in
            VectorKernels.use(unit)
            defer { VectorKernels.use(.widest) }
            for _ in benchmark.scaledIterations {
                blackHole(FLIP(pixelsPerDegree: ppd).errorMap(test, against: reference, parallelism: .allCores).statistics)
            }
        }
    }
    guard let ppd = try? PixelsPerDegree(97.6), let entry = try? DisplayCatalog.entry(named: "iphone-12-mini"),
        let display = try? DisplayModel.catalog(entry, viewing: ViewingGeometry.resolve(panel: entry.panel))
    else { return }
    for parallelism in [Parallelism.allCores, .serial] {
        let name = parallelism == .serial ? "serial" : "all cores"
        let flipReference = FLIP.Reference(reference, pixelsPerDegree: ppd, parallelism: parallelism)
        Benchmark("FLIP 1080×2339 pair (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(FLIP(pixelsPerDegree: ppd).errorMap(test, against: reference, parallelism: parallelism).statistics)
            }
        }
        Benchmark("FLIP 1080×2339 against a prepared reference (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(FLIP(pixelsPerDegree: ppd).errorMap(test, against: flipReference, parallelism: parallelism).statistics)
            }
        }
        Benchmark("SSIM 1080×2339 pair (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(
                    StructuralSimilarity.mean(
                        LumaPlane(test, parallelism: parallelism), LumaPlane(reference, parallelism: parallelism),
                        parallelism: parallelism))
            }
        }
        Benchmark("ColorVideoVDP 1080×2339 pair on iphone-12-mini (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(ColorVideoVDP(display: display).score(test, against: reference, parallelism: parallelism).jod)
            }
        }
        let prepared = QualityReference(reference, parallelism: parallelism)
        Benchmark("PSNR and SSIM 1080×2339 against a prepared reference (\(name))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(QualityMetrics.measure(test, against: prepared).metrics)
            }
        }
    }
}
