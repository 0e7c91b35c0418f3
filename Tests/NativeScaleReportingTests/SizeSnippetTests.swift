import Foundation
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import Testing

/// Reads each snippet as its user pastes it and applies the API's own arithmetic, written out
/// here from the sources the snippets cite (not through nativescale's `FactorRounding`).
@Suite("Sizing snippets encode the sizes they claim")
struct SizeSnippetTests {
    /// The numbers after `prefix` on the first line that has it.
    static func numbers(after prefix: String, in text: String) -> [Double] {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(prefix) }),
            let range = line.range(of: prefix)
        else { return [] }
        var found: [Double] = []
        var current = ""
        for character in line[range.upperBound...] {
            if character.isNumber || (character == "." && !current.isEmpty) {
                current.append(character)
                continue
            }
            if let value = Double(current) { found.append(value) }
            current = ""
            if found.count == 2 || character == "/" || character == ";" || character == "#" { break }
        }
        if let value = Double(current), found.count < 2 { found.append(value) }
        return found
    }

    /// The buffer `format` applies its setting to on `entry`'s platform, written out from the
    /// sources the snippets cite: UIKit's drawable set to nativeBounds; AppKit's backing store
    /// (points × backingScaleFactor); Android's surface in the current display mode, or the
    /// panel's mode once asked for; GLFW's framebuffer, the panel once glfwInit has declared DPI
    /// awareness; Godot's iOS view at UIScreen.scale (godot_view.mm); Unity's and Unreal's iOS
    /// views at nativeScale (the trampoline's UnityScreenScaleFactor, IOSView); the engines'
    /// Android window in the display mode; a desktop engine's window, the panel once DPI aware.
    static func buffer(_ format: SizeSetting.Format, entry: CatalogEntry, display: Display) -> PixelSize {
        func times(_ scale: Double) -> PixelSize {
            PixelSize(
                width: Int((display.logicalSize.width * scale).rounded(.toNearestOrAwayFromZero)),
                height: Int((display.logicalSize.height * scale).rounded(.toNearestOrAwayFromZero)))
        }
        let aware = display.rule == .windowsDPIUnaware ? display.panelSize : display.drawableSize
        switch (format, entry.platform) {
        case (.uiKit, _): return display.panelSize
        case (.appKit, _): return times(display.scale.value)
        case (.android, _): return display.rule == .androidDisplayMode ? display.panelSize : display.drawableSize
        case (.glfw, _): return aware
        case (.godot, .iOS), (.godot, .iPadOS): return times(display.scale.value)
        case (.unreal, .iOS), (.unreal, .iPadOS), (.unity, .iOS), (.unity, .iPadOS): return times(display.nativeScale.value)
        case (_, .android): return display.drawableSize
        default: return aware
        }
    }

    /// What one snippet, read as pasted, makes: its API's arithmetic applied to `buffer`, and the
    /// size the snippet's own comment claims (nil where the value is a size typed as it is).
    static func made(_ format: SizeSetting.Format, text: String, buffer: PixelSize, render: PixelSize) throws -> (made: PixelSize?, claimed: PixelSize?) {
        let claimed = numbers(after: ") = ", in: text).pixelSize
        switch format {
        case .uiKit, .appKit:
            return (buffer == render ? render : numbers(after: "pixelFormat: .bgra8Unorm, width: ", in: text).pixelSize, nil)
        case .android:
            if buffer == render { return (render, nil) }
            let fixed = numbers(after: "setFixedSize(", in: text).pixelSize
            guard buffer.contains(render), let factor = numbers(after: "cmd game downscale ", in: text).first else { return (fixed, nil) }
            let downscaled = PixelSize(width: Int(Float(buffer.width) * Float(factor) + 0.5), height: Int(Float(buffer.height) * Float(factor) + 0.5))
            return (fixed == render ? downscaled : nil, numbers(after: "downscale ((int)(length × factor + 0.5f): ", in: text).pixelSize)
        case .glfw:
            if buffer == render { return (render, nil) }
            let factor = try #require(numbers(after: "lround(fbWidth * ", in: text).first)
            return (
                PixelSize(
                    width: Int((Double(buffer.width) * factor).rounded(.toNearestOrAwayFromZero)),
                    height: Int((Double(buffer.height) * factor).rounded(.toNearestOrAwayFromZero))),
                numbers(after: "   // ", in: text.split(separator: "\n").first { $0.contains("lround(fbWidth") }.map(String.init) ?? "").pixelSize
            )
        case .godot:
            let factor = try #require(numbers(after: "scaling_3d/scale=", in: text).first)
            return (PixelSize(width: max(1, Int(Float(buffer.width) * Float(factor))), height: max(1, Int(Float(buffer.height) * Float(factor)))), claimed)
        case .unreal:
            let fraction = Float(try #require(numbers(after: "r.ScreenPercentage=", in: text).first)) / 100
            return (PixelSize(width: Int((Float(buffer.width) * fraction).rounded(.up)), height: Int((Float(buffer.height) * fraction).rounded(.up))), claimed)
        case .unity:
            let scales = numbers(after: "ResizeBuffers(", in: text)
            guard scales.count == 2 else { return (nil, nil) }
            return (
                PixelSize(
                    width: Int((Float(buffer.width) * Float(scales[0])).rounded(.up)),
                    height: Int((Float(buffer.height) * Float(scales[1])).rounded(.up))), claimed
            )
        }
    }

    /// Every catalog display × every format it offers: the snippet's numbers, applied to the platform's buffer with
    /// the API's rounding, make the size it claims.
    @Test(
        "Every catalog display × format: the snippet's numbers, applied with the API's rounding, make the size it claims",
        arguments: DisplayCatalog.entries)
    func snippetsRoundTrip(entry: CatalogEntry) throws {
        var checked = 0
        for display in [entry.display, entry.display.oriented(entry.display.orientation == .portrait ? .landscape : .portrait)] {
            for format in SizeSetting.Format.existing(on: entry.platform) {
                let buffer = Self.buffer(format, entry: entry, display: display)
                for scale in [0.5, 0.75, 0.8, 0.9, 1.0, 1.25] {
                    let render = PixelSize(
                        width: Int((Double(display.nativeSize.width) * scale).rounded()),
                        height: Int((Double(display.nativeSize.height) * scale).rounded()))
                    let setting = SizeSetting(format: format, display: display, platform: entry.platform, renderSize: render, filter: .bilinear)
                    let text = setting.snippet(display: display, name: entry.name)
                    let place = "\(entry.id) \(display.orientation) \(format.rawValue) at \(scale):\n\(text)"
                    #expect(setting.outputSize == buffer, "\(place)")
                    let (made, claimed) = try Self.made(format, text: text, buffer: buffer, render: render)
                    let exact = !setting.notes.contains { if case .noExactFactor = $0 { true } else { false } }
                    if let made {
                        // Where no decimal makes the size exactly, the comment claims what the value makes.
                        #expect(made == (exact ? render : claimed), "\(place)")
                        if let claimed { #expect(claimed == made, "\(place)") }
                        checked += 1
                    } else {
                        // Only a scale above its buffer is refused, and the snippet says so.
                        #expect(!buffer.contains(render) && text.contains("cannot"), "\(place)")
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("An area resample's GLFW snippet carries its fragment shader, and glslc compiles it as pasted")
    func areaShaderCompiles() throws {
        let entry = try DisplayCatalog.entry(named: "macbook-pro-14-1800x1169")
        let setting = SizeSetting(
            format: .glfw, display: entry.display, platform: entry.platform,
            renderSize: PixelSize(width: 3024, height: 1964), filter: .area)
        let lines = setting.snippet(display: entry.display, name: entry.name).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("#version 450") })
        let end = try #require(lines[start...].firstIndex { $0 == "}" })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-area-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("area.frag")
        try lines[start...end].joined(separator: "\n").write(to: source, atomically: true, encoding: .utf8)
        let glslc = Process()
        glslc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        glslc.arguments = ["glslc", "--target-env=vulkan1.1", source.path, "-o", directory.appendingPathComponent("area.spv").path]
        let errors = Pipe()
        glslc.standardError = errors
        try glslc.run()
        glslc.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(glslc.terminationStatus == 0, "\(message)")
        // The Metal snippet carries the same pass.
        let mini = try DisplayCatalog.entry(named: "iphone-12-mini")
        let uiKit = SizeSetting(
            format: .uiKit, display: mini.display, platform: mini.platform,
            renderSize: PixelSize(width: 864, height: 1872), filter: .area)
        let metal = uiKit.snippet(display: mini.display, name: mini.name)
        #expect(metal.contains("fragment float4 areaResample(") && metal.contains("descriptor.usage = [.renderTarget, .shaderRead]"))
    }

    @Test("The comment beside each scale states the size the scale makes")
    func commentStatesTheSize() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let setting = SizeSetting(
            format: .unreal, display: entry.display, platform: entry.platform,
            renderSize: PixelSize(width: 864, height: 1871), filter: .bilinear)
        let text = setting.snippet(display: entry.display, name: entry.name)
        // Unreal's iOS view is bounds × nativeScale, 1080×2339 (IOSView), not the 1080×2340 panel.
        #expect(text.contains("r.ScreenPercentage=79.99   ; ceil(1080 × 79.99 %) × ceil(2339 × 79.99 %) = 864×1871"))
        #expect(text.contains("r.Upscale.Quality=1   ; simple bilinear"))
    }
}

extension Array where Element == Double {
    /// The first two numbers as a size.
    fileprivate var pixelSize: PixelSize? { count >= 2 ? PixelSize(width: Int(self[0]), height: Int(self[1])) : nil }
}

extension SizeSnippetTests {
    @Test("A GLFW snippet for FSR 1 names both passes and the sharpness asked for, not the default")
    func fsr1SnippetNamesItsSharpness() throws {
        let display = try Display(logicalSize: LogicalSize(width: 1280, height: 720), scale: ScaleFactor(1.5), nativeScale: ScaleFactor(1.5))
        let renderSize = UpscalerPreset.quality.renderSize(for: display.nativeSize)
        let setting = SizeSetting(
            format: .glfw, display: display, platform: nil, renderSize: renderSize, filter: .fsr1, sharpness: Sharpness(stops: 0.5))
        let snippet = setting.snippet(display: display, name: "test")
        #expect(snippet.contains("upscale_easu.comp") && snippet.contains("upscale_rcas.comp"), "\(snippet)")
        #expect(snippet.contains("RCAS pass at 0.5 stops"), "\(snippet)")
    }
}
