import Foundation
import NativeScaleCore
import NativeScaleReporting
import Testing

/// Reads each snippet as its user pastes it and applies the API's own arithmetic, written out
/// here from the sources the snippets cite (not through nativescale's `FactorRounding`).
@Suite("Sizing snippets encode the sizes they claim")
struct SizeSnippetTests {
    static let displays = ["iphone-8-plus", "iphone-12-mini", "ipad-pro-11", "pixel-7-pro-high", "pixel-7-pro-full",
                           "external-4k-27-2560x1440", "windows-150", "macbook-pro-14-1147x745"]

    /// The numbers after `prefix` on the first line that has it.
    static func numbers(after prefix: String, in text: String) -> [Double] {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(prefix) }),
              let range = line.range(of: prefix) else { return [] }
        var found: [Double] = []
        var current = ""
        for character in line[range.upperBound...] {
            if character.isNumber || (character == "." && !current.isEmpty) { current.append(character); continue }
            if let value = Double(current) { found.append(value) }
            current = ""
            if found.count == 2 || character == "/" || character == ";" || character == "#" { break }
        }
        if let value = Double(current), found.count < 2 { found.append(value) }
        return found
    }

    @Test("Each format's snippet, read back and rounded as its API does, makes the render size and the output", arguments: displays)
    func snippetsRoundTrip(id: String) throws {
        let entry = try DisplayCatalog.entry(named: id)
        let display = entry.display
        let native = display.nativeSize
        for scale in [0.5, 0.75, 0.8, 0.9, 1.0, 1.25] {
            let render = PixelSize(width: Int((Double(native.width) * scale).rounded()), height: Int((Double(native.height) * scale).rounded()))
            for format in SizeSetting.Format.allCases {
                let setting = SizeSetting(format: format, display: display, platform: entry.platform, renderSize: render, filter: .bilinear)
                let text = setting.snippet(display: display, name: entry.name)
                let made: PixelSize?
                let where_ = "\(id) \(format.rawValue) at \(scale):\n\(text)"
                switch format {
                case .uiKit:
                    let factor = try #require(Self.numbers(after: "UIScreen.main.nativeScale   // ", in: text).first, "\(where_)")
                    let drawable = PixelSize(width: Int((display.logicalSize.width * factor).rounded(.toNearestOrAwayFromZero)),
                                             height: Int((display.logicalSize.height * factor).rounded(.toNearestOrAwayFromZero)))
                    #expect(drawable == native, "\(where_)")
                    let size = Self.numbers(after: "CGSize(width: ", in: text)
                    #expect(size == [Double(native.width), Double(native.height)], "\(where_)")
                    made = scale == 1 ? native : Self.numbers(after: "pixelFormat: .bgra8Unorm, width: ", in: text).pixelSize
                case .android:
                    if scale == 1 { made = native; break }
                    #expect(Self.numbers(after: "setFixedSize(", in: text).pixelSize == render, "\(where_)")
                    if scale < 1 {
                        let factor = try #require(Self.numbers(after: "cmd game downscale ", in: text).first, "\(where_)")
                        made = PixelSize(width: Int(Float(native.width) * Float(factor) + 0.5), height: Int(Float(native.height) * Float(factor) + 0.5))
                    } else {
                        #expect(!text.contains("cmd game downscale"), "\(where_)")
                        made = render
                    }
                case .glfw:
                    let framebuffer = try #require(Self.numbers(after: "glfwGetFramebufferSize(window, &fbWidth, &fbHeight);   // ", in: text).pixelSize)
                    #expect(framebuffer == display.drawableSize, "\(where_)")
                    if render == framebuffer { made = render; break }
                    let factor = try #require(Self.numbers(after: "lround(fbWidth * ", in: text).first, "\(where_)")
                    made = PixelSize(width: Int((Double(framebuffer.width) * factor).rounded(.toNearestOrAwayFromZero)),
                                     height: Int((Double(framebuffer.height) * factor).rounded(.toNearestOrAwayFromZero)))
                case .godot:
                    let factor = try #require(Self.numbers(after: "scaling_3d/scale=", in: text).first, "\(where_)")
                    made = PixelSize(width: max(1, Int(Float(native.width) * Float(factor))), height: max(1, Int(Float(native.height) * Float(factor))))
                case .unreal:
                    let percent = try #require(Self.numbers(after: "r.ScreenPercentage=", in: text).first, "\(where_)")
                    let fraction = Float(percent) / 100
                    made = PixelSize(width: Int((Float(native.width) * fraction).rounded(.up)), height: Int((Float(native.height) * fraction).rounded(.up)))
                case .unity:
                    if scale > 1 { #expect(!text.contains("ResizeBuffers("), "\(where_)"); made = nil; break }
                    let scales = Self.numbers(after: "ResizeBuffers(", in: text)
                    try #require(scales.count == 2, "\(where_)")
                    made = PixelSize(width: Int((Float(native.width) * Float(scales[0])).rounded(.up)),
                                     height: Int((Float(native.height) * Float(scales[1])).rounded(.up)))
                }
                if let made { #expect(made == render, "\(where_)") }
            }
        }
    }

    @Test("The comment beside each scale states the size the scale makes")
    func commentStatesTheSize() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let setting = SizeSetting(format: .unreal, display: entry.display, platform: entry.platform,
                                  renderSize: PixelSize(width: 864, height: 1871), filter: .bilinear)
        let text = setting.snippet(display: entry.display, name: entry.name)
        #expect(text.contains("r.ScreenPercentage=79.99   ; ceil(1080 × 79.99 %) × ceil(2339 × 79.99 %) = 864×1871"))
        #expect(text.contains("r.Upscale.Quality=1   ; simple bilinear"))
    }
}

private extension Array where Element == Double {
    /// The first two numbers as a size.
    var pixelSize: PixelSize? { count >= 2 ? PixelSize(width: Int(self[0]), height: Int(self[1])) : nil }
}
