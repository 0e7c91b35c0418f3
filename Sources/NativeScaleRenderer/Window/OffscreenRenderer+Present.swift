internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering

extension OffscreenRenderer {
    /// Presents one frame of `path` on `presenter`, whose swapchain must be this renderer's
    /// native size: the presenter is handed the frame's recording, its copy into the swapchain
    /// image and that image's hand-over (``SwapchainPresenter/PresentedFrame``), and this
    /// renderer's timer; with `capture`, the outcome holds the swapchain image as presented. Each
    /// presented frame is a round of its own: a user shader's time moves on.
    public func present(_ path: MeasuredPath, on presenter: SwapchainPresenter, capture: Bool = false) throws(RendererError) -> SwapchainPresenter.Outcome {
        let (recorder, readback, settings) = (runner.recorder, readback, runner.settings(path, round: runner.rounds))
        let frame = SwapchainPresenter.PresentedFrame(
            size: nativeSize, layout: resources.stampLayout(of: path, probed: false),
            record: { commandBuffer, stamp throws(RendererError) in try recorder.record(path, settings: settings, in: commandBuffer, stamp: stamp) },
            copy: { image, commandBuffer throws(RendererError) in try recorder.recordCopy(of: path, to: image, in: commandBuffer) },
            handOver: { image, staging, commandBuffer in
                if let staging { readback.record(of: image, into: staging, in: commandBuffer) }
                recorder.recordPresentTransition(of: image, in: commandBuffer)
            })
        let outcome = try presenter.present(frame, timer: timer, capture: capture)
        if case .presented = outcome { runner.rounds += 1 }
        return outcome
    }
}
