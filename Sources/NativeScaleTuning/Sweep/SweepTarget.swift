public import NativeScaleCore

/// One render size of a sweep: rendered at `renderSize`, then resampled to the native size.
public struct SweepTarget: Hashable, Sendable, Codable {
    /// Why the size is in the sweep.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `bounds × nativeScale`: rendered at the panel's size, no resample.
        case native
        /// `bounds × contentScale`: what apps render by default, resampled by the system.
        case drawable
        /// A multiple of the native size from `--scales`.
        case scale
        /// An upscaler preset's render size (`--presets`): the native size over its factor.
        case preset

        var order: Int {
            switch self {
            case .native: 0
            case .drawable: 1
            case .scale: 2
            case .preset: 3
            }
        }
    }

    /// Why the size is in the sweep.
    public let kind: Kind
    /// The size rendered.
    public let renderSize: PixelSize
    /// The size every point is resampled to.
    public let nativeSize: PixelSize
    /// The preset whose render size this is (kind `preset`); nil otherwise.
    public let preset: UpscalerPreset?

    /// Creates a target.
    public init(kind: Kind, renderSize: PixelSize, nativeSize: PixelSize, preset: UpscalerPreset? = nil) {
        self.kind = kind
        self.preset = preset
        self.renderSize = renderSize
        self.nativeSize = nativeSize
    }

    /// Render width over native width: the scale a sweep point is plotted at.
    public var scale: Double { Double(renderSize.width) / Double(nativeSize.width) }
    /// Rendered pixels over native pixels.
    public var pixelRatio: Double { Double(renderSize.pixelCount) / Double(nativeSize.pixelCount) }
    /// Whether a resample follows the render.
    public var needsResample: Bool { renderSize != nativeSize }
    /// The size, and the preset that names it: "720×1560 (FSR Quality)".
    public var label: String { "\(renderSize)" + (preset.map { " (\($0.name))" } ?? "") }
    /// Down, up or mixed toward the native size.
    public var direction: ResampleDirection { ResampleDirection(from: renderSize, to: nativeSize) }
}
