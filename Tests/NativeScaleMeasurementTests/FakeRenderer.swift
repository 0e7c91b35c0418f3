import Foundation
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleReferences
import NativeScaleRendering
import NativeScaleResults

/// A renderer of known costs and images, for the experiments, the race and the audit's wiring
/// without Vulkan: a frame's scene costs `scenePerPixel` ns a rendered pixel, its resample
/// `resamplePerPixel[filter]` ns a native pixel, each stage times a seeded noise of ±`noise`.
/// Its images are one pattern of rings rendered at the render size and resampled on the CPU
/// (``ReferenceResampler``), so quality falls with the render size as a real render's does.
final class FakeRenderer: SweepRendering {
    /// How the fake's costs are made.
    struct Costs {
        var scenePerPixel = 0.1
        var resamplePerPixel: [ResampleFilter: Double] = [.bilinear: 0.02, .area: 0.05, .blit: 0.01, .lanczos3: 0.12]
        /// Each stage is multiplied by 1 ± this, uniformly.
        var noise = 0.03
        /// The batched scaled scenes' timestamps cover this fraction of their work (1: all of it);
        /// the audit must catch anything far below 1, as it catches a start with no dependency.
        var batchedScaledSceneCoverage = 1.0
        /// The host's overhead around a submission, ns.
        var submission = 20_000.0
        /// One start dependency (a stamp and its drain), ns: every interval holds one.
        var dependency = 1_000.0
        /// Each step outside the stages (a copy, a barrier), ns.
        var step = 2_000.0

        /// These costs with every stage `factor` times as long (the overhead unchanged).
        func scaled(by factor: Double) -> Costs {
            var costs = self
            costs.scenePerPixel *= factor
            costs.resamplePerPixel = resamplePerPixel.mapValues { $0 * factor }
            return costs
        }
    }

    let deviceInfo: GPUDeviceInfo
    let nativeSize: PixelSize
    let drawableSize: PixelSize
    let filters: [ResampleFilter]
    let costs: Costs
    var timingSource: TimingClock = .gpuTimestamps
    /// The audited round (counted from 1, warm-up included) after which the fake abandons GPU
    /// timestamps, as a failed sanity check does.
    var abandonsTimestampsAfterRound: Int?
    /// Every audited round's paths, in order.
    private(set) var rounds: [[MeasuredPath]] = []
    /// Every isolated render's path.
    private(set) var isolated: [MeasuredPath] = []
    /// Every dose check's paths, in order.
    private(set) var doses: [[MeasuredPath]] = []
    private var generator: UInt64

