/// How GLFW sizes a window of a given logical size on a monitor, and what the app should render.
///
/// The window size is what `glfwCreateWindow` is asked for (in screen coordinates), the
/// framebuffer size is what `glfwGetFramebufferSize` then reports, and the plan compares the
/// drawable (what the app renders when it follows the content scale) with the native size (the
/// panel pixels the window covers).
public struct WindowSizing: Hashable, Sendable {
    /// The window system the rules come from.
    public let windowSystem: WindowSystem
    /// The window's logical size.
    public let logicalSize: LogicalSize
    /// The monitor's content scale.
    public let contentScale: ScaleFactor
    /// The size to pass to `glfwCreateWindow`, in the window system's screen coordinates.
    public let windowSize: PixelSize
    /// The framebuffer GLFW gives the window, in pixels.
    public let framebufferSize: PixelSize
    /// Drawable and native sizes and the resample direction; nil where GLFW cannot know the
    /// panel (Cocoa scaled modes: the mode GLFW reports is the "looks like" size).
    public let plan: RenderTargetPlan?
    /// Who does what with the framebuffer's pixels.
    public let resampling: Resampling

    /// Who does what with a window's framebuffer.
    public enum Resampling: Hashable, Sendable {
        /// The window system shows the framebuffer 1:1 (X11, Win32 per-monitor DPI).
        case shownAsIs(WindowSystem)
        /// Wayland at an integer scale: the buffer matches the output.
        case waylandIntegerScale(ScaleFactor)
        /// GLFW renders at the integer `bufferScale` and the compositor resamples it to `outputScale`.
        case waylandCompositor(bufferScale: ScaleFactor, outputScale: ScaleFactor)
        /// The window server resamples the backing store in a scaled mode; GLFW sees the "looks like" size.
        case windowServer
    }

    /// Sizes a window of `logicalSize` on a monitor with `contentScale`.
    ///
    /// - X11 (GLFW 3.3 `x11_window.c`): with `GLFW_SCALE_TO_MONITOR` the window is
    ///   `int *= float` scaled (truncated); the framebuffer equals the window and X11 shows it
    ///   1:1, so the framebuffer *is* the native size.
    /// - Win32 per-monitor DPI: lengths scale with `MulDiv` (round to nearest); DWM shows the
    ///   framebuffer 1:1.
    /// - Wayland (GLFW 3.3 `wl_window.c`): the window is logical; the framebuffer is logical ×
    ///   the integer buffer scale, and a compositor with a fractional output scale resamples it
    ///   to logical × the fractional scale.
    /// - Cocoa: the window is in points; the framebuffer is points × the backing scale (1 or 2);
    ///   a scaled mode's panel is not visible through GLFW.
    public init(windowSystem: WindowSystem, logicalSize: LogicalSize, contentScale: ScaleFactor) throws(SizingError) {
        try SizeLimits.validate(logicalSize, name: "window")
        try SizeLimits.validate(contentScale, name: "content scale")
        self.windowSystem = windowSystem
        self.logicalSize = logicalSize
        self.contentScale = contentScale
        let rule = windowSystem.rule
        switch windowSystem {
        case .x11, .win32:
            let pixels = (logicalSize * contentScale).rounded(rule.drawableRounding)
            try SizeLimits.validate(pixels, name: "framebuffer")
            windowSize = pixels
            framebufferSize = pixels
            // The window as its framebuffer covers it: logical = framebuffer / scale, so both
            // sizes round back to the framebuffer exactly. (One native scale for both axes would
            // miss the truncated axis by a pixel: 414×736 @1.25 is 517×920, and 736 × 517/414
            // rounds to 919.)
            let covered = LogicalSize(width: Double(pixels.width) / contentScale.value, height: Double(pixels.height) / contentScale.value)
            plan = RenderTargetPlan(
                display: try Display(
                    logicalSize: covered, scale: contentScale, nativeScale: contentScale,
                    rule: .windowsPerMonitorDPI))
            resampling = .shownAsIs(windowSystem)
        case .wayland:
            let bufferScale = contentScale.roundedUpToInteger
            windowSize = (logicalSize * ScaleFactor(1)).rounded(.halfAwayFromZero)
            let display = try Display(logicalSize: logicalSize, scale: bufferScale, nativeScale: contentScale, rule: rule)
            framebufferSize = display.drawableSize
            plan = RenderTargetPlan(display: display)
            resampling =
                contentScale.isIntegral
                ? .waylandIntegerScale(contentScale)
                : .waylandCompositor(bufferScale: bufferScale, outputScale: contentScale)
        case .cocoa:
            windowSize = (logicalSize * ScaleFactor(1)).rounded(.halfAwayFromZero)
            framebufferSize = (logicalSize * contentScale).rounded(.halfAwayFromZero)
            try SizeLimits.validate(framebufferSize, name: "framebuffer")
            plan = nil
            resampling = .windowServer
        }
    }
}
