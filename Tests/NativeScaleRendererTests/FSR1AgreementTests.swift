import NativeScaleContent
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleTestSupport
import Testing

@Suite("FSR 1 against AMD's reference: nativescale's GPU passes on AMD's fixtures, under validation", .serialized)
struct FSR1AgreementTests {
    /// One fixture: an image at one preset's render size, upscaled to 96×72.
    struct Fixture: Sendable, CustomTestStringConvertible {
        let image: String
        let preset: UpscalerPreset
        var testDescription: String { "\(image) at \(preset.rawValue)" }
        func path(_ suffix: String) -> String { Fixtures.fsr1 + "/\(image)-\(preset.rawValue)-\(suffix).png" }
    }

    static let output = PixelSize(width: 96, height: 72)
    static let fixtures = ["pattern", "photo", "ui"].flatMap { image in UpscalerPreset.allCases.map { Fixture(image: image, preset: $0) } }

    /// The fixtures' render sizes are the presets' (AMD's truncating rule), so the test measures
    /// what the sweep's presets render.
    @Test("EASU and FSR 1 (RCAS at 0.2 stops) equal AMD's FsrEasuF and FsrRcasF within 2 levels of 255 at every preset, on every image", arguments: fixtures)
    func agreesWithAMD(_ fixture: Fixture) throws {
        let input = try ImageFile(path: fixture.path("input")).image
        #expect(PixelSize(width: input.width, height: input.height) == fixture.preset.renderSize(for: Self.output))
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), nativeSize: Self.output,
            drawableSize: PixelSize(width: input.width, height: input.height), filters: ResampleFilter.upscalers, sharpness: .engineDefault)
        for (filter, suffix) in [(ResampleFilter.easu, "easu"), (.fsr1, "fsr1")] {
            let ours = try renderer.resampled(input, with: filter).rgba8
            let amd = try ImageFile(path: fixture.path(suffix)).image
            let difference = ours.maximumDifference(from: amd)
            #expect(difference <= 2, "\(filter.rawValue): \(difference) levels of 255 from AMD's")
        }
        device.expectNoMessages()
    }

    @Test("Pixels that are not the drawable's size are refused with the sizes named, before any upload")
    func refusesMismatchedPixels() throws {
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), nativeSize: Self.output,
            drawableSize: PixelSize(width: 64, height: 48), filters: [.easu])
        let wrong = RGBAImage(width: 10, height: 10, bytes: [UInt8](repeating: 0, count: 400))
        #expect(
            throws: RendererError.resources(
                .pixelsDoNotFitDrawable(drawable: PixelSize(width: 64, height: 48), format: .rgba8, given: PixelSize(width: 10, height: 10)))
        ) {
            try renderer.resampled(wrong, with: .easu)
        }
        device.expectNoMessages()
    }
}