    init(
        deviceInfo: GPUDeviceInfo = FakeRenderer.device, nativeSize: PixelSize, drawableSize: PixelSize, filters: [ResampleFilter],
        costs: Costs = Costs(), seed: UInt64 = 1
    ) {
        self.deviceInfo = deviceInfo
        self.nativeSize = nativeSize
        self.drawableSize = drawableSize
        self.filters = filters
        self.costs = costs
        generator = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    /// A discrete GPU with nanosecond timestamps.
    static let device = GPUDeviceInfo(
        index: 0, name: "Fake GPU", kind: .discrete, driverName: "fake", driverInfo: "", apiVersion: "1.3.0",
        timestampPeriod: 1, timestampValidBits: 64, timestampComputeAndGraphics: true,
        maxImageDimension2D: 16384, unsuitableReasons: [], cannotRunWork: false)

    /// 1 ± `costs.noise`, from a 64-bit linear congruential generator.
    private func jitter() -> Double {
        generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(generator >> 11) / Double(1 << 53)
        return 1 + costs.noise * (2 * unit - 1)
    }

    /// What `path`'s stages cost, in ns: the scene, and the resample (nil on the native path).
    func work(_ path: MeasuredPath) -> (scene: Double, resample: Double?) {
        switch path {
        case .native: (costs.scenePerPixel * Double(nativeSize.pixelCount), nil)
        case .scaled(let filter):
            (costs.scenePerPixel * Double(drawableSize.pixelCount), (costs.resamplePerPixel[filter] ?? 0.05) * Double(nativeSize.pixelCount))
        }
    }

    func renderAuditedRound(_ paths: [MeasuredPath]) throws(RendererError) -> RoundTiming {
        rounds.append(paths)
        defer {
            if let last = abandonsTimestampsAfterRound, rounds.count >= last { timingSource = .hostWallClock }
        }
        return try renderRound(paths, sceneFactor: 1)
    }

    func renderDoseRound(_ paths: [MeasuredPath], factor: Int) throws(RendererError) -> RoundTiming {
        doses.append(paths)
        return try renderRound(paths, sceneFactor: Double(factor))
    }

    /// One round: on the GPU clock, raw timestamps made from the costs (each interval a
    /// dependency of ``Costs/dependency`` more) read by the renderer's own ``StampChain``; the
    /// part of a scaled scene its stamps miss (``Costs/batchedScaledSceneCoverage``) falls in the
    /// preparation before it, as a start stamp the work overtook leaves it.
    private func renderRound(_ paths: [MeasuredPath], sceneFactor: Double) throws(RendererError) -> RoundTiming {
        let source = timingSource
        let written = paths.map { _ in DrawnWork(scene: true, output: true) }
        guard source == .gpuTimestamps else {
            var frames: [FrameTiming] = []
            for path in paths {
                let cost = work(path)
                let scene = cost.scene * sceneFactor * jitter()
                let resample = cost.resample.map { $0 * jitter() }
                frames.append(
                    FrameTiming(
                        scene: scene, resolve: nil, resample: resample, transition: nil, frame: scene + (resample ?? 0),
                        host: scene + (resample ?? 0), source: source))
            }
            let span = frames.map(\.frame).reduce(0, +)
            return RoundTiming(
                frames: frames, drawnWork: written, dependency: 0, span: span, host: span, source: source,
                untimedSteps: 2 * paths.count, submitted: nil)
        }
        let chain = StampChain(frames: paths.map { StampLayout(resolves: false, scaled: $0 != .native, passes: $0.filter?.passes ?? [], probed: true) })
        var stamps: [UInt64] = [1_000_000]
        let advance = { (nanoseconds: Double) in stamps.append(stamps[stamps.count - 1] + UInt64(max(0, nanoseconds + self.costs.dependency))) }
        advance(0)
        for (path, layout) in zip(paths, chain.frames) {
            let cost = work(path)
            let scene = cost.scene * sceneFactor * jitter()
            let covered = path == .native ? 1 : costs.batchedScaledSceneCoverage
            for interval in layout.intervals {
                switch interval {
                case .scene: advance(scene * covered)
                case .resample: advance((cost.resample ?? 0) * jitter())
                case .pass: advance((cost.resample ?? 0) / Double(layout.passes.count) * jitter())
                case .step(.preparation): advance(costs.step * jitter() + scene * (1 - covered))
                case .resolve, .transition, .step: advance(costs.step * jitter())
                }
            }
        }
        // The chain's last stamp ends the last probe.
        let span = Double(stamps[stamps.count - 1] - stamps[0])
        do throws(StampChain.Unusable) {
            return try chain.timing(
                of: stamps, conversion: TimestampConversion(period: 1, validBits: 64), floor: costs.dependency,
                host: span + costs.submission, submitted: nil, drawnWork: written)
        } catch {
            throw .readback(.timestampsNotReady)
        }
    }

    func renderIsolated(_ path: MeasuredPath) throws(RendererError) -> RoundTiming {
        isolated.append(path)
        let cost = work(path)
        let scene = cost.scene * jitter() + costs.submission
        let resample = cost.resample.map { $0 * jitter() + costs.submission }
        let host = scene + (resample ?? 0)
        let frame = FrameTiming(scene: scene, resolve: nil, resample: resample, transition: nil, frame: host, host: host, source: .hostWallClock)
        return RoundTiming(
            frames: [frame], drawnWork: [DrawnWork(scene: true, output: true)], dependency: 0, span: host, host: host,
            source: .hostWallClock, untimedSteps: 0, submitted: nil)
    }

    func emptySubmission() throws(RendererError) -> Double { costs.submission * jitter() }

    func renderedImage(_ path: MeasuredPath) throws(RendererError) -> RGBAImage {
        try renderedImage(path, frame: 0)
    }

    /// Frame `frame`: the rings moved `frame` steps (``pattern(_:frame:)``).
    func renderedImage(_ path: MeasuredPath, frame: Int) throws(RendererError) -> RGBAImage {
        switch path {
        case .native: Self.pattern(nativeSize, frame: frame)
        case .scaled(let filter):
            ReferenceResampler.resample(Self.pattern(drawableSize, frame: frame), to: nativeSize.width, nativeSize.height, filter: filter)
        }
    }

    func extraMemory(for filter: ResampleFilter) -> Int { drawableSize.pixelCount * 4 }

    var timestampNote: RunNote? { timingSource == .gpuTimestamps ? nil : .timestampsUnusable(device: deviceInfo.name, problem: .zero, size: nil) }

    var targetDocument: TargetDocument { TargetDocument(format: .rgba8, samples: 1, depth: .none, resampleOutputFormat: .rgba8) }

    /// RGBA8 images at both sizes and a native-size resample output: what the scaled path adds is
    /// the drawable image and the output.
    var memoryDocument: MemoryDocument {
        MemoryDocument(
            nativeImageBytes: nativeSize.pixelCount * 4, drawableImageBytes: drawableSize.pixelCount * 4, intermediateBytes: 0,
            weightTableBytes: 0, resampleOutputBytes: nativeSize.pixelCount * 4)
    }

    /// Rings whose frequency rises towards the corners, sampled at the centre of each of `size`'s
    /// pixels: the same picture at every size, with detail that a smaller render loses; frame
    /// `frame` of a sequence moves their centre 1 % of the width a frame.
    static func pattern(_ size: PixelSize, frame: Int = 0) -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: size.pixelCount * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let u = (Double(x) + 0.5) / Double(size.width) - 0.5 - 0.01 * Double(frame)
                let v = (Double(y) + 0.5) / Double(size.height) - 0.5
                let value = 0.5 + 0.5 * Foundation.sin(250 * (u * u + v * v))
                let index = (y * size.width + x) * 4
                bytes[index] = UInt8(value * 255)
                bytes[index + 1] = UInt8((1 - value) * 255)
                bytes[index + 2] = UInt8(value * 128)
            }
        }
        return RGBAImage(width: size.width, height: size.height, bytes: bytes)
    }
}

