import NativeScaleCore
import NativeScaleQuality
import Synchronization
import Testing

/// Held while a test switches the whole process to another vector path, and by every test that
/// compares FLIP's figures bit for bit: FLIP's powers differ by an ulp between the paths, so such a
/// test must not see the switch in the middle of its measurements.
let vectorPathSwitch = Mutex<Void>(())

/// The metrics on the CPU's widest vectors (C for AVX-512 and AVX2, chosen at run time) and on the
/// portable Swift loop: the same sums in the same order, so the same bits, but for FLIP's two
/// powers a pixel (in double on AVX-512, within an ulp of powf).
@Suite("Vector paths")
struct VectorPathTests {
    /// A textured pair whose widths leave a tail after every vector width (16, 32 and 8 do not divide them).
    static func pair(width: Int, height: Int) -> (RGBAImage, RGBAImage) {
        func pixel(_ x: Int, _ y: Int, _ shift: Int) -> (Float, Float, Float, Float) {
            let u = x + shift
            return (Float((u / 5 + y / 3) % 2) * 0.8 + 0.1, Float((u * 7 + y * 3) % 64) / 63, Float((u * y) % 29) / 28, 1)
        }
        return (
            RGBAImage(width: width, height: height) { pixel($0, $1, 0) },
            RGBAImage(width: width, height: height) { x, y in pixel(x, y, x < width / 2 ? 1 : 0) }
        )
    }

    static func measure(_ unit: VectorUnit, width: Int, height: Int) throws -> (QualityMetrics, FLIPErrorMap, ColorVideoVDPScore) {
        VectorKernels.use(unit)
        defer { VectorKernels.use(.widest) }
        let (reference, test) = pair(width: width, height: height)
        let (metrics, map) = QualityMetrics.measure(test, against: reference, pixelsPerDegree: try PixelsPerDegree(67))
        let score = ColorVideoVDP(display: try ColorVideoVDPNamedDisplay.named("standard_4k").model()).score(test, against: reference)
        return (metrics, try #require(map), score)
    }

    @Test("The widest path is a vector width this CPU has")
    func widthIsKnown() {
        #expect([4, 8, 16].contains(VectorKernels.widestWidth))
    }

    @Test(
        "PSNR, SSIM, FLIP and JOD agree on the widest and the portable path within 1e-6 (the same bits but FLIP's and ColorVideoVDP's powers)",
        arguments: [(203, 117), (64, 48), (1000, 37)])
    func pathsAgree(width: Int, height: Int) throws {
        let ((widestMetrics, widestMap, widestScore), (portableMetrics, portableMap, portableScore)) = try vectorPathSwitch.withLock { _ in
            (try Self.measure(.widest, width: width, height: height), try Self.measure(.portable, width: width, height: height))
        }
        let widest = try #require(widestMetrics.flip)
        let portable = try #require(portableMetrics.flip)
        for (a, b) in [
            (widest.mean, portable.mean), (widest.weightedMedian, portable.weightedMedian), (widest.percentile95, portable.percentile95),
            (widest.percentile99, portable.percentile99), (widest.maximum, portable.maximum),
        ] {
            #expect(abs(a - b) <= 1e-6)
        }
        let largest = zip(widestMap.values, portableMap.values).map { abs($0 - $1) }.max() ?? 1
        #expect(largest <= 1e-6, "largest difference of a pixel's FLIP \(largest)")
        #expect(
            widestMetrics.psnr == portableMetrics.psnr && widestMetrics.ssim == portableMetrics.ssim
                && widestMetrics.meanAbsoluteError == portableMetrics.meanAbsoluteError)
        // ColorVideoVDP's contrasts and masking run in C on AVX-512, their powers within an ulp of powf's.
        #expect(abs(widestScore.jod - portableScore.jod) <= 1e-6, "JOD \(widestScore.jod) against \(portableScore.jod)")
        for (a, b) in zip(widestScore.bands.flatMap(\.differences), portableScore.bands.flatMap(\.differences)) {
            #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "a band's difference \(a) against \(b)")
        }
        #expect(widestScore.jod < 10 && widest.mean > 0)
    }

    @Test(
        "FLIP's filters and colour conversions give the same bits on both paths: the reference's L*, a*, b*, edges and points, before any power",
        arguments: [(203, 117), (1000, 37)], [20.0, 67])
    func flipFeaturesAreTheSameBits(size: (width: Int, height: Int), ppd: Double) throws {
        let (reference, _) = Self.pair(width: size.width, height: size.height)
        let pixelsPerDegree = try PixelsPerDegree(ppd)
        let (widest, portable) = vectorPathSwitch.withLock { _ in
            VectorKernels.use(.portable)
            defer { VectorKernels.use(.widest) }
            let portable = FLIP.Reference(reference, pixelsPerDegree: pixelsPerDegree).prepared
            VectorKernels.use(.widest)
            return (FLIP.Reference(reference, pixelsPerDegree: pixelsPerDegree).prepared, portable)
        }
        #expect(widest == portable)
        #expect(widest.lightness.contains { $0 > 0 } && widest.edges.contains { $0 > 0 })
    }
}
