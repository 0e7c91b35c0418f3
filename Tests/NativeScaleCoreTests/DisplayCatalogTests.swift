import NativeScaleCore
import Testing

@Suite("Display catalog")
struct DisplayCatalogTests {
    static let entries = DisplayCatalog.entries

    @Test("Every entry passes the validating initializer", arguments: entries)
    func entryIsConsistent(_ entry: CatalogEntry) throws {
        let display = entry.display
        let checked = try Display(
            logicalSize: display.logicalSize, scale: display.scale, nativeScale: display.nativeScale,
            panelSize: display.panelSize, orientation: display.orientation, rule: display.rule)
        #expect(checked == display)
    }

    @Test("Every entry's drawable is points × scale, and its resample agrees", arguments: entries)
    func drawableAndDirection(_ entry: CatalogEntry) {
        let display = entry.display
        let exact = display.logicalSize * display.scale
        let plan = RenderTargetPlan(display: display)
        if entry.platform == .iOS || entry.platform == .iPadOS || entry.platform == .macOS {
            // Apple's scales are whole numbers: no rounding at all.
            #expect(exact.isIntegral)
        }
        #expect(abs(Double(plan.drawableSize.width) - exact.width) <= 0.5)
        #expect(abs(Double(plan.drawableSize.height) - exact.height) <= 0.5)
        // The native size matches the panel: width to the pixel, height within the rounding
        // of zoomed points (nativeScale is defined from the width).
        #expect(plan.nativeSize.width == display.panelSize.width)
        #expect(abs(plan.nativeSize.height - display.panelSize.height) <= Int(display.nativeScale.value.rounded(.up)))
        // The direction follows the scales, unless they are within a pixel of each other over
        // the whole display (Wayland 1.75 on 3840 px: 1.75 vs 3840 / 2194), where rounding
        // makes both sizes equal.
        let longest = max(display.logicalSize.width, display.logicalSize.height)
        let gap = (display.scale.value - display.nativeScale.value) * longest
        let expected: ResampleDirection = abs(gap) < 1 ? .none : (gap > 0 ? .down : .up)
        #expect(plan.resample == expected)
    }

    @Test(
        "Bounds print in the platform's own unit: pt, dp, DIP, logical px",
        arguments: [
            ("iphone-8-plus", "414×736 pt"), ("pixel-7-pro-high", "411.43×891.43 dp"),
            ("windows-150", "2560×1440 DIP"), ("wayland-1.25", "3072×1728 logical px"),
        ])
    func boundsInThePlatformsUnit(_ id: String, _ expected: String) throws {
        let display = try DisplayCatalog.entry(named: id).display
        #expect(display.logicalSize.text(in: display.rule.logicalUnit) == expected)
    }

    @Test("Ids are unique lowercase slugs and every entry names its source")
    func identities() {
        var seen: Set<String> = []
        for entry in Self.entries {
            for name in [entry.id] + entry.aliases {
                #expect(seen.insert(name).inserted, "\(name) is used twice")
                #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." || $0 == "x" })
            }
            #expect(entry.source.contains("["), "\(entry.id) has no source key")
        }
    }

    @Test("The downsampling cases of displays.md §1a and nothing else in standard mode")
    func downsamplingCases() {
        let down = Self.entries.filter {
            ($0.platform == .iOS || $0.platform == .iPadOS) && RenderTargetPlan(display: $0.display).resample == .down
        }.map(\.id)
        #expect(down == ["iphone-8-plus", "iphone-8-plus-zoomed", "iphone-13-mini"])
        let zoomedUp = Self.entries.filter { $0.kind == .displayZoom && $0.id != "iphone-8-plus-zoomed" }
        #expect(zoomedUp.allSatisfy { RenderTargetPlan(display: $0.display).resample == .up })
    }

    @Test(
        "Published safe areas",
        arguments: [
            ("iphone-x", 44.0, 34.0, 44.0, 21.0),
            ("iphone-11", 48, 34, 48, 21),
            ("iphone-13-mini", 50, 34, 50, 21),
            ("iphone-14", 47, 34, 47, 21),
            ("iphone-15-pro", 59, 34, 59, 21),
            ("iphone-16-pro-max", 62, 34, 62, 21),
            ("iphone-8-plus", 20, 0, 0, 0),
            ("ipad-pro-11", 24, 20, 0, 20),
        ])
    func safeAreas(id: String, top: Double, bottom: Double, landscapeSide: Double, landscapeBottom: Double) throws {
        let safeArea = try #require(try DisplayCatalog.entry(named: id).safeArea)
        #expect(safeArea.portrait.top == top)
        #expect(safeArea.portrait.bottom == bottom)
        let landscape = try #require(safeArea.landscape)
        #expect(landscape.left == landscapeSide)
        #expect(landscape.right == landscapeSide)
        #expect(landscape.bottom == landscapeBottom)
    }

