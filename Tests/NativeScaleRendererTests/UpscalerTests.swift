import NativeScaleCore
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import Testing

@Suite("FSR 1's passes on the default device, under validation", .serialized)
struct UpscalerTests {
    /// One upscale: the panel, the render size a preset makes of it, and RCAS's sharpness.
    struct Case: Sendable, CustomTestStringConvertible {
        let native: PixelSize
        let factor: Double
        let sharpness: Sharpness
        var drawable: PixelSize {
            PixelSize(width: Int((Double(native.width) / factor).rounded()), height: Int((Double(native.height) / factor).rounded()))
        }
        var testDescription: String { "\(drawable) → \(native) (×\(factor), \(sharpness))" }
    }

    /// The FSR presets' per-axis factors (Ultra Quality 1.3 to Ultra Performance 3.0) on a small
    /// 9:19.5 panel, at the engines' sharpness, the most (0 stops) and little (2 stops).
    static let cases: [Case] =
        [1.3, 1.5, 1.7, 2.0, 3.0].map { Case(native: PixelSize(width: 108, height: 234), factor: $0, sharpness: .engineDefault) } + [
            Case(native: PixelSize(width: 108, height: 234), factor: 1.5, sharpness: Sharpness(stops: 0)!),
            Case(native: PixelSize(width: 108, height: 234), factor: 1.5, sharpness: Sharpness(stops: 2)!),
        ]

    @Test("EASU, FSR 1 (EASU then RCAS) and SGSR 1 on the GPU match their CPU references within 1/255 at each preset's ratio", arguments: cases)
    func upscalersMatchReference(_ upscale: Case) throws {
        let device = try ValidatedDevice()
        // Another sharpness changes FSR 1's RCAS only.
        let filters = upscale.sharpness == .engineDefault ? ResampleFilter.upscalers : [.fsr1]
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0),
            nativeSize: upscale.native, drawableSize: upscale.drawable, filters: filters, sharpness: upscale.sharpness)
        for filter in filters {
            let output = try renderer.renderedImage(.scaled(filter))
            let source = try renderer.drawableImageContents()
            let reference = ReferenceResampler.resample(
                source, to: upscale.native.width, upscale.native.height, filter: filter, sharpness: upscale.sharpness)
            let difference = output.maximumDifference(from: reference)
            #expect(difference <= 1, "\(filter.rawValue): \(difference)/255")
        }
        device.expectNoMessages()
    }

    @Test("An FSR 1 frame times EASU and RCAS apart, and they make up its resample")
    func passesAreTimedApart() throws {
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 8),
            nativeSize: PixelSize(width: 120, height: 213), drawableSize: PixelSize(width: 80, height: 142), filters: [.fsr1, .bilinear])
        let timings = try renderer.renderRound([.native, .scaled(.fsr1), .scaled(.bilinear)])
        let fsr1 = timings[1]
        let easu = try #require(fsr1.passes[.easu])
        let rcas = try #require(fsr1.passes[.rcas])
        #expect(easu > 0 && rcas > 0)
        #expect(fsr1.resample == easu + rcas)
        #expect(timings[0].passes.isEmpty && timings[2].passes.isEmpty)
        // The frame is the scene, the transition and both passes: the stamps tile it.
        let transition = try #require(fsr1.transition)
        #expect(abs(fsr1.frame - (fsr1.scene + transition + easu + rcas)) <= 4 * renderer.dependencyFloor + 1)
        #expect(renderer.timestampProblem == nil)
        device.expectNoMessages()
    }
}
