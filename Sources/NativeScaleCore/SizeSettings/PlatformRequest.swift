/// A declaration or request an app makes so that the platform gives it the panel's pixels: without
/// it, the buffer a setting applies to is another size and the system resamples it.
public enum PlatformRequest: Hashable, Sendable {
    /// Windows: per-monitor DPI awareness (V2), in the application manifest's `<dpiAwareness>` or
    /// with `SetProcessDpiAwarenessContext` before the first window. A DPI-unaware window is
    /// rendered at 96 dpi and bitmap-stretched by DWM.
    case dpiAwareness
    /// Android: the panel's display mode, asked for with `WindowManager.LayoutParams.preferredDisplayModeId`
    /// when the system runs a mode below the panel (the system may decline).
    case panelDisplayMode(PixelSize)
}