    @Test("Split View widths follow the 10 pt divider on every iPad")
    func dividerArithmetic() throws {
        for entry in Self.entries {
            guard let layout = entry.multitasking else { continue }
            for orientation in Orientation.allCases {
                let windows = layout.windows(in: orientation)
                let width = { (arrangement: MultitaskingWindow.Arrangement) in
                    windows.first { $0.arrangement == arrangement }?.size.width
                }
                let full = try #require(width(.full))
                let oneThird = try #require(width(.oneThird))
                let twoThirds = try #require(width(.twoThirds))
                #expect(oneThird + twoThirds + 10 == full, "\(entry.id) \(orientation)")
                if let half = width(.half) { #expect(half == (full - 10) / 2, "\(entry.id)") }
                #expect(
                    windows.allSatisfy { $0.size.height <= (orientation == .portrait ? entry.display.logicalSize.height : entry.display.logicalSize.width) })
            }
        }
    }

    @Test(
        "Published Split View widths and size classes",
        arguments: [
            ("ipad-pro-12-9", Orientation.landscape, [1366.0, 981, 678, 375], [SizeClass.regular, .regular, .regular, .compact]),
            ("ipad-pro-12-9", .portrait, [1024, 639, 375], [.regular, .compact, .compact]),
            ("ipad-air-2", .landscape, [1024, 694, 507, 320], [.regular, .regular, .compact, .compact]),
            ("ipad-air-2", .portrait, [768, 438, 320], [.regular, .compact, .compact]),
            ("ipad-pro-11", .landscape, [1194, 809, 592, 375], [.regular, .regular, .compact, .compact]),
        ])
    func splitWidths(id: String, orientation: Orientation, widths: [Double], classes: [SizeClass]) throws {
        let layout = try #require(try DisplayCatalog.entry(named: id).multitasking)
        let windows = layout.windows(in: orientation).filter { $0.arrangement != .slideOver }
        #expect(windows.map(\.size.width) == widths)
        #expect(windows.map(\.sizeClass) == classes)
    }

    @Test("Look-up ignores case and finds aliases")
    func lookup() throws {
        #expect(try DisplayCatalog.entry(named: "IPHONE-8-PLUS").id == "iphone-8-plus")
        #expect(try DisplayCatalog.entry(named: " iPhone-6s-Plus ").id == "iphone-8-plus")
        #expect(try DisplayCatalog.entry(named: "iphone-12-mini").id == "iphone-13-mini")
        #expect(try DisplayCatalog.platform(named: "iPadOS") == .iPadOS)
    }

    @Test(
        "Unknown names get close suggestions, an alias's typo the alias itself",
        arguments: [
            ("iphone-8-plu", "iphone-8-plus"),
            ("iphone-12mini", "iphone-12-mini"),
            ("iphone8plus", "iphone-8-plus"),
            ("ipad-pro-12.9", "ipad-pro-12-9"),
            ("macbook-12", "macbook-12-1152x720"),
        ])
    func suggestions(name: String, first: String) {
        let error = #expect(throws: CatalogError.self) { try DisplayCatalog.entry(named: name) }
        guard case .unknownDisplay(_, let suggestions)? = error else {
            Issue.record("\(name): expected unknownDisplay with suggestions, got \(String(describing: error))")
            return
        }
        #expect(suggestions.first == first)
    }

    @Test(
        "A name typed without its separators suggests every entry it names: pixel7pro is both Pixel 7 Pro resolution modes",
        arguments: [("pixel7pro", ["pixel-7-pro-full", "pixel-7-pro-high"]), ("ipadpro129", ["ipad-pro-12-9"])])
    func separatorsLeftOut(name: String, expected: [String]) {
        let suggestions = DisplayCatalog.suggestions(for: name)
        #expect(Set(expected).isSubset(of: Set(suggestions)), "\(name): \(suggestions)")
        #expect(suggestions.first == expected.first, "\(name): \(suggestions)")
    }

    @Test("Every platform has entries", arguments: Platform.allCases)
    func platformsCovered(_ platform: Platform) {
        #expect(!DisplayCatalog.entries(for: platform).isEmpty)
    }
}
