import NativeScaleCore
import Testing

@Suite("Size settings: the values an API or engine needs to render a size")
struct SizeSettingTests {
    @Test("Every catalog display offers its platform's own format and the engines, UIKit only on iOS and iPadOS, AppKit only on macOS, GLFW only on the desktops, Android only on Android")
    func formatsExistPerPlatform() {
        for entry in DisplayCatalog.entries {
            let formats = SizeSetting.Format.existing(on: entry.platform)
            #expect(formats.contains(.native(to: entry.platform)), "\(entry.id)")
            #expect([.godot, .unreal, .unity].allSatisfy(formats.contains), "\(entry.id)")
            #expect(formats.contains(.uiKit) == (entry.platform == .iOS || entry.platform == .iPadOS), "\(entry.id)")
            #expect(formats.contains(.android) == (entry.platform == .android), "\(entry.id)")
            #expect(formats.contains(.appKit) == (entry.platform == .macOS), "\(entry.id)")
            #expect(formats.contains(.glfw) == [.macOS, .windows, .wayland].contains(entry.platform), "\(entry.id)")
        }
        #expect(SizeSetting.Format.existing(on: nil) == SizeSetting.Format.allCases)
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        let format: SizeSetting.Format
        let key: SizeSetting.Key
        let number: Double
        var testDescription: String { "\(format.rawValue) \(key.rawValue) \(number)" }
    }

    /// 864×1871 on the iPhone 12 mini in the engines whose iOS view is bounds × nativeScale,
    /// 1080×2339 (Unreal's IOSView, Unity's trampoline): each rounding needs its own number
    /// (2339 × 0.8 = 1871.2, which Unreal and Unity round up).
    @Test("The 12 mini's 864×1871 in Unreal and Unity: the shortest number whose rounding makes it from their 1080×2339 view", arguments: [
        Expected(format: .unreal, key: .screenPercentage, number: 79.99),
        Expected(format: .unity, key: .widthScale, number: 0.7999),
        Expected(format: .unity, key: .heightScale, number: 0.7999),
    ])
    func twelveMiniRecommendation(expected: Expected) throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let render = PixelSize(width: 864, height: 1871)
        let setting = SizeSetting(format: expected.format, display: entry.display, platform: entry.platform, renderSize: render, filter: .bilinear)
        #expect(setting.outputSize == PixelSize(width: 1080, height: 2339))
        let value = try #require(setting.value(expected.key))
        #expect(value.number == expected.number)
        #expect(value.realized == render)
    }

    @Test("Over real displays, formats and scales, every number printed makes the render size under its API's rounding",
          arguments: ["iphone-8-plus", "iphone-12-mini", "ipad-pro-11", "pixel-7-pro-high", "pixel-7-pro-full",
                      "external-4k-27-2560x1440", "windows-150", "macbook-pro-14-1147x745"])
    func everyNumberRoundTrips(id: String) throws {
        let entry = try DisplayCatalog.entry(named: id)
        let native = entry.display.nativeSize
        for scale in [0.5, 2.0 / 3, 0.75, 0.8, 0.85, 0.9, 1.0] {
            let render = PixelSize(width: Int((Double(native.width) * scale).rounded()), height: Int((Double(native.height) * scale).rounded()))
            for format in SizeSetting.Format.existing(on: entry.platform) {
                let setting = SizeSetting(format: format, display: entry.display, platform: entry.platform, renderSize: render, filter: .bilinear)
                let inexact = setting.notes.compactMap { if case .noExactFactor(_, let realized) = $0 { realized } else { nil } }
                for value in setting.values where value.rounding != nil {
                    // Exact, or the note says the size the value makes instead.
                    #expect(value.realized == (inexact.first ?? render), "\(id) \(format.rawValue) \(value.key.rawValue) \(value.number ?? 0) at \(scale)")
                }
                // A buffer of the native size's own shape always has an exact number.
                if setting.outputSize == native { #expect(inexact.isEmpty, "\(id) \(format.rawValue) at \(scale)") }
            }
        }
    }

    @Test("A size above the output: Unity's ResizeBuffers and Game Mode's downscale are not offered, and Unity says why")
    func supersampleIsRefused() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-8-plus")
        let drawable = entry.display.drawableSize
        let unity = SizeSetting(format: .unity, display: entry.display, platform: entry.platform, renderSize: drawable, filter: .area)
        #expect(unity.values.isEmpty)
        #expect(unity.notes.contains(.cannotSupersample))
        let pixel = try DisplayCatalog.entry(named: "pixel-7-pro-full")
        let above = PixelSize(width: 1800, height: 3900)
        let android = SizeSetting(format: .android, display: pixel.display, platform: pixel.platform, renderSize: above, filter: .area)
        #expect(android.value(.downscaleFactor) == nil)
        #expect(android.value(.fixedSize)?.size == above)
    }

    @Test("Android below its panel asks for the panel's display mode; at full resolution there is nothing to set")
    func androidResolutionModes() throws {
        let high = try DisplayCatalog.entry(named: "pixel-7-pro-high")
        let full = try DisplayCatalog.entry(named: "pixel-7-pro-full")
        let panel = PixelSize(width: 1440, height: 3120)
        let asked = SizeSetting(format: .android, display: high.display, platform: .android, renderSize: high.display.nativeSize, filter: nil)
        #expect(asked.value(.preferredDisplayMode)?.size == panel)
        #expect(asked.notes.contains(.requires(.panelDisplayMode(panel), platformDefault: PixelSize(width: 1080, height: 2340))))
        #expect(asked.outputSize == panel && !asked.resamples)
        let nothing = SizeSetting(format: .android, display: full.display, platform: .android, renderSize: full.display.nativeSize, filter: nil)
        #expect(nothing.values.isEmpty && nothing.notes.isEmpty && !nothing.resamples)
    }

    @Test("The platform's own format: UIKit on iOS and iPadOS, AppKit on macOS, Android on Android, GLFW on Windows, Wayland and by hand", arguments: [
        (Platform.iOS, SizeSetting.Format.uiKit), (.iPadOS, .uiKit), (.android, .android), (.macOS, .appKit), (.windows, .glfw), (.wayland, .glfw),
    ])
    func nativeFormat(platform: Platform, format: SizeSetting.Format) {
        #expect(SizeSetting.Format.native(to: platform) == format)
        #expect(SizeSetting.Format.native(to: nil) == .glfw)
    }

    @Test("Rounding rules reproduce their source lines", arguments: [
        (FactorRounding.lround, 2339, 0.8, 1871), (.lround, 1125, 0.768, 864),
        (.androidCompatibility, 2339, 0.8, 1871), (.androidCompatibility, 1081, 0.5, 541),
        (.godotTruncate, 2339, 0.8, 1871), (.godotTruncate, 1079, 0.5, 539), (.godotTruncate, 3, 0.1, 1),
        (.unrealCeilPercent, 2339, 80, 1872), (.unrealCeilPercent, 2339, 79.99, 1871),
        (.unityCeil, 2339, 0.8, 1872), (.unityCeil, 2339, 0.7999, 1871),
    ])
    func roundingRules(rounding: FactorRounding, length: Int, factor: Double, expected: Int) {
        #expect(rounding.apply(length, factor) == expected)
    }
}
