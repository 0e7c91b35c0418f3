import NativeScaleCore
import NativeScaleReporting
import Testing

/// Reads every snippet kind as a newcomer does, sentence against sentence: the header's resample
/// against the notes', the recommended resample against the code that makes it, the sources
/// against the engine, the compositor against the display.
@Suite("Snippets never contradict themselves")
struct SnippetContradictionTests {
    /// The engines' names, each of which only its own snippet may cite.
    static let engines: [SizeSetting.Format: String] = [.godot: "Godot", .unreal: "Unreal", .unity: "Unity"]

    /// The compositors a catalog platform has; a display given by hand has none of them.
    static let compositors = ["Core Animation", "SurfaceFlinger", "DWM", "window server", "hardware composer"]
    /// The compositors an API's own snippet may name whatever the display.
    static let ownCompositors: [SizeSetting.Format: [String]] = [.android: ["SurfaceFlinger", "hardware composer"]]

    /// What is wrong with `text`, the snippet of `setting` for a display of `platform`: each a
    /// sentence naming the contradiction; empty when it reads true.
    static func contradictions(_ setting: SizeSetting, text: String, platform: Platform?) -> [String] {
        var found: [String] = []
        let header = text.split(separator: "\n").first.map(String.init) ?? ""
        // The header's word on the app's resample, against the notes' word on the system's.
        if setting.resamples {
            if header.contains("no resample") { found.append("the header says no resample where the app resamples") }
        } else {
            if !header.contains("no resample in the app") { found.append("the header does not say the app resamples nothing") }
            if text.contains("again") { found.append("\"again\" where the app resampled nothing") }
        }
        // A resample brings its pass: the app's formats draw it, Android and the engines name who makes it.
        if setting.resamples {
            switch setting.format {
            case .uiKit, .appKit, .glfw:
                if !text.contains("Draw the scene into the \(setting.renderSize) image") { found.append("a resample without its pass") }
                if setting.filter == .area && !(text.contains("areaResample") || text.contains("uniform sampler2D scene")) {
                    found.append("an area resample without the area shader")
                }
            case .android:
                if !text.contains("is left to") && !text.contains("cannot") { found.append("a resample nobody is said to make") }
            case .godot, .unreal, .unity:
                if !["scaling_3d/scale=", "r.ScreenPercentage=", "ResizeBuffers(", "cannot"].contains(where: text.contains) {
                    found.append("a resample without the engine's scale")
                }
            }
        }
        // A snippet cites only its own engine.
        for (engine, name) in engines where engine != setting.format && text.contains(name) {
            found.append("a \(setting.format.rawValue) snippet cites \(name)")
        }
        // A display given by hand (the UIKit rule's arithmetic, no platform) names no compositor
        // but the one of the API asked for (Android's with --apply android).
        if platform == nil {
            let own = ownCompositors[setting.format] ?? []
            for compositor in compositors where text.contains(compositor) && !own.contains(compositor) {
                found.append("a display given by hand names \(compositor)")
            }
        }
        return found
    }

    /// The render sizes a sweep recommends, as scales of the native size: below, at and above it.
    static let scales = [0.5, 0.75, 1.0, 1.25, 1.5]
    static let filters: [ResampleFilter?] = [nil, .bilinear, .area, .lanczos3]

    /// Every setting of `display` in `formats` at ``scales`` × ``filters``, with its snippet.
    static func snippets(
        _ display: Display, platform: Platform?, name: String, formats: [SizeSetting.Format],
        window: MultitaskingWindow.Arrangement? = nil
    ) -> [(setting: SizeSetting, text: String)] {
        formats.flatMap { format in
            scales.flatMap { scale in
                filters.map { filter in
                    let render = PixelSize(
                        width: Int((Double(display.nativeSize.width) * scale).rounded()),
                        height: Int((Double(display.nativeSize.height) * scale).rounded()))
                    let setting = SizeSetting(format: format, display: display, platform: platform, renderSize: render, filter: filter ?? .bilinear)
                    return (setting, setting.snippet(display: display, name: name, window: window))
                }
            }
        }
    }

