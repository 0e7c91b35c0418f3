public import NativeScaleCore
public import NativeScaleResults

/// The use case behind `nativescale sizes`: the render-target plan of a display (or of every
/// iPad Split View and Slide Over window of it), and how to render its native size in a format.
public struct SizesUseCase {
    /// The display, its attachments, and what to plan.
    public struct Request: Sendable {
        public var display: Display
        public var entry: CatalogEntry?
        public var attachments: AttachmentConfiguration
        /// The API or engine the native size is set in; nil for each display's preferred one
        /// (``SizeSetting/Format/preferred(for:platform:)``).
        public var format: SizeSetting.Format?
        /// Every multitasking window of the entry instead of the whole screen.
        public var split: Bool
        /// The windows' orientation; nil for both.
        public var orientation: Orientation?
        /// Render an FSR preset's size of the format's native render size and upscale it with
        /// FSR 1 at this sharpness, instead of rendering the native size; nil for the native size.
        public var upscale: (preset: UpscalerPreset, sharpness: Sharpness)?

        public init(
            display: Display, entry: CatalogEntry?, attachments: AttachmentConfiguration, format: SizeSetting.Format?,
            split: Bool = false, orientation: Orientation? = nil, upscale: (preset: UpscalerPreset, sharpness: Sharpness)? = nil
        ) {
            self.upscale = upscale
            self.display = display
            self.entry = entry
            self.attachments = attachments
            self.format = format
            self.split = split
            self.orientation = orientation
        }
    }

    /// One planned screen or window.
    public struct Planned: Sendable {
        public let plan: RenderTargetPlan
        /// The multitasking window; nil for the whole screen.
        public let window: MultitaskingWindow?
        /// How to render the native size in the request's format.
        public let setting: SizeSetting
        /// What the setting is for: the entry's name, with the window's arrangement.
        public let name: String
    }

    /// The plans, and the layout they come from when split.
    public struct Outcome: Sendable {
        public let planned: [Planned]
        public let layout: MultitaskingLayout?
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    public func run() throws -> Outcome {
        let display = request.display
        let entry = request.entry
        guard request.split else {
            return Outcome(
                planned: [
                    Planned(
                        plan: RenderTargetPlan(display: display, attachments: request.attachments), window: nil,
                        setting: setting(for: display), name: entry?.name ?? "Display given by hand")
                ],
                layout: nil)
        }
        guard let entry, let layout = entry.multitasking else {
            throw SizesError.noMultitasking(device: entry?.id, withLayouts: DisplayCatalog.entries.filter { $0.multitasking != nil }.map(\.id))
        }
        let planned = try layout.windows(in: request.orientation).map { window in
            let windowed = try entry.display.oriented(window.orientation).window(window.size)
            return Planned(
                plan: RenderTargetPlan(display: windowed, attachments: request.attachments), window: window,
                setting: setting(for: windowed), name: "\(entry.name), \(window.arrangement.rawValue) window")
        }
        return Outcome(planned: planned, layout: layout)
    }

    private func setting(for display: Display) -> SizeSetting {
        let platform = request.entry?.platform
        let format = request.format ?? .preferred(for: display, platform: platform)
        guard let (preset, sharpness) = request.upscale else { return SizeSetting(nativeOf: display, format: format, platform: platform) }
        let native = SizeSetting.nativeRenderSize(format: format, display: display, platform: platform)
        return SizeSetting(
            format: format, display: display, platform: platform, renderSize: preset.renderSize(for: native), filter: .fsr1,
            sharpness: sharpness)
    }
}

/// A `sizes` request the catalog cannot meet; the CLI words it.
public enum SizesError: Error, Hashable, Sendable {
    /// `--split` for a display without published multitasking windows (`device` nil: none given).
    case noMultitasking(device: String?, withLayouts: [String])
}
