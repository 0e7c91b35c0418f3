/// How to make an app or an engine render one size on one display: the values to set, in the
/// platform's or the engine's own terms, each with the size its own rounding rule turns it into.
///
/// A setting takes the scene's *render size* to an *output size*, the surface the frame ends in
/// (UIKit's drawable, Android's surface, GLFW's framebuffer, an engine's viewport), with a resample
/// when the two differ. ``SizeSetting/init(format:display:platform:renderSize:filter:)`` builds it
/// and checks every scale it prints against the rule that will read it back.
public struct SizeSetting: Hashable, Sendable {
    /// Where the size is applied.
    public enum Format: String, CaseIterable, Hashable, Sendable, Codable {
        /// UIKit, `MTKView` and `CAMetalLayer`.
        case uiKit = "uikit"
        /// AppKit: a layer-backed `NSView` with a `CAMetalLayer` (or `NSOpenGLView`).
        case appKit = "appkit"
        /// Android: `SurfaceHolder.setFixedSize`, the display mode, Game Mode's downscale.
        case android
        /// GLFW (and any desktop Vulkan app): the framebuffer and the offscreen extent.
        case glfw
        /// Godot 4: `scaling_3d_scale` and `scaling_3d_mode`.
        case godot
        /// Unreal Engine: `r.ScreenPercentage` and `r.Upscale.Quality`.
        case unreal
        /// Unity: `ScalableBufferManager.ResizeBuffers` with dynamic resolution.
        case unity

        /// Whether the format's API exists on `platform`: UIKit on iOS and iPadOS, AppKit on macOS,
        /// Android's on Android, GLFW on the desktops (macOS, Windows, Linux's Wayland); the engines
        /// ship on every one. A display given by hand (no platform) takes any format.
        public func exists(on platform: Platform?) -> Bool {
            guard let platform else { return true }
            switch self {
            case .uiKit: return platform == .iOS || platform == .iPadOS
            case .appKit: return platform == .macOS
            case .android: return platform == .android
            case .glfw: return platform == .macOS || platform == .windows || platform == .wayland
            case .godot, .unreal, .unity: return true
            }
        }

        /// The format `sizes` and `sweep` apply their answer in when none is asked for (`--apply`):
        /// the platform's own where its buffer is the panel's pixels, else the first format on the
        /// platform whose buffer is (UIKit for a display given by hand whose GLFW framebuffer is its
        /// drawable), else the platform's own, through the system's resample (a macOS scaled mode,
        /// where no API gets the panel's pixels: ``SystemResample``).
        public static func preferred(for display: Display, platform: Platform?) -> Format {
            let own = native(to: platform)
            let candidates = [own] + existing(on: platform).filter { $0 != own }
            return candidates.first { AppBuffer(format: $0, display: display, platform: platform).size == display.nativeSize } ?? own
        }

        /// The formats whose API exists on `platform`, in the order of ``allCases``.
        public static func existing(on platform: Platform?) -> [Format] { allCases.filter { $0.exists(on: platform) } }

        /// The format a platform's own apps use: UIKit on iOS and iPadOS, AppKit on macOS, Android
        /// on Android, GLFW on Windows, Wayland and a display given by hand.
        public static func native(to platform: Platform?) -> Format {
            switch platform {
            case .iOS, .iPadOS: .uiKit
            case .macOS: .appKit
            case .android: .android
            case .windows, .wayland, nil: .glfw
            }
        }
    }

    /// What a value sets.
    public enum Key: String, Hashable, Sendable, Codable {
        /// `UIView.contentScaleFactor` / `CALayer.contentsScale`.
        case contentScaleFactor
        /// `MTKView.drawableSize` / `CAMetalLayer.drawableSize`.
        case drawableSize
        /// The offscreen image the scene is drawn into, before the app's own resample.
        case offscreenSize
        /// `SurfaceHolder.setFixedSize(width, height)`.
        case fixedSize
        /// The display mode to ask for with `WindowManager.LayoutParams.preferredDisplayModeId`.
        case preferredDisplayMode
        /// Game Mode's WindowManager downscale factor.
        case downscaleFactor
        /// `glfwGetFramebufferSize` on this display.
        case framebufferSize
        /// The offscreen extent's scale of the framebuffer, rounded with `lround`.
        case renderScale
        /// Godot `Viewport.scaling_3d_scale` (`rendering/scaling_3d/scale`).
        case scaling3DScale = "scaling_3d_scale"
        /// Godot `Viewport.scaling_3d_mode` (`rendering/scaling_3d/mode`).
        case scaling3DMode = "scaling_3d_mode"
        /// Godot `Viewport.fsr_sharpness` (`rendering/scaling_3d/fsr_sharpness`): RCAS's stops.
        case fsrSharpness = "fsr_sharpness"
        /// Unreal `r.ScreenPercentage`.
        case screenPercentage = "r.ScreenPercentage"
        /// Unreal `r.Upscale.Quality`.
        case upscaleQuality = "r.Upscale.Quality"
        /// Unreal `r.MobileContentScaleFactor` (0: the panel's resolution on iOS and Android).
        case mobileContentScaleFactor = "r.MobileContentScaleFactor"
        /// Unity `ScalableBufferManager.ResizeBuffers(widthScale, …)`.
        case widthScale
        /// Unity `ScalableBufferManager.ResizeBuffers(…, heightScale)`.
        case heightScale
        /// Unity URP `UniversalRenderPipelineAsset.renderScale` (the scale FSR 1 upscales from).
        case urpRenderScale = "UniversalRenderPipelineAsset.renderScale"
        /// Unity URP `UniversalRenderPipelineAsset.fsrSharpness`: 1 the most, 0 no RCAS;
        /// `(1 − fsrSharpness) × 2.5` stops (URP `FSRUtils.SetRcasConstantsLinear`).
        case urpFSRSharpness = "UniversalRenderPipelineAsset.fsrSharpness"
    }

