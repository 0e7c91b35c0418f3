import NativeScaleCore
import NativeScaleQuality
import Testing

/// The metrics on the CPU's widest vectors (C for AVX-512 and AVX2, chosen at run time) and on the
/// portable Swift loop: the same sums in the same order, so the same bits.
@Suite("Vector paths")
struct VectorPathTests {
    /// A textured pair whose widths leave a tail after every vector width (16, 32 and 8 do not divide them).
    static func pair(width: Int, height: Int) -> (RGBAImage, RGBAImage) {
        func pixel(_ x: Int, _ y: Int, _ shift: Int) -> (Float, Float, Float, Float) {
            let u = x + shift
            return (Float((u / 5 + y / 3) % 2) * 0.8 + 0.1, Float((u * 7 + y * 3) % 64) / 63, Float((u * y) % 29) / 28, 1)
        }
        return (RGBAImage(width: width, height: height) { pixel($0, $1, 0) },
                RGBAImage(width: width, height: height) { x, y in pixel(x, y, x < width / 2 ? 1 : 0) })
    }

    static func measure(_ unit: VectorUnit, width: Int, height: Int) throws -> (QualityMetrics, ColorVideoVDPScore) {
        VectorKernels.use(unit)
        defer { VectorKernels.use(.widest) }
        let (reference, test) = pair(width: width, height: height)
        let metrics = QualityMetrics.measure(test, against: QualityReference(reference, pixelsPerDegree: try PixelsPerDegree(67))).metrics
        let score = ColorVideoVDP(display: try ColorVideoVDPNamedDisplay.named("standard_4k").model()).score(test, against: reference)
        return (metrics, score)
    }

    @Test("The widest path is a vector width this CPU has")
    func widthIsKnown() {
        #expect([4, 8, 16].contains(VectorKernels.widestWidth))
    }

    @Test("PSNR, SSIM, FLIP and JOD are the same on the widest and the portable path (within 1e-6 asked; the same bits found)",
          arguments: [(203, 117), (64, 48), (1000, 37)])
    func pathsAgree(width: Int, height: Int) throws {
        let (widestMetrics, widestScore) = try Self.measure(.widest, width: width, height: height)
        let (portableMetrics, portableScore) = try Self.measure(.portable, width: width, height: height)
        #expect(abs((widestMetrics.flip?.mean ?? 1) - (portableMetrics.flip?.mean ?? 0)) <= 1e-6)
        #expect(abs((widestMetrics.ssim ?? 1) - (portableMetrics.ssim ?? 0)) <= 1e-6)
        #expect(abs(widestScore.jod - portableScore.jod) <= 1e-6)
        #expect(widestMetrics == portableMetrics && widestScore == portableScore)
        #expect(widestScore.jod < 10 && (widestMetrics.flip?.mean ?? 0) > 0)
    }
}
