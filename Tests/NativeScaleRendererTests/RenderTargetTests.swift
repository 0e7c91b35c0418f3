import Foundation
import NativeScaleContent
import NativeScaleCore
import NativeScaleReferences
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// Render targets (format × samples × depth), the scene and shader workloads, and glTF files,
/// on the default device under the validation layer.
@Suite("Render targets and the user's frame, under validation", .serialized)
struct RenderTargetTests {
    static let drawable = PixelSize(width: 69, height: 122)
    static let native = PixelSize(width: 60, height: 107)

    struct Target: Sendable, CustomTestStringConvertible {
        let format: PixelFormat
        let samples: Int
        let depth: DepthFormat
        var configuration: AttachmentConfiguration { AttachmentConfiguration(colorFormat: format, depthFormat: depth, sampleCount: samples) }
        var testDescription: String { "\(format.rawValue) ×\(samples) \(depth.rawValue)" }
    }

    /// Every pair of format × samples, format × depth and samples × depth, each in one case: a
    /// Latin square (the depth of format i at sample count j is depth (i + j) mod 4), 16 cases
    /// where the full product took 64 (165 s of CI's suite, each case a validated device of its
    /// own). A fault of a target lies in what two of its parts do together (a resolve of a
    /// format's samples, a depth buffer's samples), and every such pair renders here.
    static let matrix = latinSquare(PixelFormat.allCases, AttachmentConfiguration.sampleCounts, DepthFormat.allCases)

    /// The cases of a Latin square over three parts of four values each: every pair of values
    /// of any two parts in exactly one case.
    static func latinSquare(_ formats: [PixelFormat], _ samples: [Int], _ depths: [DepthFormat]) -> [Target] {
        formats.indices.flatMap { f in
            samples.indices.map { s in Target(format: formats[f], samples: samples[s], depth: depths[(f + s) % depths.count]) }
        }
    }

    @Test("The target cases hold every pair of format, sample count and depth")
    func matrixCoversEveryPair() {
        let cases = Self.matrix
        let formats = Set(PixelFormat.allCases)
        let samples = Set(AttachmentConfiguration.sampleCounts)
        let depths = Set(DepthFormat.allCases)
        #expect(formats.count == 4 && samples.count == 4 && depths.count == 4 && cases.count == 16)
        #expect(Set(cases.map { "\($0.format)-\($0.samples)" }).count == formats.count * samples.count)
        #expect(Set(cases.map { "\($0.format)-\($0.depth)" }).count == formats.count * depths.count)
        #expect(Set(cases.map { "\($0.samples)-\($0.depth)" }).count == samples.count * depths.count)
    }

    /// A device of the test's own, so its validation messages are the test's.
    func device() throws -> ValidatedDevice { try ValidatedDevice() }

    /// A target the device's support check accepts renders both paths, times every stage and
    /// allocates at least the model's bytes; one it refuses (a device may lack a combination,
    /// d24s8 on AMD, say) the renderer refuses with the same error, exit 69, before allocating.
    @Test(
        "A supported target renders both paths, times every stage and allocates the model's bytes; another is refused as its check refuses it",
        arguments: matrix)
    func targetRendersAndAllocates(_ target: Target) throws {
        let device = try device()
        let filters: [ResampleFilter] = [.bilinear, .blit]
        let support = Result { () throws(RendererError) in try TargetSupport(checking: target.configuration, filters: filters, on: device.gpu) }
        let made = Result { () throws(RendererError) in
            try OffscreenRenderer(
                gpu: device.gpu, workload: WorkloadConfiguration(workload: .scene, draws: 2, instances: 3, triangles: 64),
                content: .geometry(ProceduralScene.make(draws: 2, instances: 3, triangles: 64)),
                target: target.configuration, nativeSize: Self.native, drawableSize: Self.drawable, filters: filters)
        }
        if case .failure(let refusal) = support {
            guard case .failure(let error) = made else {
                Issue.record("the renderer accepted a target its support check refused: \(refusal)")
                return
            }
            #expect(error == refusal && error.exitStatus == .unavailable && error.phase == .resources, "\(error)")
            device.expectNoMessages()
            return
        }
        let renderer = try made.get()
        let timings = try renderer.renderRound([.native, .scaled(.bilinear), .scaled(.blit)])
        for timing in timings {
            #expect(timing.scene > 0)
            #expect((timing.resolve != nil) == (target.samples > 1 && timing.source == .gpuTimestamps))
        }
        #expect(timings[1].resample != nil && timings[0].resample == nil)
        let memory = renderer.memory
        let nativeModel = FrameTraffic(renderSize: Self.native, presentSize: Self.native, attachments: target.configuration)
        let scaledModel = FrameTraffic(renderSize: Self.drawable, presentSize: Self.native, attachments: target.configuration)
        #expect(memory.nativeAttachmentBytes >= nativeModel.memoryBytes)
        #expect(memory.drawableImageBytes + memory.drawableAttachmentBytes >= scaledModel.memoryBytes)
        device.expectNoMessages()
    }

