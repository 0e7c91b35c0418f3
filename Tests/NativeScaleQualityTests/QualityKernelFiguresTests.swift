import NativeScaleCore
import NativeScaleQuality
import RealModule
import Synchronization
import Testing

@Suite("Quality kernels keep their figures")
struct QualityKernelFiguresTests {
    /// A 263×197 pair (odd sizes: every vector loop has a tail, every band an uneven split): a
    /// textured reference and a copy that is blurred on its left half and noisy on its right.
    static func pair() -> (reference: RGBAImage, test: RGBAImage) {
        let width = 263
        let height = 197
        func base(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            (((x / 5 + y / 3) % 2) * 180 + 40, (x * 255) / (width - 1), ((x * y) / 7) % 256)
        }
        var reference: [UInt8] = []
        var test: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = base(x, y)
                reference += [UInt8(r), UInt8(g), UInt8(b), 255]
                if x < width / 2 {
                    let (r2, g2, b2) = base(max(x - 1, 0), y)
                    let (r3, g3, b3) = base(min(x + 1, width - 1), y)
                    test += [UInt8((r + r2 + r3) / 3), UInt8((g + g2 + g3) / 3), UInt8((b + b2 + b3) / 3), 255]
                } else {
                    let d = (((x * 73_856_093) ^ (y * 19_349_663)) & 0xFFFF) % 31 - 15
                    test += [UInt8(min(max(r + d, 0), 255)), UInt8(min(max(g - d, 0), 255)), UInt8(min(max(b + d, 0), 255)), 255]
                }
            }
        }
        return (RGBAImage(width: width, height: height, bytes: reference), RGBAImage(width: width, height: height, bytes: test))
    }

    struct Figures: Sendable, CustomTestStringConvertible {
        let ppd: Double
        let mean, weightedMedian, p95, p99, maximum: Double
        /// The errors at (7, 5), (131, 98) and (262, 196).
        let pixels: [Double]
        var testDescription: String { "\(ppd) PPD" }
    }

    /// The single-threaded scalar kernels' figures for ``pair()`` (main `36349a0`, before the
    /// metrics ran on every core in vectors), printed to full precision.
    static let figures: [Figures] = [
        Figures(
            ppd: 20, mean: 0.25478403274023026, weightedMedian: 0.36186960339546204, p95: 0.5782997608184814, p99: 0.6268894076347351,
            maximum: 0.8228916525840759, pixels: [0.012463365, 0.15152703, 0.2508352]),
        Figures(
            ppd: 67, mean: 0.14033090329291734, weightedMedian: 0.17986392974853516, p95: 0.26849040389060974, p99: 0.32494914531707764,
            maximum: 0.3888261318206787, pixels: [0.09170221, 0.14805606, 0.16024661]),
        Figures(
            ppd: 98, mean: 0.13012483744313288, weightedMedian: 0.17233125865459442, p95: 0.23336763679981232, p99: 0.26526960730552673,
            maximum: 0.29885995388031006, pixels: [0.17086877, 0.17194925, 0.14653617]),
    ]

    /// FLIP, SSIM and PSNR on every core in vectors equal the single-threaded scalar figures to 1e-6, on one thread
    /// and on many, against a prepared reference and side by side.
    @Test(
        "FLIP, SSIM and PSNR in vectors on every core equal the scalar single-threaded figures to 1e-6, prepared or side by side",
        arguments: figures, [(Parallelism.serial, true), (.allCores, true), (.serial, false), (.allCores, false)])
    func figuresAreKept(_ expected: Figures, run: (parallelism: Parallelism, prepared: Bool)) throws {
        let (reference, test) = Self.pair()
        let ppd = try PixelsPerDegree(expected.ppd)
        let (metrics, map) =
            run.prepared
            ? QualityMetrics.measure(test, against: QualityReference(reference, pixelsPerDegree: ppd, parallelism: run.parallelism))
            : QualityMetrics.measure(test, against: reference, pixelsPerDegree: ppd, parallelism: run.parallelism)
        let flip = try #require(metrics.flip)
        let errors = try #require(map)
        #expect(abs(metrics.psnr - 22.115951247041025) < 1e-6)
        #expect(abs((metrics.ssim ?? 0) - 0.9439806122898876) < 1e-6)
        #expect(abs(metrics.meanAbsoluteError - 9.270573173007019) < 1e-6)
        #expect(abs(flip.mean - expected.mean) < 1e-6)
        #expect(abs(flip.weightedMedian - expected.weightedMedian) < 1e-6)
        #expect(abs(flip.percentile95 - expected.p95) < 1e-6)
        #expect(abs(flip.percentile99 - expected.p99) < 1e-6)
        #expect(abs(flip.maximum - expected.maximum) < 1e-6)
        for (index, (x, y)) in [(7, 5), (131, 98), (262, 196)].enumerated() {
            #expect(abs(Double(errors[x, y]) - expected.pixels[index]) < 1e-6, "pixel (\(x), \(y))")
        }
    }
}

extension QualityKernelFiguresTests {
    @Test(
        "Measuring side by side gives the same bits as against a prepared reference: every metric and every pixel of FLIP's map",
        arguments: [20.0, 67, 98])
    func sideBySideIsPrepared(ppd: Double) throws {
        let (reference, test) = Self.pair()
        let pixelsPerDegree = try PixelsPerDegree(ppd)
        // Not while another test has switched the process to the other vector path (``vectorPathSwitch``).
        let (prepared, sideBySide) = vectorPathSwitch.withLock { _ in
            (
                QualityMetrics.measure(test, against: QualityReference(reference, pixelsPerDegree: pixelsPerDegree)),
                QualityMetrics.measure(test, against: reference, pixelsPerDegree: pixelsPerDegree)
            )
        }
        #expect(prepared.metrics == sideBySide.metrics)
        #expect(prepared.flipMap == sideBySide.flipMap)
    }
}

@Suite("FLIP's cube root")
struct FLIPCubeRootTests {
    @Test("The cube root of L*a*b*'s compression is within one unit in the last place of powf(t, 1/3) from (6/29)³ to 1.1")
    func cubeRootMatchesPow() {
        let low = Float(6.0 / 29) * Float(6.0 / 29) * Float(6.0 / 29)
        var worst: Float = 0
        for step in 0...200_000 {
            let t = low + (1.1 - low) * Float(step) / 200_000
            let expected = Float.pow(t, Float(1) / 3)
            worst = max(worst, abs(FLIPColor.cubeRoots(SIMD8(repeating: t))[step % 8] - expected) / expected.ulp)
        }
        #expect(worst <= 1, "worst \(worst) ulp")
    }
}
