import NativeScaleCore
import Testing

@Suite("The system's resample after a format's buffer, and the format applied when none is asked for")
struct SystemResampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let device: String
        let format: SizeSetting.Format
        /// The buffer and panel of the resample, or nil where the format's buffer is the panel.
        let buffer: PixelSize?
        let panel: PixelSize
        let onGPU: Bool
        var testDescription: String { "\(device) \(format.rawValue)" }
    }

    /// Catalog figures: the Pixel 7 Pro's High mode composes 1080×2340 for a 1440×3120 panel;
    /// Godot's iOS view is bounds × scale (1242×2208 on the 8 Plus's 1080×1920); a 1440×900 pt
    /// mode on the 13-inch MacBook Pro backs 2880×1800 for a 2560×1600 panel.
    @Test(
        "A format whose buffer is not the panel is resampled by the system, on the GPU or at scanout; one whose buffer is, is not",
        arguments: [
            Case(
                device: "pixel-7-pro-high", format: .godot, buffer: PixelSize(width: 1080, height: 2340), panel: PixelSize(width: 1440, height: 3120),
                onGPU: false),
            Case(
                device: "pixel-7-pro-high", format: .unity, buffer: PixelSize(width: 1080, height: 2340), panel: PixelSize(width: 1440, height: 3120),
                onGPU: false),
            Case(device: "pixel-7-pro-high", format: .android, buffer: nil, panel: PixelSize(width: 1440, height: 3120), onGPU: false),
            Case(
                device: "iphone-8-plus", format: .godot, buffer: PixelSize(width: 1242, height: 2208), panel: PixelSize(width: 1080, height: 1920),
                onGPU: true),
            Case(device: "iphone-8-plus", format: .uiKit, buffer: nil, panel: PixelSize(width: 1080, height: 1920), onGPU: true),
            Case(
                device: "macbook-pro-13-retina-1440x900", format: .appKit, buffer: PixelSize(width: 2880, height: 1800),
                panel: PixelSize(width: 2560, height: 1600), onGPU: true),
        ])
    func resampleAfterTheBuffer(_ expected: Case) throws {
        let entry = try DisplayCatalog.entry(named: expected.device)
        let system = SystemResample(format: expected.format, display: entry.display, platform: entry.platform, filter: .area)
        #expect(system?.buffer == expected.buffer)
        #expect(AppBuffer(format: expected.format, display: entry.display, platform: entry.platform).size == expected.buffer ?? expected.panel)
        if let system {
            #expect(system.panel == expected.panel && system.onGPU == expected.onGPU && system.format == expected.format)
            #expect(system.filter == .area)
            #expect(system.direction == ResampleDirection(from: system.buffer, to: system.panel))
        }
    }

    @Test("No system filter is an upscaler: FSR 1 asked to stand in for the system's resample is replaced by bilinear")
    func upscalerNeverStandsInForTheSystem() throws {
        let entry = try DisplayCatalog.entry(named: "pixel-7-pro-high")
        let system = try #require(SystemResample(format: .godot, display: entry.display, platform: entry.platform, filter: .fsr1))
        #expect(system.filter == .bilinear)
    }

    @Test(
        "The preferred format is the platform's own where its buffer is the panel, else one whose buffer is, else the platform's own",
        arguments: [
            ("iphone-8-plus", SizeSetting.Format.uiKit), ("pixel-7-pro-high", .android), ("pixel-7-pro-full", .android),
            ("macbook-pro-13-retina-1440x900", .appKit), ("macbook-pro-13-retina-1280x800", .appKit),
        ])
    func preferredFormat(device: String, format: SizeSetting.Format) throws {
        let entry = try DisplayCatalog.entry(named: device)
        #expect(SizeSetting.Format.preferred(for: entry.display, platform: entry.platform) == format)
    }

    /// 64×96 pt @2 on a 112×168 panel: GLFW's framebuffer is the 128×192 drawable, UIKit's drawable
    /// the panel; at nativeScale 2 (a 128×192 panel) GLFW's framebuffer is the panel.
    @Test("A display given by hand prefers GLFW where its framebuffer is the panel, and UIKit where it is not")
    func preferredFormatByHand() throws {
        let scaled = try Display(logicalSize: LogicalSize(width: 64, height: 96), scale: ScaleFactor(2), panelSize: PixelSize(width: 112, height: 168))
        #expect(SizeSetting.Format.preferred(for: scaled, platform: nil) == .uiKit)
        #expect(SystemResample(format: .glfw, display: scaled, platform: nil, filter: .area)?.buffer == PixelSize(width: 128, height: 192))
        let native = try Display(logicalSize: LogicalSize(width: 64, height: 96), scale: ScaleFactor(2), panelSize: PixelSize(width: 128, height: 192))
        #expect(SizeSetting.Format.preferred(for: native, platform: nil) == .glfw)
    }
}

extension SystemResampleTests {
    /// A sweep of the Pixel 7 Pro High measured through Godot's 1080×2340 buffer; one without a
    /// system resample measured into the 1440×3120 panel.
    @Test(
        "A setting is given only in a format whose buffer the sweep measured into: Unity's 1080×2340 after Godot's, never Android's panel",
        arguments: [
            (SizeSetting.Format.godot, true, true), (.unity, true, true), (.android, true, false),
            (.android, false, true), (.godot, false, false),
        ])
    func settingOnlyForTheMeasuredBuffer(format: SizeSetting.Format, throughGodot: Bool, accepted: Bool) throws {
        let entry = try DisplayCatalog.entry(named: "pixel-7-pro-high")
        let measured = throughGodot ? SystemResample(format: .godot, display: entry.display, platform: entry.platform, filter: .area) : nil
        #expect(throughGodot == (measured != nil))
        do {
            try SystemResample.check(format, display: entry.display, platform: entry.platform, measured: measured)
            #expect(accepted)
        } catch {
            #expect(!accepted)
            let expected = CatalogError.bufferNotMeasured(
                format, buffer: AppBuffer(format: format, display: entry.display, platform: entry.platform).size,
                measured: throughGodot ? PixelSize(width: 1080, height: 2340) : PixelSize(width: 1440, height: 3120),
                measuredFormat: throughGodot ? .godot : .android)
            #expect(error == expected)
        }
    }
}
