/// What to render on a display, decided from one setting: the chosen format's (`sizes --apply`),
/// or the preferred one (``SizeSetting/Format/preferred(for:platform:)``). The verdict's sizes, resamples and
/// request are that setting's, so the sentence and the snippet under it cannot disagree.
public struct SizingAdvice: Hashable, Sendable {
    /// What the app does.
    public enum Action: String, Hashable, Sendable, Codable {
        /// The drawable already is the panel's pixels.
        case nothingToChange = "nothing-to-change"
        /// Render the native size straight into the drawable, skipping the system's resample.
        case renderNative = "render-native"
        /// Render another size and resample it with the app's (or engine's) own pass into a buffer
        /// of the panel's pixels: an upscaler preset's render size, say.
        case resampleIntoNative = "resample-into-native"
        /// Declare or ask for something first (``PlatformRequest``), then render the native size.
        case requestThenRender = "request-then-render"
        /// Render into a buffer that is not the panel's pixels, which the system still resamples
        /// (macOS scaled modes, an engine's buffer of the drawable or of a lower display mode).
        case renderIntoResampledBuffer = "render-into-resampled-buffer"
    }

    /// What the app does.
    public let action: Action
    /// The size to render: the setting's render size.
    public let renderSize: PixelSize
    /// What the app renders without the change: `bounds × contentScale`.
    public let drawableSize: PixelSize
    /// The buffer the frame ends in, the setting's output.
    public let bufferSize: PixelSize
    /// The declaration or request that comes first, for ``Action/requestThenRender``.
    public let request: PlatformRequest?
    /// Who resamples the buffer to the panel anyway, when the buffer is not the panel's size.
    public let remainingResampler: String?
    /// The app's own resample from the render size into the buffer; nil when it renders the buffer's size.
    public let filter: ResampleFilter?
    /// The format the setting is in.
    public let format: SizeSetting.Format
    /// The preferred format (``SizeSetting/Format/preferred(for:platform:)``), when it gives the app the panel's pixels where this format's
    /// buffer is not them (UIKit's `contentScaleFactor = nativeScale`, Android's display mode): the
    /// way to skip the remaining resample that this format cannot take itself.
    public let nativeAlternative: SizeSetting.Format?

    /// The display's platform; nil for a display given by hand.
    public let platform: Platform?

    /// The verdict `setting` (the platform's own format, rendering `plan`'s native size) carries out.
    public init(plan: RenderTargetPlan, setting: SizeSetting) {
        platform = setting.platform
        renderSize = setting.renderSize
        drawableSize = plan.drawableSize
        bufferSize = setting.outputSize
        let request = setting.notes.lazy.compactMap { note -> PlatformRequest? in
            if case .requires(let request, _) = note { request } else { nil }
        }.first
        self.request = request
        remainingResampler = setting.outputSize == plan.nativeSize ? nil : plan.display.rule.resampler(on: setting.platform)
        filter = setting.filter
        format = setting.format
        let preferred = SizeSetting.Format.preferred(for: plan.display, platform: setting.platform)
        nativeAlternative =
            remainingResampler != nil && preferred != setting.format
                && AppBuffer(format: preferred, display: plan.display, platform: setting.platform).size == plan.nativeSize ? preferred : nil
        action =
            if request != nil {
                .requestThenRender
            } else if remainingResampler != nil {
                .renderIntoResampledBuffer
            } else if renderSize != bufferSize {
                .resampleIntoNative
            } else if renderSize == drawableSize {
                .nothingToChange
            } else {
                .renderNative
            }
    }

    /// Pixels shaded per frame at ``renderSize`` over those at ``drawableSize``.
    public var pixelRatio: Double { Double(renderSize.pixelCount) / Double(drawableSize.pixelCount) }
}

extension SizingAdvice {
    /// The verdict for `plan` on `platform` (nil: a display given by hand), from the setting of
    /// the preferred format (``SizeSetting/Format/preferred(for:platform:)``) rendering the native size.
    public init(plan: RenderTargetPlan, platform: Platform?) {
        let format = SizeSetting.Format.preferred(for: plan.display, platform: platform)
        self.init(plan: plan, setting: SizeSetting(nativeOf: plan.display, format: format, platform: platform))
    }
}
