/// The buffer a format's setting is applied to on a display's platform: the backing framebuffer,
/// the drawable, the surface, the engine's viewport, and what the app must declare to get it.
///
/// Each case follows the code that sizes the buffer (cited in ``source``): an engine's scale is of
/// this buffer, not of the panel, and the system resamples the buffer to the panel when they differ.
public struct AppBuffer: Hashable, Sendable {
    /// The buffer's size in pixels.
    public let size: PixelSize
    /// What the app declares or asks for first, so that the buffer is ``size``; nil when nothing.
    public let request: PlatformRequest?
    /// The code or document that sizes the buffer this way.
    public let source: String

    /// The buffer `format` applies its setting to on `display`, whose platform is `platform` (nil
    /// for a display given by hand: the drawable).
    public init(format: SizeSetting.Format, display: Display, platform: Platform?) {
        let drawable = display.drawableSize
        let awareness: PlatformRequest? = display.rule == .windowsDPIUnaware ? .dpiAwareness : nil
        // A DPI-aware window's buffer is the panel's pixels (the per-monitor rule's drawable).
        let desktop = awareness == nil ? drawable : display.nativeSize
        switch (format, platform) {
        case (.uiKit, _):
            (size, request, source) = (
                display.nativeSize, nil,
                "Apple, Metal Best Practices Guide, \"Native Screen Scale\": the drawable set to nativeBounds' pixels"
            )
        case (.appKit, _):
            (size, request, source) = (
                drawable, nil,
                "AppKit: a layer-backed view's backing store is its points × backingScaleFactor (convertToBacking)"
            )
        case (.android, _):
            let mode = display.rule == .androidDisplayMode && drawable != display.nativeSize
            (size, request, source) =
                mode
                ? (display.nativeSize, .panelDisplayMode(display.nativeSize), "Android Display.Mode and WindowManager.LayoutParams.preferredDisplayModeId")
                : (drawable, nil, "Android: a SurfaceView's surface is the window's size in the current display mode")
        case (.glfw, _):
            (size, request, source) = (
                desktop, awareness,
                "GLFW 3.3+ win32_init.c: glfwInit declares per-monitor DPI awareness V2 unless the manifest already set one; "
                    + "cocoa_window.m: GLFW_COCOA_RETINA_FRAMEBUFFER (default true) makes the framebuffer the backing store"
            )
        case (.godot, _), (.unreal, _), (.unity, _):
            (size, request, source) = Self.engineBuffer(format, on: platform, display: display, desktop: desktop, awareness: awareness)
        }
    }

    /// The buffer an engine's window renders into on `platform`: the drawable, its scaled
    /// bounds, or the desktop's `desktop` buffer with the `awareness` it needs.
    private static func engineBuffer(
        _ format: SizeSetting.Format, on platform: Platform?, display: Display, desktop: PixelSize,
        awareness: PlatformRequest?
    ) -> (PixelSize, PlatformRequest?, String) {
        let drawable = display.drawableSize
        return switch (format, platform) {
        case (.godot, .iOS?), (.godot, .iPadOS?):
            (
                drawable, nil,
                "Godot 4 platform/ios/godot_view.mm: contentScaleFactor = UIScreen.mainScreen.scale (not nativeScale)"
            )
        case (.unreal, .iOS?), (.unreal, .iPadOS?):
            (
                display.scaledBounds, nil,
                "Unreal IOSView: r.MobileContentScaleFactor=0 sets contentScaleFactor to the screen's nativeScale"
            )
        case (.unity, .iOS?), (.unity, .iPadOS?):
            (
                display.scaledBounds, nil,
                "Unity's iOS trampoline, Classes/Unity/DisplayManager.mm UnityScreenScaleFactor: contentScaleFactor = nativeScale"
            )
        case (.godot, .android?):
            (
                drawable, nil,
                "Godot 4 platform/android/display_server_android.cpp: the window is its SurfaceView's size, the current display mode's"
            )
        case (.unreal, .android?):
            (
                drawable, nil,
                "Unreal AndroidWindow.cpp: r.MobileContentScaleFactor=0 keeps the window at the current display mode's size"
            )
        case (.unity, .android?):
            (
                drawable, nil,
                "Unity Player Settings › Resolution Scaling Mode Disabled (the default): the surface is the current display mode's size"
            )
        case (.godot, .macOS?), (.unreal, .macOS?), (.unity, .macOS?):
            (drawable, nil, "the engine's macOS window: its backing store, points × backingScaleFactor")
        default:
            (
                desktop, awareness,
                "the engine's window: its framebuffer, the panel's pixels once the process is DPI aware on Windows"
            )
        }
    }
}