    @Test("Resampled RGBA16F and RGB10A2 match the CPU reference within the format's precision", arguments: [PixelFormat.rgba16f, .rgb10a2, .rgba8, .bgra8])
    func formatsMatchReference(_ format: PixelFormat) throws {
        let device = try device()
        let filters: [ResampleFilter] = [.bilinear, .area, .lanczos3]
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0),
            target: AttachmentConfiguration(colorFormat: format), nativeSize: Self.native,
            drawableSize: Self.drawable, filters: filters)
        for filter in filters {
            let output = try renderer.renderedPixels(.scaled(filter))
            let source = try renderer.drawablePixels()
            let stored = renderer.outputFormat(of: .scaled(filter))
            let expected = ReferenceResampler.resample(source, to: Self.native.width, Self.native.height, filter: filter).quantized(to: stored)
            // One rounding step of the stored format at the values' magnitude (a lanczos3 overshoot
            // reaches past 1, where a half float's step is 2⁻¹⁰: the GPU and the CPU may round a
            // value on a step's edge differently), plus the RGBA16F intermediate of the two-pass
            // filters (half a step of 2⁻¹⁰ per tap, summed over weights of total magnitude below 2).
            let step = stored.roundingError(at: 1.5) * 2 + (filter == .lanczos3 ? 1.0 / 1024 : 0) + 1e-5
            let worst = output.maximumDifference(from: expected)
            #expect(worst <= step, "\(format.rawValue) stored as \(stored.rawValue), \(filter.rawValue): \(worst) > \(step)")
        }
        device.expectNoMessages()
    }

    @Test("A user shader draws what it computes from fragCoord and iResolution, with Shadertoy's bottom-left origin")
    func userShaderDraws() throws {
        let device = try device()
        let shader = try ShadertoyShader(
            source: """
                void mainImage(out vec4 fragColor, in vec2 fragCoord) {
                    fragColor = vec4(fragCoord / iResolution.xy, texture(iChannel0, vec2(0.5)).a * 0.0, 1.0);
                }
                """, path: "gradient.frag")
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .shader, shaderPath: "gradient.frag"),
            content: .fragmentShader(spirv: shader.spirv), nativeSize: Self.native,
            drawableSize: Self.drawable, filters: [.bilinear])
        let image = try renderer.renderedPixels(.native)
        let width = Self.native.width
        let height = Self.native.height
        for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width / 2, height / 2)] {
            let red = image.values[(y * width + x) * 4]
            let green = image.values[(y * width + x) * 4 + 1]
            #expect(abs(red - (Float(x) + 0.5) / Float(width)) <= 1.0 / 255, "red at \(x),\(y)")
            // Row 0 is the top of the image: fragCoord.y = height − 0.5 there.
            #expect(abs(green - (Float(height - y) - 0.5) / Float(height)) <= 1.0 / 255, "green at \(x),\(y)")
        }
        _ = try renderer.renderRound([.native, .scaled(.bilinear)])
        device.expectNoMessages()
    }

    @Test("A glTF file built by the test covers the pixels its projection says", arguments: ["gltf", "glb"])
    func gltfCoverage(_ container: String) throws {
        let device = try device()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-gltf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("quad.\(container)").path
        try TestGLTF.quad(width: 2, height: 1, color: [1, 0.5, 0, 1]).write(to: path, binary: container == "glb")
        let geometry = try GLTFScene.load(path: path)
        #expect(geometry.meshes.count == 1 && geometry.trianglesPerFrame == 2)
        let size = PixelSize(width: 90, height: 120)
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .scene, scenePath: path),
            content: .geometry(geometry), target: AttachmentConfiguration(colorFormat: .rgba8, depthFormat: .d32f),
            nativeSize: size, drawableSize: size, filters: [])
        let image = try renderer.renderedImage(.native)
        let covered = (0..<(size.pixelCount)).filter { image.bytes[$0 * 4] > 128 }.count
        // The quad's corners projected by the same camera: a rectangle of this many pixels.
        let camera = SceneCamera(fitting: geometry.bounds!, aspect: Float(size.width) / Float(size.height))
        let low = camera.project([-1, -0.5, 0], width: size.width, height: size.height)
        let high = camera.project([1, 0.5, 0], width: size.width, height: size.height)
        let expected = abs(high.x - low.x) * abs(high.y - low.y)
        let perimeter = 2 * (abs(high.x - low.x) + abs(high.y - low.y))
        #expect(abs(Float(covered) - expected) <= perimeter / 2 + 2, "covered \(covered) px, projected \(expected) px")
        #expect(covered > 500)
        device.expectNoMessages()
    }
}