/// A device whose renderers are ``FakeRenderer``s of one set of costs, each with a seed of its own.
final class FakeDevice: SweepDevice {
    let info = FakeRenderer.device
    let costs: FakeRenderer.Costs
    /// Renderers of this drawable size time their scaled scenes as `faultyCoverage` of their work.
    let faultySize: PixelSize?
    let faultyCoverage: Double
    /// The renderers made, in order.
    private(set) var made: [FakeRenderer] = []

    init(costs: FakeRenderer.Costs = FakeRenderer.Costs(), faultySize: PixelSize? = nil, faultyCoverage: Double = 0.02) {
        self.costs = costs
        self.faultySize = faultySize
        self.faultyCoverage = faultyCoverage
    }

    func renderer(
        workload: WorkloadConfiguration, nativeSize: PixelSize, drawableSize: PixelSize,
        filters: [ResampleFilter]
    ) throws(RendererError) -> any SweepRendering {
        var costs = costs
        if drawableSize == faultySize { costs.batchedScaledSceneCoverage = faultyCoverage }
        let renderer = FakeRenderer(nativeSize: nativeSize, drawableSize: drawableSize, filters: filters, costs: costs, seed: UInt64(made.count + 1))
        made.append(renderer)
        return renderer
    }

    func referenceImage(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> RGBAImage {
        ReferenceResampler.resample(FakeRenderer.pattern(size), to: nativeSize.width, nativeSize.height, filter: .area)
    }

    func referenceFrames(workload: WorkloadConfiguration, nativeSize: PixelSize, size: PixelSize) throws(RendererError) -> [RGBAImage] {
        (0..<(workload.sequence?.frames ?? 1)).map {
            ReferenceResampler.resample(FakeRenderer.pattern(size, frame: $0), to: nativeSize.width, nativeSize.height, filter: .area)
        }
    }
}
