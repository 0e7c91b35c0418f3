import NativeScaleCore
import Testing

@Suite("Size settings: the values an API or engine needs to render a size")
struct SizeSettingTests {
    /// Every catalog display offers its platform's own format and the engines, UIKit only on iOS and iPadOS, AppKit
    /// only on macOS, GLFW only on the desktops, Android only on Android.
    @Test("Every catalog display offers its platform's own format and the engines, and no other platform's API")
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
    @Test(
        "The 12 mini's 864×1871 in Unreal and Unity: the shortest number whose rounding makes it from their 1080×2339 view",
        arguments: [
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

    @Test(
        "Over real displays, formats and scales, every number printed makes the render size under its API's rounding",
        arguments: [
            "iphone-8-plus", "iphone-12-mini", "ipad-pro-11", "pixel-7-pro-high", "pixel-7-pro-full",
            "external-4k-27-2560x1440", "windows-150", "macbook-pro-14-1147x745",
        ])
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

    /// Godot on the iPhone 12 mini: 0.9606 makes exactly its 1080×2340 panel from the 1125×2436 view (float32,
    /// truncated); the search that tried only the decimals next to 0.96 said none exists.
    @Test("Godot on the iPhone 12 mini: 0.9606 makes exactly its 1080×2340 panel from the 1125×2436 view (float32, truncated)")
    func godotTwelveMiniNative() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let native = entry.display.nativeSize
        let setting = SizeSetting(format: .godot, display: entry.display, platform: entry.platform, renderSize: native, filter: nil)
        #expect(setting.outputSize == PixelSize(width: 1125, height: 2436) && native == PixelSize(width: 1080, height: 2340))
        let value = try #require(setting.value(.scaling3DScale))
        #expect(value.number == 0.9606 && value.realized == native)
        #expect(!setting.notes.contains { if case .noExactFactor = $0 { true } else { false } }, "\(setting.notes)")
    }

    /// The decimals of at most `digits` fractional digits, fewest digits first and nearest the
    /// first axis's exact ratio at those, that take every length of `from` to `to` under
    /// `rounding`, found by trying every decimal each rule can reach: any of them moves a length by
    /// less than one pixel, so the factor lies within (to ± 1) / from of the first axis.
    static func bruteForce(_ rounding: FactorRounding, from: [Int], to: [Int], digits: Int) -> Double? {
        let exact = Double(to[0]) / Double(from[0]) * rounding.unit
        for precision in 0...digits {
            let power = Double((0..<precision).reduce(1) { value, _ in value * 10 })
            let first = Int((Double(to[0] - 1) / Double(from[0]) * rounding.unit * power).rounded(.down))
            let last = Int((Double(to[0] + 1) / Double(from[0]) * rounding.unit * power).rounded(.up))
            let works = (max(first, 1)...max(last, 1)).map { Double($0) / power }
                .filter { factor in zip(from, to).allSatisfy { rounding.apply($0, factor) == $1 } }
            if let nearest = works.min(by: { abs($0 - exact) < abs($1 - exact) }) { return nearest }
        }
        return nil
    }

    /// Every catalog display × engine format × the sweep's default scales (0.5…1.5) and the drawable: the snippet's
    /// factor is what brute force over every decimal finds, and it says none exists only when none of six digits
    /// does.
    @Test("Every display × engine format × default scale: the snippet's factor is brute force's, and 'none exists' only when none does")
    func exactFactorsAgreeWithBruteForce() {
        let keys: Set<SizeSetting.Key> = [.scaling3DScale, .screenPercentage, .renderScale, .widthScale]
        var exact = 0
        var none = 0
        for entry in DisplayCatalog.entries {
            let native = entry.display.nativeSize
            let renders =
                (5...15).map { tenth in
                    PixelSize(width: Int((Double(native.width * tenth) / 10).rounded()), height: Int((Double(native.height * tenth) / 10).rounded()))
                } + [entry.display.drawableSize]
            for format in SizeSetting.Format.existing(on: entry.platform) {
                for render in renders {
                    let setting = SizeSetting(format: format, display: entry.display, platform: entry.platform, renderSize: render, filter: .bilinear)
                    let from = [setting.outputSize.width, setting.outputSize.height]
                    let to = [render.width, render.height]
                    let uniform = !setting.notes.contains(.nonUniformScale)
                    for value in setting.values where keys.contains(value.key) && uniform {
                        guard let rounding = value.rounding, let number = value.number else { continue }
                        let label = "\(entry.id) \(format.rawValue) \(value.key.rawValue) \(number) for \(render)"
                        let fourDigits = Self.bruteForce(rounding, from: from, to: to, digits: 4)
                        #expect(rounding.factor(from: from, to: to, maxFractionDigits: 4) == fourDigits, "\(label)")
                        let inexact = setting.notes.contains { if case .noExactFactor = $0 { true } else { false } }
                        if inexact {
                            none += 1
                            #expect(Self.bruteForce(rounding, from: from, to: to, digits: 6) == nil, "\(label): the snippet says none exists")
                        } else {
                            exact += 1
                            #expect(value.realized == render && rounding.apply(setting.outputSize, number) == render, "\(label)")
                            if let fourDigits { #expect(number == fourDigits, "\(label): brute force finds \(fourDigits)") }
                        }
                    }
                    // Unity goes per axis only where no uniform scale of six digits exists.
                    if !uniform {
                        #expect(Self.bruteForce(.unityCeil, from: from, to: to, digits: 6) == nil, "\(entry.id) unity for \(render)")
                    }
                }
            }
        }
        #expect(exact > 1000 && none > 0, "exact \(exact), none \(none)")
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

    @Test(
        "The platform's own format: UIKit on iOS and iPadOS, AppKit on macOS, Android on Android, GLFW on Windows, Wayland and by hand",
        arguments: [
            (Platform.iOS, SizeSetting.Format.uiKit), (.iPadOS, .uiKit), (.android, .android), (.macOS, .appKit), (.windows, .glfw), (.wayland, .glfw),
        ])
    func nativeFormat(platform: Platform, format: SizeSetting.Format) {
        #expect(SizeSetting.Format.native(to: platform) == format)
        #expect(SizeSetting.Format.native(to: nil) == .glfw)
    }

    @Test(
        "Rounding rules reproduce their source lines",
        arguments: [
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