    /// One value to set: a number or a size, and the size it makes under its rule.
    public struct Value: Hashable, Sendable {
        /// What it sets.
        public let key: Key
        /// The number to type (a scale, a percentage, an enum's value); nil for a size.
        public let number: Double?
        /// The size to type; nil for a number.
        public let size: PixelSize?
        /// The size the value makes under ``rounding`` (or the size itself); nil for an enum's value.
        public let realized: PixelSize?
        /// The rule that turns the number into pixels; nil where the value is a size or an enum.
        public let rounding: FactorRounding?

        /// A size typed as it is.
        static func size(_ key: Key, _ size: PixelSize) -> Value {
            Value(key: key, number: nil, size: size, realized: size, rounding: nil)
        }

        /// A number that is no size (a mode, a quality level).
        static func code(_ key: Key, _ number: Int) -> Value {
            Value(key: key, number: Double(number), size: nil, realized: nil, rounding: nil)
        }
    }

    /// Something the values alone do not say; the reports word it.
    public enum Note: Hashable, Sendable {
        /// The system, not the app, scales the render size to the output, with its own filter.
        case systemScales(by: String)
        /// The engine has no such filter; `setting` is its nearest.
        case nearestFilter(ResampleFilter, setting: String)
        /// The engine runs `filter` only in its `renderer`; elsewhere it falls back to `fallback`.
        case upscalerNeedsRenderer(ResampleFilter, renderer: String, fallback: String)
        /// No decimal of up to six digits takes the output to the render size under the rule; the
        /// value printed makes `realized`.
        case noExactFactor(Key, realized: PixelSize)
        /// The axes need different scales; Vulkan and Direct3D 12 apply one uniform scale.
        case nonUniformScale
        /// The API cannot render above its buffer's size (a downsample is out of its reach).
        case cannotSupersample
        /// The buffer the setting applies to is not the panel's size: `resampler` resamples it
        /// again, whatever the app renders.
        case framebufferIsNotNative(framebuffer: PixelSize, native: PixelSize, resampler: String)
        /// The resample asked for (with `filter`, from the render size to the panel's `native`)
        /// is not the format's to make: its buffer is the render size itself, and `resampler`
        /// resamples that to the panel with a filter of its own.
        case resampleLeftToSystem(ResampleFilter, native: PixelSize, resampler: String)
        /// Game Mode's downscale scales the whole window, its interface included.
        case scalesWholeWindow
        /// The buffer is the panel's pixels only once the app makes `request`; without it the
        /// platform gives it `platformDefault`.
        case requires(PlatformRequest, platformDefault: PixelSize)
        /// The scales are of the engine's `buffer` (``AppBuffer/source`` says why that size).
        case engineBuffer(PixelSize, source: String)
        /// macOS: the window server resamples every scaled mode's backing store to the panel; only
        /// the mode whose backing store is the panel (looks like `looksLike`) has no resample.
        case scaledModeResamples(looksLike: LogicalSize)
    }

    /// Where the size is applied.
    public let format: Format
    /// The display's platform; nil for a display given by hand.
    public let platform: Platform?
    /// The size the scene is rendered at.
    public let renderSize: PixelSize
    /// The surface the frame ends in.
    public let outputSize: PixelSize
    /// The resample from the render size to the output; nil when they are equal.
    public let filter: ResampleFilter?
    /// RCAS's sharpness where the filter is an upscaler (FSR 1's stops); nil otherwise.
    public let sharpness: Sharpness?
    /// What to set, in order.
    public let values: [Value]
    /// What the values alone do not say.
    public let notes: [Note]

    /// Whether a resample follows the render.
    public var resamples: Bool { renderSize != outputSize }

    /// The value for `key`, if the setting has one.
    public func value(_ key: Key) -> Value? { values.first { $0.key == key } }
}
