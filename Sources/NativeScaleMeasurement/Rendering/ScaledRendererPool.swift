import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering

/// One renderer per render size of a closed loop, each resampling its size to the output with
/// the loop's filter (also at the output size, as an engine's upscaler runs at 100 %), made when
/// a scale first asks for it and kept while it is among the ``capacity`` used last.
final class ScaledRendererPool {
    let gpu: GPU
    let content: FrameContent
    let workload: WorkloadConfiguration
    let target: AttachmentConfiguration
    let outputSize: PixelSize
    let filter: ResampleFilter
    /// The fault the environment injects into every renderer (``InjectedFault/requested()``).
    let fault: InjectedFault?
    /// Submissions a loop keeps queued at once; each renderer has a slot for each.
    let framesInFlight: Int
    /// The most renderers kept.
    static let capacity = 24
    /// The renderers, the most recently used last.
    private var renderers: [(size: PixelSize, renderer: OffscreenRenderer)] = []

    init(
        gpu: GPU, content: FrameContent, workload: WorkloadConfiguration, target: AttachmentConfiguration, outputSize: PixelSize,
        filter: ResampleFilter, framesInFlight: Int = 1
    ) throws(RendererError) {
        self.gpu = gpu
        self.content = content
        self.workload = workload
        self.target = target
        self.outputSize = outputSize
        self.filter = filter
        self.framesInFlight = max(1, framesInFlight)
        fault = try InjectedFault.requested()
    }

    /// The size a scale renders: the output's sides × `scale`, rounded, at least a pixel, at a
    /// quantum of ``scaleQuantum`` so that the sizes a controller wanders over are few.
    func renderSize(scale: Double) -> PixelSize {
        let quantized = (scale / Self.scaleQuantum).rounded() * Self.scaleQuantum
        return PixelSize(
            width: max(1, Int((Double(outputSize.width) * quantized).rounded())),
            height: max(1, Int((Double(outputSize.height) * quantized).rounded())))
    }

    /// Render sizes step by this much of the output's sides.
    static let scaleQuantum = 0.01

    /// The renderer of `size`, its load set to `level` (``LoadSchedule``: the scene's draw
    /// repeats, else the shader cost); a new one renders one frame, untimed, before it is handed out.
    func renderer(for size: PixelSize, level: Int) throws(RendererError) -> OffscreenRenderer {
        let renderer: OffscreenRenderer
        if let index = renderers.firstIndex(where: { $0.size == size }) {
            renderer = renderers.remove(at: index).renderer
        } else {
            renderer = try OffscreenRenderer(
                gpu: gpu, workload: workload, content: content, target: target, nativeSize: outputSize,
                drawableSize: size, filters: [filter], framesInFlight: framesInFlight)
            renderer.injectedFault = fault
            _ = try renderer.render(.scaled(filter))
            if renderers.count >= Self.capacity { renderers.removeFirst() }
        }
        renderers.append((size, renderer))
        if workload.workload == .scene { renderer.drawRepeats = max(1, level) } else { renderer.shaderCost = level }
        return renderer
    }
}
