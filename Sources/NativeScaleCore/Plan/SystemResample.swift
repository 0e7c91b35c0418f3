/// The resample the system makes after the app: from the buffer a format renders into to the
/// panel, by the compositor or the display hardware, whatever the app renders.
///
/// Where a format's buffer is not the panel (an engine on an Android lower resolution mode,
/// Godot on iOS, every app on a macOS scaled mode), the frame a user sees has been through this
/// resample too; a sweep judges each point after it, so that the quality it measures is the
/// quality the format's setting ships. No system publishes its filter: ``filter`` stands in for it.
public struct SystemResample: Hashable, Sendable, Codable {
    /// The format whose buffer it is.
    public let format: SizeSetting.Format
    /// The buffer the app's frame ends in (``AppBuffer``): every point renders into it.
    public let buffer: PixelSize
    /// The panel's pixels, which the system resamples the buffer to.
    public let panel: PixelSize
    /// The filter standing in for the system's own.
    public let filter: ResampleFilter
    /// Who resamples: "the window server", "the display hardware below SurfaceFlinger …".
    public let resampler: String
    /// Whether the resample is a GPU pass (a compositor's), or made by the display hardware as it
    /// scans the buffer out, which costs the GPU nothing.
    public let onGPU: Bool

    /// The system's resample after `format`'s buffer on `display` (of `platform`, nil for a
    /// display given by hand), with `filter` standing in for the system's; nil where the buffer
    /// is the panel's pixels, or where nothing resamples it (X11 shows the framebuffer 1:1).
    public init?(format: SizeSetting.Format, display: Display, platform: Platform?, filter: ResampleFilter) {
        let buffer = AppBuffer(format: format, display: display, platform: platform).size
        guard buffer != display.nativeSize, display.rule != .glfwX11 else { return nil }
        self.format = format
        self.buffer = buffer
        self.panel = display.nativeSize
        // An upscaler is no system's filter: the fixed kernel a compositor uses stands in for it.
        self.filter = filter.isUpscaler ? .bilinear : filter
        self.resampler = display.rule.resampler(on: platform)
        self.onGPU = display.rule.resamplesOnGPU
    }

    /// Which way the system resamples the buffer.
    public var direction: ResampleDirection { ResampleDirection(from: buffer, to: panel) }
}

extension SystemResample {
    /// Checks that `format` on `display` (of `platform`) renders into the buffer a sweep measured
    /// every point into: `measured`'s, or the panel's where the sweep had no system resample. A
    /// setting in any other format would ship a path whose quality the sweep did not judge.
    public static func check(
        _ format: SizeSetting.Format, display: Display, platform: Platform?, measured: SystemResample?
    ) throws(CatalogError) {
        let buffer = AppBuffer(format: format, display: display, platform: platform).size
        let measuredBuffer = measured?.buffer ?? display.nativeSize
        guard buffer != measuredBuffer else { return }
        throw .bufferNotMeasured(
            format, buffer: buffer, measured: measuredBuffer, measuredFormat: measured?.format ?? .preferred(for: display, platform: platform))
    }
}
