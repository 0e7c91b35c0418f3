import NativeScaleCore
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import Testing

@Suite("Offscreen renderer on the default device, under validation", .serialized)
struct RendererTests {
    struct Sizes: Sendable, CustomTestStringConvertible {
        let drawable: PixelSize
        let native: PixelSize
        var testDescription: String { "\(drawable) → \(native)" }
    }

    /// The iPhone 8 Plus ratio (1242×2208 → 1080×1920, ×0.8696), a Display Zoom upscale
    /// (×1.17), and a 2.5× downscale whose boxes and tap unions are wider than the kernels'
    /// unrolled fast paths, at small sizes so the tests stay fast.
    static let cases = [
        Sizes(drawable: PixelSize(width: 138, height: 245), native: PixelSize(width: 120, height: 213)),
        Sizes(drawable: PixelSize(width: 96, height: 170), native: PixelSize(width: 112, height: 199)),
        Sizes(drawable: PixelSize(width: 300, height: 500), native: PixelSize(width: 120, height: 200)),
    ]

    /// A device of the test's own, so its validation messages are the test's.
    func device() throws -> ValidatedDevice { try ValidatedDevice() }

    @Test("The default device is listed with timestamps")
    func listsDevice() throws {
        let device = try device()
        let devices = try device.instance.devices()
        #expect(!devices.isEmpty)
        #expect(device.gpu.info.isSuitable)
        #expect(device.instance.synchronizationValidation, "tests must run with synchronization validation on")
        #expect(device.gpu.info.supportsTimestamps)
        #expect((device.gpu.info.timestampPeriod ?? 0) > 0)
    }

    @Test("Both paths render the analytic scene", arguments: cases)
    func sceneMatchesPattern(_ sizes: Sizes) throws {
        let device = try device()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 4),
            nativeSize: sizes.native, drawableSize: sizes.drawable, filters: [.bilinear])
        let native = try renderer.renderedImage(.native)
        _ = try renderer.render(.scaled(.bilinear))
        let drawable = try renderer.drawableImageContents()
        // Pixel centres that fall on an edge of a cell, stroke or line may round to the other
        // side on the GPU; everywhere else the colours agree within 2/255.
        for (image, size) in [(native, sizes.native), (drawable, sizes.drawable)] {
            let expected = SceneReference.fill(width: size.width, height: size.height)
            let share = image.shareOfPixels(differingFrom: expected, byMoreThan: 2)
            #expect(share < 0.01, "\(size): \(share * 100) % of pixels differ by more than 2/255")
        }
        device.expectNoMessages()
    }

    @Test("Every filter matches its CPU reference within 1/255", arguments: cases)
    func filtersMatchReference(_ sizes: Sizes) throws {
        let device = try device()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0),
            nativeSize: sizes.native, drawableSize: sizes.drawable, filters: ResampleFilter.spatial)
        for filter in ResampleFilter.spatial {
            let output = try renderer.renderedImage(.scaled(filter))
            let source = try renderer.drawableImageContents()
            let reference = ReferenceResampler.resample(source, to: sizes.native.width, sizes.native.height, filter: filter)
            let difference = output.maximumDifference(from: reference)
            #expect(difference <= 1, "\(filter.rawValue): \(difference)/255")
        }
        device.expectNoMessages()
    }

    @Test("Stages are timed with GPU timestamps", arguments: [Workload.fill, .ui, .textured])
    func timings(_ workload: Workload) throws {
        let device = try device()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: workload),
            nativeSize: PixelSize(width: 120, height: 213), drawableSize: PixelSize(width: 138, height: 245),
            filters: [.lanczos3])
        let native = try renderer.render(.native)
        let scaled = try renderer.render(.scaled(.lanczos3))
        #expect(native.source == .gpuTimestamps)
        #expect(native.scene > 0 && native.resample == nil)
        #expect(scaled.scene > 0 && (scaled.resample ?? 0) > 0)
        // The frame runs from the scene's stamp to the resample's end: the stages plus the
        // barrier between them, which is timed on its own, each less one dependency; a stage
        // clamped at 0 (a barrier shorter than an empty range) parts them by at most that.
        let transition = try #require(scaled.transition)
        #expect(abs(scaled.frame - (scaled.scene + transition + (scaled.resample ?? 0))) <= 3 * renderer.dependencyFloor + 1)
        let memory = renderer.memory
        #expect(memory.drawableImageBytes >= 138 * 245 * 4)
        #expect(memory.intermediateBytes >= 120 * 245 * 8)
        #expect((memory.resampleOutputBytes ?? 0) >= 120 * 213 * 4)
        device.expectNoMessages()
    }

    @Test("A batched round times every path of the round, in order, each in its own slots")
    func batchedRound() throws {
        let device = try device()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 8),
            nativeSize: PixelSize(width: 120, height: 213), drawableSize: PixelSize(width: 138, height: 245),
            filters: ResampleFilter.spatial)
        renderer.leadInFrames = 1
        let paths = [MeasuredPath.native] + ResampleFilter.spatial.map { .scaled($0) }
        let timings = try renderer.renderRound(paths)
        #expect(timings.count == paths.count)
        #expect(timings[0].resample == nil && timings[0].scene > 0)
        for timing in timings.dropFirst() {
            #expect((timing.resample ?? 0) > 0 && timing.scene > 0 && timing.source == .gpuTimestamps)
        }
        // One submission: every frame reports the same submit-to-fence time.
        #expect(Set(timings.map(\.host)).count == 1)
        #expect(renderer.timestampProblem == nil)
        // The round left every path's output intact: reading back still matches the reference.
        let output = try renderer.renderedImage(.scaled(.area))
        let reference = ReferenceResampler.resample(try renderer.drawableImageContents(), to: 120, 213, filter: .area)
        #expect(output.maximumDifference(from: reference) <= 1)
        device.expectNoMessages()
    }

    @Test("Workloads are deterministic and depend on position", arguments: [Workload.ui, .textured])
    func workloadImages(_ workload: Workload) throws {
        let device = try device()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: workload, layers: 12, fetches: 4),
            nativeSize: PixelSize(width: 120, height: 213), drawableSize: PixelSize(width: 120, height: 213), filters: [])
        let first = try renderer.renderedImage(.native)
        let second = try renderer.renderedImage(.native)
        #expect(first == second)
        let plain = SceneReference.fill(width: 120, height: 213)
        #expect(first.maximumDifference(from: plain) > 16)
        device.expectNoMessages()
    }

    @Test("A size beyond maxImageDimension2D names the limit")
    func tooLarge() throws {
        let device = try device()
        let limit = device.gpu.info.maxImageDimension2D
        let error = #expect(throws: RendererError.self) {
            try OffscreenRenderer(
                gpu: device.gpu, workload: WorkloadConfiguration(),
                nativeSize: PixelSize(width: 64, height: 64), drawableSize: PixelSize(width: limit + 1, height: 64),
                filters: [.bilinear])
        }
        #expect(error == .resources(.imageTooLarge(width: limit + 1, height: 64, limit: limit)))
        #expect(error?.description.contains("maxImageDimension2D of \(limit)") == true)
    }

    @Test("An unknown --gpu lists the devices")
    func unknownGPU() throws {
        let device = try device()
        #expect(throws: RendererError.self) { try GPU(instance: device.instance, request: "no-such-device") }
        #expect(throws: RendererError.self) { try GPU(instance: device.instance, request: "99") }
    }
}