    @Test(
        "Every catalog display both ways round × every format it offers × render sizes below, at and above native × filters: no snippet contradicts itself",
        arguments: DisplayCatalog.entries)
    func catalogSnippets(entry: CatalogEntry) {
        for display in [entry.display, entry.display.oriented(entry.display.orientation == .portrait ? .landscape : .portrait)] {
            for (setting, text) in Self.snippets(display, platform: entry.platform, name: entry.name, formats: SizeSetting.Format.existing(on: entry.platform))
            {
                let wrong = Self.contradictions(setting, text: text, platform: entry.platform)
                #expect(wrong.isEmpty, "\(entry.id) \(display.orientation) \(setting.format.rawValue) \(setting.renderSize): \(wrong)\n\(text)")
            }
        }
    }

    /// A display given by hand, under the default rule: points, content scale, panel pixels.
    struct HandDisplay: Sendable, CustomTestStringConvertible {
        let points: (Double, Double), scale: Double, panel: (Int, Int)
        var testDescription: String { "\(points.0)×\(points.1) pt @\(scale) on \(panel.0)×\(panel.1)" }
        func display() throws -> Display {
            try Display(
                logicalSize: LogicalSize(width: points.0, height: points.1), scale: ScaleFactor(scale),
                panelSize: PixelSize(width: panel.0, height: panel.1))
        }
    }

    /// The display given by hand (180×320 pt @2 on a 270×480 panel) and CI's small one.
    static let handDisplays = [HandDisplay(points: (180, 320), scale: 2, panel: (270, 480)), HandDisplay(points: (64, 96), scale: 2, panel: (112, 168))]

    /// A display given by hand: every format's snippet names no compositor it does not have, and a recommended
    /// resample the buffer cannot make is said to be the system's.
    @Test(
        "A display given by hand: no snippet names a compositor it lacks; a resample its buffer cannot make is the system's",
        arguments: handDisplays)
    func handDisplaySnippets(hand: HandDisplay) throws {
        let display = try hand.display()
        for (setting, text) in Self.snippets(display, platform: nil, name: "Display given by hand", formats: SizeSetting.Format.allCases) {
            let wrong = Self.contradictions(setting, text: text, platform: nil)
            #expect(wrong.isEmpty, "\(setting.format.rawValue) \(setting.renderSize): \(wrong)\n\(text)")
        }
        // The sweep: render the drawable (360×640), area-downsampled to the 270×480 panel, in GLFW.
        let setting = SizeSetting(format: .glfw, display: display, platform: nil, renderSize: display.drawableSize, filter: .area)
        let text = setting.snippet(display: display, name: "Display given by hand")
        #expect(text.contains("render \(display.drawableSize) straight into the \(display.drawableSize) buffer (no resample in the app)"), "\(text)")
        #expect(text.contains("The area downsample of \(display.drawableSize) to the panel's \(display.nativeSize) is not this API's to make"), "\(text)")
        #expect(text.contains("the system's compositor resamples to the panel with a filter of its own (not necessarily area)"), "\(text)")
    }

    @Test(
        "A Split View or Slide Over window's drawable is the window's pixels, never the screen's nativeBounds",
        arguments: DisplayCatalog.entries.filter { $0.multitasking != nil })
    func splitWindows(entry: CatalogEntry) throws {
        let layout = try #require(entry.multitasking)
        for window in layout.windows(in: nil) where window.arrangement != .full {
            let display = try entry.display.oriented(window.orientation).window(window.size)
            let setting = SizeSetting(format: .uiKit, display: display, platform: entry.platform, renderSize: display.nativeSize, filter: nil)
            let text = setting.snippet(display: display, name: entry.name, window: window.arrangement)
            #expect(!text.contains("nativeBounds"), "\(entry.id) \(window.arrangement.rawValue):\n\(text)")
            #expect(text.contains("// the \(window.arrangement.rawValue) window's pixels, its bounds × nativeScale"), "\(text)")
        }
    }
}
