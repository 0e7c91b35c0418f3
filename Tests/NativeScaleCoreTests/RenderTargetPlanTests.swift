import NativeScaleCore
import Testing

@Suite("Render-target plan")
struct RenderTargetPlanTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let id: String
        let drawable: PixelSize
        let native: PixelSize
        let resample: ResampleDirection
        var testDescription: String { id }
    }

    /// On UIKit the native size is nativeBounds, the panel, even where zoomed bounds × nativeScale
    /// miss it (iPhone 8 zoomed: 568 pt × 2.34375 = 1331.25 of 1334).
    @Test(
        "Real displays plan to their published sizes",
        arguments: [
            Case(id: "iphone-8-plus", drawable: PixelSize(width: 1242, height: 2208), native: PixelSize(width: 1080, height: 1920), resample: .down),
            Case(id: "iphone-8-plus-zoomed", drawable: PixelSize(width: 1125, height: 2001), native: PixelSize(width: 1080, height: 1920), resample: .down),
            Case(id: "iphone-13-mini", drawable: PixelSize(width: 1125, height: 2436), native: PixelSize(width: 1080, height: 2340), resample: .down),
            Case(id: "iphone-x", drawable: PixelSize(width: 1125, height: 2436), native: PixelSize(width: 1125, height: 2436), resample: .none),
            Case(id: "iphone-8-zoomed", drawable: PixelSize(width: 640, height: 1136), native: PixelSize(width: 750, height: 1334), resample: .up),
            Case(id: "iphone-14-zoomed", drawable: PixelSize(width: 960, height: 2079), native: PixelSize(width: 1170, height: 2532), resample: .up),
            Case(id: "macbook-12-1280x800", drawable: PixelSize(width: 2560, height: 1600), native: PixelSize(width: 2304, height: 1440), resample: .down),
            Case(
                id: "macbook-pro-15-retina-1920x1200", drawable: PixelSize(width: 3840, height: 2400), native: PixelSize(width: 2880, height: 1800),
                resample: .down),
            Case(id: "macbook-pro-14-1512x982", drawable: PixelSize(width: 3024, height: 1964), native: PixelSize(width: 3024, height: 1964), resample: .none),
            Case(id: "windows-150-unaware", drawable: PixelSize(width: 2560, height: 1440), native: PixelSize(width: 3840, height: 2160), resample: .up),
            Case(id: "wayland-1.5-integer", drawable: PixelSize(width: 5120, height: 2880), native: PixelSize(width: 3840, height: 2160), resample: .down),
            Case(id: "wayland-1.75", drawable: PixelSize(width: 3840, height: 2160), native: PixelSize(width: 3840, height: 2160), resample: .none),
            Case(id: "android-tvdpi", drawable: PixelSize(width: 479, height: 1065), native: PixelSize(width: 479, height: 1065), resample: .none),
        ])
    func publishedSizes(_ expected: Case) throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: expected.id).display)
        #expect(plan.drawableSize == expected.drawable)
        #expect(plan.nativeSize == expected.native)
        #expect(plan.resample == expected.resample)
    }

    @Test("iPhone 8 Plus: ratios, extra pixels, memory and bandwidth")
    func iPhone8PlusCost() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-8-plus").display)
        #expect(plan.pixelRatio == 1.3225)
        #expect(plan.widthRatio == 1.15)
        #expect(plan.heightRatio == 1.15)
        #expect(plan.extraPixelsPerFrame == 2_742_336 - 2_073_600)
        // BGRA8, no depth, no MSAA: the scaled path keeps a 1242×2208 image (4 B/px) and moves
        // it twice more (written by the scene, read by the resample).
        #expect(plan.extraMemoryBytes == 2_742_336 * 4)
        #expect(plan.extraBytesPerFrame == 2_742_336 * 8)
        #expect(plan.extraBytesPerSecond == 2_742_336 * 8 * 60)
    }

    @Test("Depth and MSAA scale with the rendered pixels")
    func depthAndMSAA() throws {
        let display = try DisplayCatalog.entry(named: "iphone-8-plus").display
        let plan = RenderTargetPlan(
            display: display,
            attachments: AttachmentConfiguration(colorFormat: .rgba16f, depthFormat: .d32f, sampleCount: 4, refreshRate: 120))
        let drawable = 2_742_336
        let native = 2_073_600
        // Native: 4× color (8 B) + 4× depth (4 B), resolved into the presented image.
        #expect(plan.nativePath.memoryBytes == native * (8 * 4 + 4 * 4))
        #expect(plan.nativePath.bytesPerFrame == native * (4 * 4 + 8 * 4 * 2 + 8))
        // Scaled: the same at the drawable size, plus the resolved drawable and the resample.
        #expect(plan.scaledPath.memoryBytes == drawable * (8 * 4 + 4 * 4 + 8))
        #expect(plan.scaledPath.bytesPerFrame == drawable * (4 * 4 + 8 * 4 * 2 + 8 + 8) + native * 8)
        #expect(plan.extraBytesPerSecond == plan.extraBytesPerFrame * 120)
    }

    @Test("No sampling stage costs nothing extra")
    func noResampleNoCost() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-x").display)
        #expect(plan.pixelRatio == 1)
        #expect(plan.extraPixelsPerFrame == 0)
        #expect(plan.extraMemoryBytes == 0)
        #expect(plan.extraBytesPerFrame == 0)
    }

    @Test("The 12 mini's bounds × nativeScale misses its panel by the rounded zoomed height; the native size is the panel")
    func nativeShortfall() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-12-mini").display)
        #expect(plan.panelSize == PixelSize(width: 1080, height: 2340))
        #expect(plan.nativeSize == plan.panelSize)
        #expect(plan.display.scaledBounds == PixelSize(width: 1080, height: 2339))
        #expect(plan.nativeShortfall == PixelSize(width: 0, height: 1))
    }
}
