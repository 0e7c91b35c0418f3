import NativeScaleCore
import NativeScaleImages
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleTestSupport
import Testing

@Suite("The upscalers against their references: nativescale's GPU passes on AMD's and Qualcomm's fixtures, under validation", .serialized)
struct UpscalerAgreementTests {
    /// The fixtures of one image at one preset's render size, upscaled to 96×72.
    static func path(_ image: String, _ preset: UpscalerPreset, _ suffix: String) -> String {
        Fixtures.upscalers + "/\(image)-\(preset.rawValue)-\(suffix).png"
    }

    static let output = PixelSize(width: 96, height: 72)
    static let images = ["pattern", "photo", "ui"]

    /// The fixtures' render sizes are the presets' (AMD's truncating rule), so the test measures
    /// what the sweep's presets render.
    /// SGSR's bilinear sample is exact here and the sampler's in Qualcomm's shader (lavapipe's
    /// is within a level of it): where SGSR's edge vote is within 3/255 of its 8/255 threshold,
    /// the two can fall on either side of it and differ by up to the edge term's 23/255. Those
    /// pixels are told by the vote itself, and must be few; every other pixel is held to 2 levels.
    /// (With the sampler's sample in nativescale's kernel instead, every SGSR fixture agreed within
    /// 1 level: the threshold is the whole difference.)
    @Test(
        "EASU, FSR 1 (RCAS at 0.2 stops) and SGSR 1 equal AMD's FsrEasuF, FsrRcasF and Qualcomm's shader within 2 levels of 255, but at SGSR's edge threshold",
        arguments: UpscalerPreset.allCases)
    func agreesWithReferences(_ preset: UpscalerPreset) throws {
        // The three images share the preset's render size, so one renderer upscales them all.
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), nativeSize: Self.output,
            drawableSize: preset.renderSize(for: Self.output), filters: ResampleFilter.upscalers, sharpness: .engineDefault)
        for image in Self.images {
            try expectAgreement(image, preset, renderer)
        }
        device.expectNoMessages()
    }

    /// One image's outputs against the references', every upscaler.
    func expectAgreement(_ image: String, _ preset: UpscalerPreset, _ renderer: OffscreenRenderer) throws {
        let input = try ImageFile(path: Self.path(image, preset, "input")).image
        #expect(PixelSize(width: input.width, height: input.height) == preset.renderSize(for: Self.output))
        let texels = RGBAFloatImage(texelsOf: input)
        for filter in ResampleFilter.upscalers {
            let ours = try renderer.resampled(input, with: filter).rgba8
            let reference = try ImageFile(path: Self.path(image, preset, filter.rawValue)).image
            let atThreshold = { (x: Int, y: Int) -> Bool in
                guard filter == .sgsr1 else { return false }
                let (vote, threshold) = GameSuperResolution.edgeVote(x, y, of: texels, to: Self.output)
                return abs(vote - threshold) <= 3 / 255
            }
            let difference = ours.maximumDifference(from: reference) { x, y in !atThreshold(x, y) }
            #expect(difference <= 2, "\(image), \(filter.rawValue): \(difference) levels of 255 from the reference's")
            let differing = ours.shareOfPixels(differingFrom: reference, byMoreThan: 2)
            #expect(differing <= 0.01, "\(image), \(filter.rawValue): \(differing * 100) % of pixels more than 2 levels from the reference's")
        }
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
