import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleUseCases
import Testing

/// `quality`'s use case on two PNG files written here: the same image scores as the same, a
/// blurred copy scores worse on every metric, and images of different sizes are refused before
/// any metric runs unless a resample filter is given. No Vulkan.
@Suite("quality's use case on image files")
struct QualityUseCaseTests {
    /// Rings on a 96×64 image; `blur` averages each pixel with its right neighbour that many times.
    static func rings(width: Int = 96, height: Int = 64, blur: Int = 0) -> RGBAImage {
        var value = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - Double(width) / 2
                let dy = Double(y) - Double(height) / 2
                value[y * width + x] = 0.5 + 0.5 * sin((dx * dx + dy * dy).squareRoot() * 0.6)
            }
        }
        for _ in 0..<blur {
            for y in 0..<height {
                for x in 0..<(width - 1) { value[y * width + x] = (value[y * width + x] + value[y * width + x + 1]) / 2 }
            }
        }
        let bytes = value.flatMap { level -> [UInt8] in
            let byte = UInt8(max(0, min(255, (level * 255).rounded())))
            return [byte, byte, byte, 255]
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func compare(_ reference: RGBAImage, _ test: RGBAImage, resize: ResampleFilter? = nil) throws -> QualityComparison {
        let folder = try TemporaryFolder("nativescale-quality-use-case")
        try AtomicFile.write(Data(PNGEncoder.encode(reference)), to: folder.path("reference.png"))
        try AtomicFile.write(Data(PNGEncoder.encode(test)), to: folder.path("test.png"))
        let viewing = try ViewingGeometry.resolve(panel: nil)
        return try QualityUseCase(
            request: .init(
                referencePath: folder.path("reference.png"), testPath: folder.path("test.png"), viewing: viewing,
                resize: resize)
        ).run().comparison
    }

    @Test("The same image scores as the same: SSIM 1, FLIP 0, PSNR unbounded")
    func sameImage() throws {
        let comparison = try Self.compare(Self.rings(), Self.rings())
        #expect(comparison.metrics.ssim == 1)
        #expect(comparison.metrics.flip?.mean == 0)
        #expect(comparison.metrics.psnr.isInfinite || comparison.metrics.psnr > 90)
    }

    @Test("A blurred copy scores worse on every metric, and more blur worse still")
    func blurScoresWorse() throws {
        let light = try Self.compare(Self.rings(), Self.rings(blur: 1))
        let heavy = try Self.compare(Self.rings(), Self.rings(blur: 4))
        let (lightSSIM, heavySSIM) = (try #require(light.metrics.ssim), try #require(heavy.metrics.ssim))
        let (lightFLIP, heavyFLIP) = (try #require(light.metrics.flip?.mean), try #require(heavy.metrics.flip?.mean))
        #expect(lightSSIM < 1 && heavySSIM < lightSSIM)
        #expect(heavy.metrics.psnr < light.metrics.psnr)
        #expect(lightFLIP > 0 && heavyFLIP > lightFLIP)
    }

    @Test("Images of different sizes are refused, naming both; with a filter the test image is resampled to the reference's size")
    func sizesDiffer() throws {
        let small = Self.rings(width: 48, height: 32)
        #expect(throws: QualityError.sizesDiffer(reference: PixelSize(width: 96, height: 64), test: PixelSize(width: 48, height: 32))) {
            try Self.compare(Self.rings(), small)
        }
        let resized = try Self.compare(Self.rings(), small, resize: .bilinear)
        #expect(resized.size == SizeDocument(width: 96, height: 64) && resized.testSize == SizeDocument(width: 48, height: 32))
        #expect(resized.resize == .bilinear)
    }
}
