import NativeScaleCore
import Testing

@Suite("Platform sizing rules")
struct SizingRuleTests {
    @Test(
        "Scale factors from each platform's units",
        arguments: [
            (ScaleFactor.windows(dpi: 96), 1.0), (.windows(dpi: 120), 1.25), (.windows(dpi: 144), 1.5), (.windows(dpi: 192), 2.0),
            (.android(densityDpi: 160), 1.0), (.android(densityDpi: 213), 1.33125), (.android(densityDpi: 420), 2.625),
            (.android(densityDpi: 640), 4.0),
            (.wayland(numerator: 120), 1.0), (.wayland(numerator: 150), 1.25), (.wayland(numerator: 180), 1.5),
        ])
    func units(scale: ScaleFactor, expected: Double) {
        #expect(scale.value == expected)
    }

    struct Example: Sendable, CustomTestStringConvertible {
        let rule: SizingRule
        let logical: LogicalSize
        let density: Double
        let contentScale: Double
        let drawable: PixelSize
        let why: String
        var testDescription: String { "\(rule.rawValue): \(why)" }
    }

    @Test(
        "Each rule's worked example",
        arguments: [
            Example(
                rule: .waylandFractionalScale, logical: LogicalSize(width: 100, height: 50), density: 1.5, contentScale: 1.5,
                drawable: PixelSize(width: 150, height: 75), why: "protocol text: 100x50 surface at 1.5 is a 150x75 buffer"),
            Example(
                rule: .waylandFractionalScale, logical: LogicalSize(width: 1366, height: 768), density: 1.25, contentScale: 1.25,
                drawable: PixelSize(width: 1708, height: 960), why: "1707.5 rounds half away from zero"),
            Example(
                rule: .waylandIntegerBufferScale, logical: LogicalSize(width: 1366, height: 768), density: 1.25, contentScale: 2,
                drawable: PixelSize(width: 2732, height: 1536), why: "integer buffer scale rounds 1.25 up"),
            Example(
                rule: .windowsPerMonitorDPI, logical: LogicalSize(width: 1366, height: 768), density: 1.25, contentScale: 1.25,
                drawable: PixelSize(width: 1708, height: 960), why: "MulDiv rounds to nearest"),
            Example(
                rule: .windowsDPIUnaware, logical: LogicalSize(width: 1280, height: 720), density: 1.5, contentScale: 1,
                drawable: PixelSize(width: 1280, height: 720), why: "rendered at 96 dpi, stretched by DWM"),
            Example(
                rule: .androidDensity, logical: LogicalSize(width: 1, height: 48), density: 2.625, contentScale: 2.625,
                drawable: PixelSize(width: 3, height: 126), why: "1 dp at 420 dpi is 2.625 px, rounded to 3"),
            Example(
                rule: .androidDensity, logical: LogicalSize(width: 0.1, height: 0.1), density: 1, contentScale: 1,
                drawable: PixelSize(width: 1, height: 1), why: "a non-zero size never rounds to 0"),
            Example(
                rule: .glfwX11, logical: LogicalSize(width: 1366, height: 768), density: 1.25, contentScale: 1.25,
                drawable: PixelSize(width: 1707, height: 960), why: "int *= float truncates"),
            Example(
                rule: .glfwX11, logical: LogicalSize(width: 414, height: 736), density: 3, contentScale: 3,
                drawable: PixelSize(width: 1242, height: 2208), why: "GLFW_SCALE_TO_MONITOR at scale 3"),
            Example(
                rule: .macOSScaledRetina, logical: LogicalSize(width: 1920, height: 1200), density: 1.5, contentScale: 2,
                drawable: PixelSize(width: 3840, height: 2400), why: "AnandTech: looks-like 1920x1200 renders 3840x2400"),
            Example(
                rule: .uiKit, logical: LogicalSize(width: 414, height: 736), density: 1080.0 / 414.0, contentScale: 3,
                drawable: PixelSize(width: 1242, height: 2208), why: "the Plus panel's 2.61 density renders @3x"),
        ])
    func workedExample(_ example: Example) {
        let variant = PlatformVariant(
            rule: example.rule, logicalSize: example.logical, density: ScaleFactor(example.density),
            panelSize: (example.logical * ScaleFactor(example.density)).rounded(.halfAwayFromZero))
        #expect(variant.contentScale.value == example.contentScale)
        #expect(variant.drawableSize == example.drawable)
    }

    @Test("Same logical size and density, different pixels: the plan says so")
    func disagreement() throws {
        let display = try Display(
            logicalSize: LogicalSize(width: 1366, height: 768), scale: ScaleFactor(1.25), nativeScale: ScaleFactor(1.25),
            orientation: .landscape, rule: .waylandFractionalScale)
        let plan = RenderTargetPlan(display: display)
        let sizes = Dictionary(uniqueKeysWithValues: plan.platformVariants.map { ($0.rule, $0.drawableSize) })
        #expect(sizes[.glfwX11] == PixelSize(width: 1707, height: 960))
        #expect(sizes[.waylandFractionalScale] == PixelSize(width: 1708, height: 960))
        #expect(sizes[.macOSScaledRetina] == PixelSize(width: 2732, height: 1536))
        #expect(plan.variantGroups.count == 3)
    }

    @Test("Integer scales agree everywhere but on macOS")
    func integerAgreement() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-x").display)
        let groups = plan.variantGroups
        #expect(groups.count == 2)
        #expect(groups.first(where: { $0.rules.contains(.macOSScaledRetina) })?.rules == [.macOSScaledRetina])
    }

    @Test("Every rule names a source")
    func sources() {
        for rule in SizingRule.allCases {
            #expect(!rule.source.isEmpty)
            #expect(!rule.resampler.isEmpty)
        }
    }
}
