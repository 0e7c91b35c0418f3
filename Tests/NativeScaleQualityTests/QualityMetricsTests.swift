import NativeScaleCore
import NativeScaleQuality
import Testing

@Suite("Image quality: PSNR and SSIM")
struct QualityMetricsTests {
    static func gray(_ value: UInt8, width: Int = 32, height: Int = 24) -> RGBAImage {
        RGBAImage(width: width, height: height, bytes: (0..<(width * height)).flatMap { _ in [value, value, value, 255] })
    }

    /// A deterministic 40×30 image and a perturbed copy; `Tests/…/ssim_reference.py`-style
    /// figures computed with NumPy/SciPy (float64, 'valid' Gaussian filtering).
    static func pair() -> (RGBAImage, RGBAImage) {
        func image(perturbed: Bool) -> RGBAImage {
            var bytes: [UInt8] = []
            for y in 0..<30 {
                for x in 0..<40 {
                    var r = (x * 7 + y * 13) % 256
                    var g = (x * x + y) % 256
                    var b = ((x ^ y) * 3) % 256
                    if perturbed {
                        let d = (x * y) % 41 - 20
                        r = min(max(r + d, 0), 255)
                        g = min(max(g - d, 0), 255)
                        b = min(max(b + x % 5 - 2, 0), 255)
                    }
                    bytes += [UInt8(r), UInt8(g), UInt8(b), 255]
                }
            }
            return RGBAImage(width: 40, height: 30, bytes: bytes)
        }
        return (image(perturbed: false), image(perturbed: true))
    }

    @Test("Identical images: PSNR is infinite and SSIM is 1")
    func identical() {
        let (image, _) = Self.pair()
        let metrics = QualityMetrics(image, against: image)
        #expect(metrics.psnr == .infinity)
        #expect(abs((metrics.ssim ?? 0) - 1) < 1e-9)
        #expect(metrics.meanAbsoluteError == 0)
    }

    @Test("A uniform error of d levels gives PSNR 10·log10(255²/d²)", arguments: [1, 10, 64])
    func uniformError(_ d: Int) {
        let metrics = QualityMetrics(Self.gray(100), against: Self.gray(UInt8(100 + d)))
        let expected = 10 * (log10Approximation(255.0 * 255.0 / Double(d * d)))
        #expect(abs(metrics.psnr - expected) < 1e-9)
        #expect(metrics.meanAbsoluteError == Double(d))
    }

    @Test("Constant images: SSIM reduces to the luminance term (2ab + C1) / (a² + b² + C1)")
    func constantImages() throws {
        let ssim = try #require(QualityMetrics(Self.gray(100), against: Self.gray(110)).ssim)
        let c1 = (0.01 * 255) * (0.01 * 255)
        #expect(abs(ssim - (2 * 100 * 110 + c1) / (100 * 100 + 110 * 110 + c1)) < 1e-5)
    }

    @Test("Matches an independent NumPy/SciPy implementation on a textured pair")
    func matchesReference() throws {
        let (a, b) = Self.pair()
        let metrics = QualityMetrics(b, against: a)
        #expect(abs(try #require(metrics.ssim) - 0.99382974) < 2e-6)
        #expect(abs(metrics.psnr - 28.27249871) < 1e-6)
        #expect(abs(metrics.meanAbsoluteError - 7.304444) < 1e-5)
    }

    @Test("Both metrics are symmetric")
    func symmetry() throws {
        let (a, b) = Self.pair()
        let forward = QualityMetrics(a, against: b)
        let backward = QualityMetrics(b, against: a)
        #expect(forward.psnr == backward.psnr)
        #expect(abs(try #require(forward.ssim) - (try #require(backward.ssim))) < 1e-6)
    }

    @Test("More error means lower PSNR and SSIM")
    func monotone() throws {
        let (a, _) = Self.pair()
        var slightly = a
        var heavily = a
        for index in stride(from: 0, to: a.bytes.count, by: 4) {
            slightly.bytes[index] = UInt8(min(Int(a.bytes[index]) + (index / 4 % 2 == 0 ? 4 : 0), 255))
            heavily.bytes[index] = UInt8(min(Int(a.bytes[index]) + (index / 4 % 2 == 0 ? 40 : 0), 255))
        }
        let small = QualityMetrics(slightly, against: a)
        let large = QualityMetrics(heavily, against: a)
        #expect(small.psnr > large.psnr)
        #expect(try #require(small.ssim) > (try #require(large.ssim)))
    }

    @Test("Images smaller than the 11×11 window have no SSIM")
    func tooSmall() {
        #expect(QualityMetrics(Self.gray(10, width: 10, height: 40), against: Self.gray(20, width: 10, height: 40)).ssim == nil)
    }

    @Test("The error image is black where images agree and saturates at the full scale")
    func errorImage() {
        let error = Self.gray(100).errorImage(against: Self.gray(140), fullScale: 32)
        #expect(Array(error.bytes[0..<4]) == [255, 255, 255, 255])
        let none = Self.gray(100).errorImage(against: Self.gray(100))
        #expect(Array(none.bytes[0..<4]) == [0, 0, 0, 255])
    }

    /// log10 by repeated division, independent of the code under test.
    func log10Approximation(_ x: Double) -> Double {
        var value = x
        var whole = 0.0
        while value >= 10 {
            value /= 10
            whole += 1
        }
        // ln(value) / ln(10) by the atanh series.
        func ln(_ v: Double) -> Double {
            let z = (v - 1) / (v + 1)
            var term = z
            var sum = 0.0
            var n = 1.0
            for _ in 0..<200 {
                sum += term / n
                term *= z * z
                n += 2
            }
            return 2 * sum
        }
        return whole + ln(value) / ln(10)
    }
}
