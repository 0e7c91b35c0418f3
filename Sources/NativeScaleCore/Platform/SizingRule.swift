/// A platform's rule for turning a logical size and a display's density into the pixels an app
/// renders, and the pixels the system finally shows.
///
/// Each rule names its source. Given the same logical size and panel, rules disagree in two
/// ways: the *content scale* they render at (UIKit and macOS only render at whole scales, so
/// other densities get a resampling stage), and how they *round* fractional pixels.
public enum SizingRule: String, CaseIterable, Hashable, Sendable {
    /// UIKit / `CAMetalLayer`: drawable = bounds × `UIScreen.scale` (a whole 1, 2 or 3); panels of
    /// other densities are resampled by the system. Apple's Metal recipe renders
    /// bounds × `nativeScale` instead.
    case uiKit = "uikit"
    /// macOS scaled Retina modes: the backing store is 2 × the "looks like" size, then the
    /// window server resamples it to the panel.
    case macOSScaledRetina = "macos-scaled"
    /// Wayland `wp_fractional_scale_v1`: scale = numerator / 120, toplevel buffer = logical ×
    /// scale rounded half away from zero, `wp_viewport` destination = logical size.
    case waylandFractionalScale = "wayland-fractional"
    /// Wayland without the fractional protocol: the integer `preferred_buffer_scale` rounds the
    /// output scale up and the compositor resamples the buffer.
    case waylandIntegerBufferScale = "wayland-integer"
    /// Windows per-monitor DPI awareness: scale = dpi / 96, lengths scaled with `MulDiv`, which
    /// rounds to nearest; the app renders the panel's pixels directly.
    case windowsPerMonitorDPI = "windows-per-monitor"
    /// Windows DPI-unaware apps: rendered at 96 dpi, then bitmap-stretched by DWM.
    case windowsDPIUnaware = "windows-unaware"
    /// Android: px = dp × densityDpi / 160, sizes rounded half away from zero and never 0.
    case androidDensity = "android"
    /// Android's screen-resolution setting below the panel (FHD+ on a QHD+ panel): apps and
    /// SurfaceFlinger work in a display mode smaller than the panel, the display hardware scales.
    case androidDisplayMode = "android-display-mode"
    /// GLFW on X11: the framebuffer equals the window size in pixels; with
    /// `GLFW_SCALE_TO_MONITOR` the window is `int *= float` scaled, which truncates.
    case glfwX11 = "glfw-x11"
    /// GLFW on Wayland (3.3): the framebuffer is the window size times the integer buffer scale.
    case glfwWayland = "glfw-wayland"

    /// A short human name.
    public var title: String {
        switch self {
        case .uiKit: "UIKit / CAMetalLayer"
        case .macOSScaledRetina: "macOS scaled Retina"
        case .waylandFractionalScale: "Wayland fractional-scale-v1"
        case .waylandIntegerBufferScale: "Wayland integer buffer scale"
        case .windowsPerMonitorDPI: "Windows per-monitor DPI"
        case .windowsDPIUnaware: "Windows DPI-unaware (DWM stretch)"
        case .androidDensity: "Android density"
        case .androidDisplayMode: "Android resolution setting (display mode below the panel)"
        case .glfwX11: "GLFW on X11"
        case .glfwWayland: "GLFW 3.3 on Wayland"
        }
    }

    /// Where the rule is documented.
    public var source: String {
        switch self {
        case .uiKit:
            "Apple, Metal Best Practices Guide, \"Native Screen Scale\" (render at nativeBounds / nativeScale); "
                + "UIScreen.scale and nativeScale reference. Apple documents no rounding for a fractional "
                + "bounds × nativeScale; nativescale rounds it half away from zero."
        case .macOSScaledRetina:
            "AnandTech, \"How the Retina MacBook Pro handles scaling\" (2012): looks-like 1920×1200 renders "
                + "3840×2400 and is scaled to the 2880×1800 panel."
        case .waylandFractionalScale:
            "wayland-protocols, staging/fractional-scale/fractional-scale-v1.xml: preferred_scale in 120ths; "
                + "\"For toplevel surfaces, the size is rounded halfway away from zero.\""
        case .waylandIntegerBufferScale:
            "wayland.xml, wl_surface.preferred_buffer_scale (integer); compositors round a fractional "
                + "output scale up and downsample (behaviour of compositors, not spec text)."
        case .windowsPerMonitorDPI:
            "Microsoft Learn, \"High DPI Desktop Application Development on Windows\" (scale = dpi / 96) and "
                + "MulDiv (\"rounded to the nearest integer\")."
        case .windowsDPIUnaware:
            "Microsoft Learn, \"DPI awareness mode\": DPI-unaware apps render at 96 dpi and are "
                + "bitmap-stretched by DWM."
        case .androidDisplayMode:
            "AOSP Settings ScreenResolutionController (Android 13): the setting picks a Display.Mode of physical width "
                + "1080 (FHD) or 1440 (QHD); the mode, not the panel, is what SurfaceFlinger composes and apps see."
        case .androidDensity:
            "Android DisplayMetrics (px = dp × densityDpi / 160); AOSP TypedValue."
                + "complexToDimensionPixelSize (round half away from zero, never 0 for a non-zero size)."
        case .glfwX11:
            "GLFW 3.3 x11_window.c createNativeWindow: `width *= _glfw.x11.contentScaleX` on an int "
                + "(truncation); framebuffer size equals window size on X11."
        case .glfwWayland:
            "GLFW 3.3 wl_window.c: framebuffer = window size × integer wl_output scale."
        }
    }

