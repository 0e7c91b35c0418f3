import NativeScaleCore
import Testing

@Suite("Window sizing per window system")
struct WindowSizingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let system: WindowSystem
        let logical: (Double, Double)
        let scale: Double
        let window: (Int, Int)
        let framebuffer: (Int, Int)
        /// Drawable, native and direction; nil where GLFW cannot know the panel.
        let plan: ((Int, Int), (Int, Int), ResampleDirection)?
        var testDescription: String { "\(system.rawValue) \(logical.0)×\(logical.1) @\(scale)" }
    }

    static let cases: [Case] = [
        // X11: GLFW_SCALE_TO_MONITOR truncates (int *= float); X11 shows the framebuffer 1:1.
        Case(system: .x11, logical: (414, 736), scale: 3, window: (1242, 2208), framebuffer: (1242, 2208), plan: ((1242, 2208), (1242, 2208), .none)),
        Case(system: .x11, logical: (414, 736), scale: 1.25, window: (517, 920), framebuffer: (517, 920), plan: ((517, 920), (517, 920), .none)),
        Case(system: .x11, logical: (1280, 720), scale: 1.5, window: (1920, 1080), framebuffer: (1920, 1080), plan: ((1920, 1080), (1920, 1080), .none)),
        // Win32 per-monitor DPI: MulDiv rounds to nearest.
        Case(system: .win32, logical: (414, 736), scale: 1.25, window: (518, 920), framebuffer: (518, 920), plan: ((518, 920), (518, 920), .none)),
        // Wayland with GLFW 3.3: integer buffer scale 2 on a 1.5 output; the compositor downsamples.
        Case(system: .wayland, logical: (1280, 720), scale: 1.5, window: (1280, 720), framebuffer: (2560, 1440), plan: ((2560, 1440), (1920, 1080), .down)),
        Case(system: .wayland, logical: (1280, 720), scale: 2, window: (1280, 720), framebuffer: (2560, 1440), plan: ((2560, 1440), (2560, 1440), .none)),
        // Cocoa: points × backing scale; a scaled mode's panel is not visible through GLFW.
        Case(system: .cocoa, logical: (1440, 900), scale: 2, window: (1440, 900), framebuffer: (2880, 1800), plan: nil),
    ]

    @Test("window, framebuffer, drawable and native sizes", arguments: cases)
    func sizes(_ c: Case) throws {
        let sizing = try WindowSizing(
            windowSystem: c.system, logicalSize: LogicalSize(width: c.logical.0, height: c.logical.1),
            contentScale: ScaleFactor(c.scale))
        #expect(sizing.windowSize == PixelSize(width: c.window.0, height: c.window.1))
        #expect(sizing.framebufferSize == PixelSize(width: c.framebuffer.0, height: c.framebuffer.1))
        if let (drawable, native, direction) = c.plan {
            let plan = try #require(sizing.plan)
            #expect(plan.drawableSize == PixelSize(width: drawable.0, height: drawable.1))
            #expect(plan.nativeSize == PixelSize(width: native.0, height: native.1))
            #expect(plan.resample == direction)
        } else {
            #expect(sizing.plan == nil)
        }
    }

    @Test("bad window sizes and scales are refused")
    func badInput() {
        #expect(throws: SizingError.self) { try WindowSizing(windowSystem: .x11, logicalSize: LogicalSize(width: 0, height: 10), contentScale: ScaleFactor(1)) }
        #expect(throws: SizingError.self) {
            try WindowSizing(windowSystem: .x11, logicalSize: LogicalSize(width: 10, height: 10), contentScale: ScaleFactor(-1))
        }
    }

    @Test(
        "GLFW's X11 96-dpi fallback is recognised and yields no DPI",
        arguments: [
            // Xvfb 1920×1080: GLFW reports 508×285 mm (1080 × 25.4 / 96 = 285.75, truncated).
            (WindowSystem.x11, 1920, 1080, 508, 285, PhysicalSize.Provenance.glfwFallback),
            (.x11, 3840, 2160, 1016, 571, .glfwFallback),
            // A real 27" 4K panel (597×336 mm) is reported.
            (.x11, 3840, 2160, 597, 336, .reported),
            // The same millimetres on Wayland are the compositor's, not GLFW's fallback.
            (.wayland, 1920, 1080, 508, 285, .reported),
            (.x11, 1920, 1080, 0, 0, .unknown),
        ])
    func physicalSize(_ system: WindowSystem, _ width: Int, _ height: Int, _ widthMM: Int, _ heightMM: Int, _ provenance: PhysicalSize.Provenance) {
        let pixels = PixelSize(width: width, height: height)
        let size = PhysicalSize(widthMillimetres: widthMM, heightMillimetres: heightMM, pixels: pixels, windowSystem: system)
        #expect(size.provenance == provenance)
        if provenance == .reported {
            let dpi = size.dotsPerInch(for: pixels)
            #expect(dpi != nil)
            if widthMM == 597 { #expect(abs((dpi?.horizontal ?? 0) - 163.4) < 0.1) }
        } else {
            #expect(size.dotsPerInch(for: pixels) == nil)
        }
    }

    @Test("a resized window keeps the display's scales: iPhone 8 Plus at 600×900 panel pixels")
    func resizedWindow() throws {
        let display = try DisplayCatalog.entry(named: "iphone-8-plus").display
        let window = try display.window(coveringPixels: PixelSize(width: 600, height: 900))
        #expect(window.nativeSize == PixelSize(width: 600, height: 900))
        #expect(window.drawableSize == PixelSize(width: 690, height: 1035))
        #expect(window.scale == display.scale && window.nativeScale == display.nativeScale)
    }
}