    /// Who resamples the app's pixels to the panel when the sizes differ.
    public var resampler: String {
        switch self {
        case .uiKit: "the system compositor (Core Animation)"
        case .macOSScaledRetina: "the window server"
        case .waylandFractionalScale: "the compositor (wp_viewport)"
        case .waylandIntegerBufferScale, .glfwWayland: "the compositor"
        case .windowsPerMonitorDPI, .windowsDPIUnaware: "DWM"
        case .androidDensity: "SurfaceFlinger"
        case .androidDisplayMode: "the display hardware below SurfaceFlinger (its display processor or panel driver)"
        case .glfwX11: "nothing (X11 shows the framebuffer 1:1)"
        }
    }

    /// Whether the resample to the panel is GPU work that moves bytes through memory (a
    /// compositor's pass): not where the display hardware scales the buffer as it scans it out
    /// (Android's lower resolution modes), nor where nothing resamples (X11).
    public var resamplesOnGPU: Bool {
        switch self {
        case .androidDisplayMode, .glfwX11: false
        case .uiKit, .macOSScaledRetina, .waylandFractionalScale, .waylandIntegerBufferScale, .glfwWayland, .windowsPerMonitorDPI,
            .windowsDPIUnaware, .androidDensity:
            true
        }
    }

    /// Who resamples the app's pixels to the panel on a display of `platform` (nil: a display
    /// given by hand). A display given by hand has no compositor of its own: under the UIKit rule
    /// (the default by hand, for its arithmetic) it is "the system's compositor", never Core
    /// Animation; a rule chosen by hand names its own.
    public func resampler(on platform: Platform?) -> String {
        platform == nil && self == .uiKit ? "the system's compositor" : resampler
    }

    /// The unit of the rule's logical sizes (GLFW's screen coordinates and displays given by
    /// hand print as points).
    public var logicalUnit: LogicalUnit {
        switch self {
        case .uiKit, .macOSScaledRetina, .glfwX11, .glfwWayland: .point
        case .waylandFractionalScale, .waylandIntegerBufferScale: .logicalPixel
        case .windowsPerMonitorDPI, .windowsDPIUnaware: .deviceIndependentPixel
        case .androidDensity, .androidDisplayMode: .densityIndependentPixel
        }
    }

    /// The platform the rule belongs to.
    public var platform: Platform? {
        switch self {
        case .uiKit: .iOS
        case .macOSScaledRetina: .macOS
        case .waylandFractionalScale, .waylandIntegerBufferScale: .wayland
        case .windowsPerMonitorDPI, .windowsDPIUnaware: .windows
        case .androidDensity, .androidDisplayMode: .android
        case .glfwX11, .glfwWayland: nil
        }
    }

    /// The scale an app renders at on this platform for a panel of `density` pixels per unit.
    public func contentScale(forDensity density: ScaleFactor) -> ScaleFactor {
        switch self {
        case .uiKit, .waylandIntegerBufferScale, .glfwWayland:
            density.roundedUpToInteger
        case .macOSScaledRetina:
            ScaleFactor(density.value <= 1 ? 1 : 2)
        case .waylandFractionalScale:
            ScaleFactor.wayland(numerator: Int((density.value * 120).rounded(.toNearestOrAwayFromZero)))
        case .windowsPerMonitorDPI, .androidDensity, .androidDisplayMode, .glfwX11:
            density
        case .windowsDPIUnaware:
            ScaleFactor(1)
        }
    }

    /// How the rule rounds `logical × contentScale` to the drawable.
    public var drawableRounding: PixelRounding {
        switch self {
        case .uiKit, .macOSScaledRetina, .waylandFractionalScale, .waylandIntegerBufferScale,
            .windowsPerMonitorDPI, .windowsDPIUnaware, .glfwWayland:
            .halfAwayFromZero
        case .androidDensity, .androidDisplayMode: .androidSize
        case .glfwX11: .towardZero
        }
    }

    /// How the rule rounds `logical × nativeScale` to the native size.
    public var nativeRounding: PixelRounding {
        self == .androidDensity ? .androidSize : .halfAwayFromZero
    }

    /// The rules compared side by side for one logical size and density.
    public static let comparedRules: [SizingRule] = [
        .uiKit, .macOSScaledRetina, .waylandFractionalScale, .waylandIntegerBufferScale,
        .windowsPerMonitorDPI, .androidDensity, .glfwX11,
    ]
}
