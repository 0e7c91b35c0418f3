import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

@Suite("nativescale sizes and devices")
struct SizesCommandTests {
    private func json(_ arguments: [String]) throws -> Any {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    }

    @Test("iPhone 8 Plus: drawable 1242×2208, native 1080×1920, down, 1.3225")
    func iPhone8PlusJSON() throws {
        let object = try #require(try json(["sizes", "--device", "iphone-8-plus", "--json"]) as? [String: Any])
        #expect(object["logicalSize"] as? [String: Double] == ["width": 414, "height": 736])
        #expect(object["scale"] as? Double == 3)
        let nativeScale = try #require(object["nativeScale"] as? Double)
        #expect(abs(nativeScale - 1080.0 / 414.0) < 1e-12)
        #expect(object["drawableSize"] as? [String: Int] == ["width": 1242, "height": 2208])
        #expect(object["nativeSize"] as? [String: Int] == ["width": 1080, "height": 1920])
        #expect(object["resample"] as? String == "down")
        #expect(object["pixelRatio"] as? Double == 1.3225)
    }

    @Test("A display asked for by an alias says so beside the id it prints; asked for by its id, nothing is said")
    func aliasNamed() throws {
        let alias = try CommandRunner.run(["sizes", "--device", "iphone-12-mini"])
        #expect(alias.status == 0, "\(alias.standardError)")
        #expect(
            alias.standardOutput.contains("  iphone-13-mini (asked for as iphone-12-mini, an alias of the same display), iOS, portrait"),
            "\(alias.standardOutput.prefix(300))")
        let id = try CommandRunner.run(["sizes", "--device", "iphone-13-mini"])
        #expect(id.standardOutput.contains("  iphone-13-mini, iOS, portrait") && !id.standardOutput.contains("asked for as"))
    }

    @Test("A display by hand equals its catalog entry")
    func byHand() throws {
        let byHand = try #require(try json(["sizes", "--points", "375x812", "--scale", "3", "--panel", "1080x2340", "--json"]) as? [String: Any])
        #expect(byHand["drawableSize"] as? [String: Int] == ["width": 1125, "height": 2436])
        // UIKit's native size is nativeBounds, the panel (bounds × nativeScale would be 2338.56 high).
        #expect(byHand["nativeSize"] as? [String: Int] == ["width": 1080, "height": 2340])
        #expect(byHand["panelSize"] as? [String: Int] == ["width": 1080, "height": 2340])
        let zoom = try #require(try json(["sizes", "--points", "320x568", "--scale", "2", "--native-scale", "2.34375", "--json"]) as? [String: Any])
        #expect(zoom["resample"] as? String == "up")
    }

    @Test("Landscape and split windows")
    func splitWindows() throws {
        let windows = try #require(try json(["sizes", "--device", "ipad-pro-12-9", "--split", "--orientation", "landscape", "--json"]) as? [[String: Any]])
        let widths = windows.compactMap { ($0["logicalSize"] as? [String: Double])?["width"] }
        #expect(widths == [1366, 981, 678, 375, 375])
        let drawable = windows.compactMap { ($0["drawableSize"] as? [String: Int])?["width"] }
        #expect(drawable == [2732, 1962, 1356, 750, 750])
        let classes = windows.compactMap { ($0["window"] as? [String: String])?["sizeClass"] }
        #expect(classes == ["regular", "regular", "regular", "compact", "compact"])
    }

    @Test("The table names the sizes and the verdict")
    func table() throws {
        let result = try CommandRunner.run(["sizes", "--device", "iphone-8-plus"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("1242×2208"))
        #expect(result.standardOutput.contains("Verdict: render 1080×1920 directly"))
        #expect(result.standardOutput.contains("Platforms disagree"))
    }

    @Test("sizes ends with the platform's own way to render the native size, and --apply picks an engine; the JSON carries the same")
    func applyTheNativeSize() throws {
        let plus = try CommandRunner.run(["sizes", "--device", "iphone-8-plus"])
        #expect(plus.status == 0)
        #expect(plus.standardOutput.contains("Apply it with UIKit / MTKView / CAMetalLayer (Swift)"))
        #expect(plus.standardOutput.contains("let screen = view.window!.windowScene!.screen"))
        #expect(!plus.standardOutput.contains("= UIScreen.main"))
        #expect(plus.standardOutput.contains("mtkView.drawableSize = CGSize(width: 1080, height: 1920)"))
        let mini = try CommandRunner.run(["sizes", "--device", "iphone-12-mini"])
        #expect(mini.standardOutput.contains("Verdict: render 1080×2340 directly (nativeBounds, the panel's pixels)"))
        #expect(mini.standardOutput.contains("mtkView.drawableSize = CGSize(width: 1080, height: 2340)"))
        let mac = try CommandRunner.run(["sizes", "--device", "macbook-pro-14-1800x1169", "--apply", "appkit"])
        #expect(mac.status == 0)
        #expect(mac.standardOutput.contains("metalLayer.drawableSize = view.convertToBacking(view.bounds).size   // 3600×2338, the backing store"))
        #expect(mac.standardOutput.contains("the window server still resamples the buffer to the 3024×1964 panel"))
        let unaware = try CommandRunner.run(["sizes", "--device", "windows-150-unaware"])
        #expect(unaware.standardOutput.contains("Verdict: declare the app per-monitor DPI aware"))
        #expect(unaware.standardOutput.contains("glfwGetFramebufferSize(window, &fbWidth, &fbHeight);   // 3840×2160 on this display"))
        let pixel = try #require(try json(["sizes", "--device", "pixel-7-pro-high", "--json"]) as? [String: Any])
        let android = try #require(pixel["apply"] as? [String: Any])
        #expect(android["format"] as? String == "android")
        let values = try #require(android["values"] as? [[String: Any]])
        #expect(values.first?["key"] as? String == "preferredDisplayMode")
        #expect((values.first?["size"] as? [String: Int]) == ["width": 1440, "height": 3120])
        let unreal = try #require(try json(["sizes", "--device", "iphone-8-plus", "--apply", "unreal", "--json"]) as? [String: Any])
        let apply = try #require(unreal["apply"] as? [String: Any])
        #expect(apply["format"] as? String == "unreal")
        // Unreal's iOS view is already bounds × nativeScale (r.MobileContentScaleFactor=0): 100 %.
        #expect((apply["snippet"] as? String)?.contains("r.ScreenPercentage=100   ; ceil(1080 × 100 %) × ceil(1920 × 100 %) = 1080×1920") == true)
    }

    @Test("devices --json lists every entry with its figures and source")
    func devicesJSON() throws {
        let entries = try #require(try json(["devices", "--json"]) as? [[String: Any]])
        #expect(entries.count > 80)
        for entry in entries {
            for key in ["id", "name", "platform", "logicalSize", "scale", "nativeScale", "drawableSize", "nativeSize", "resample", "pixelRatio", "source"] {
                #expect(entry[key] != nil, "\(entry["id"] ?? "?") lacks \(key)")
            }
        }
        let mac = try #require(try json(["devices", "--platform", "macOS", "--json"]) as? [[String: Any]])
        #expect(!mac.isEmpty && mac.allSatisfy { $0["platform"] as? String == "macos" })
    }

    @Test("devices TEXT lists exactly the displays whose id, an alias or the name contains it, in any case", arguments: ["PIXEL", "iphone-x", "7 Plus"])
    func devicesSearch(_ text: String) throws {
        let all = try #require(try json(["devices", "--json"]) as? [[String: Any]])
        let expected = all.filter { entry in
            ([entry["id"], entry["name"]].compactMap { $0 as? String } + (entry["aliases"] as? [String] ?? [])).contains {
                $0.lowercased().contains(text.lowercased())
            }
        }.compactMap { $0["id"] as? String }
        let found = try #require(try json(["devices", text, "--json"]) as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!expected.isEmpty && found == expected, "\(found) against \(expected)")
    }

    @Test("The devices table shows each id's aliases, so a search for an alias shows where it comes from")
    func devicesTableShowsAliases() throws {
        let result = try CommandRunner.run(["devices", "iphone-x"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix("iphone-11-pro ") }, "\(result.standardOutput)")
        #expect(lines[row + 1] == "  also iphone-x, iphone-xs", "\(result.standardOutput)")
    }

    @Test("The whole devices table fits 160 columns: aliases sit on a line of their own under their entry")
    func devicesTableWidth() throws {
        let result = try CommandRunner.run(["devices"])
        #expect(result.status == 0, "\(result.standardError)")
        let table = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("  also ") }
        let widest = table.map(\.count).max() ?? 0
        #expect(widest <= 160, "\(widest) columns: \(table.first { $0.count == widest } ?? "")")
    }

    @Test("An Android display's bounds are in dp in the devices table, in sizes and in its snippet")
    func androidBoundsInDP() throws {
        let table = try CommandRunner.run(["devices", "pixel"])
        #expect(table.status == 0, "\(table.standardError)")
        #expect(
            table.standardOutput.split(separator: "\n").first { $0.hasPrefix("pixel-7-pro-high ") }?.contains("411.43×891.43 dp") == true,
            "\(table.standardOutput)")
        let sizes = try CommandRunner.run(["sizes", "--device", "pixel-7-pro-high"])
        #expect(sizes.status == 0, "\(sizes.standardError)")
        #expect(sizes.standardOutput.contains("logical size   411.43×891.43 dp"), "\(sizes.standardOutput)")
        #expect(sizes.standardOutput.contains("// Google Pixel 7 Pro - High resolution (default): 411.43×891.43 dp at nativeScale 3.5"))
        #expect(!sizes.standardOutput.contains(" pt"), "\(sizes.standardOutput)")
    }

    @Test("sizes prints the panel's PPD at the typical distance, at --viewing-distance, and --ppd as given")
    func pixelsPerDegree() throws {
        let mini = try CommandRunner.run(["sizes", "--device", "iphone-13-mini"])
        #expect(mini.status == 0, "\(mini.standardError)")
        #expect(mini.standardOutput.contains("pixels/degree  98.1 PPD (476 ppi at 30 cm, a phone's typical distance)"), "\(mini.standardOutput)")
        let monitor = try #require(try json(["sizes", "--device", "external-4k-27-2560x1440", "--json"]) as? [String: Any])
        let viewing = try #require(monitor["viewing"] as? [String: Any])
        #expect(abs((viewing["pixelsPerDegree"] as? Double ?? 0) - 67.27726904154962) < 1e-9)
        #expect(viewing["basis"] as? String == "typical-distance")
        #expect((monitor["physicalPanel"] as? [String: Any])?["deviceClass"] as? String == "monitor")
        let near = try #require(try json(["sizes", "--device", "iphone-13-mini", "--viewing-distance", "15", "--json"]) as? [String: Any])
        #expect(abs(((near["viewing"] as? [String: Any])?["pixelsPerDegree"] as? Double ?? 0) - 98.12572602522481 / 2) < 1e-9)
        let given = try CommandRunner.run(["sizes", "--points", "414x736", "--scale", "3", "--panel", "1080x1920", "--ppd", "60"])
        #expect(given.standardOutput.contains("pixels/degree  60.0 PPD (--ppd)"))
        let unknown = try CommandRunner.run(["sizes", "--points", "414x736", "--scale", "3", "--panel", "1080x1920"])
        #expect(unknown.standardOutput.contains("pixels/degree  unknown"))
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let mentions: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "Bad input: one line on stderr naming the value, exit 64, nothing on stdout",
        arguments: [
            BadInput(arguments: ["sizes", "--points", "0x736", "--scale", "3", "--panel", "1080x1920"], mentions: ["--points width 0", "greater than 0"]),
            BadInput(arguments: ["sizes", "--points", "-414x736", "--scale", "3", "--panel", "1080x1920"], mentions: ["-414", "greater than 0"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "nan", "--panel", "1080x1920"], mentions: ["--scale nan", "finite"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "inf", "--panel", "1080x1920"], mentions: ["--scale inf", "finite"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "3", "--native-scale", "-2"], mentions: ["--native-scale -2"]),
            BadInput(arguments: ["sizes", "--points", "99999x736", "--scale", "3", "--panel", "1080x1920"], mentions: ["99999", "at most 32768"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "3", "--panel", "1080x9999999"], mentions: ["9999999", "1 to 65536"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "300", "--panel", "1080x1920"], mentions: ["--scale 300", "at most 16"]),
            BadInput(arguments: ["sizes", "--points", "414by736", "--scale", "3", "--panel", "1080x1920"], mentions: ["'414by736'", "WIDTHxHEIGHT"]),
            BadInput(arguments: ["sizes", "--points", "414x", "--scale", "3", "--panel", "1080x1920"], mentions: ["'414x'", "WIDTHxHEIGHT"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "three", "--panel", "1080x1920"], mentions: ["'three'", "scale factor"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "3", "--panel", "1080.5x1920"], mentions: ["'1080.5x1920'", "whole pixels"]),
            BadInput(
                arguments: ["sizes", "--points", "414x736", "--scale", "3", "--native-scale", "2.6", "--panel", "1080x1920"],
                mentions: ["native scale 2.6", "1080×1920 panel"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8-plu"], mentions: ["'iphone-8-plu'", "did you mean 'iphone-8-plus'"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8", "--split"], mentions: ["--split", "'iphone-8' has none"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8", "--orientation", "sideways"], mentions: ["'sideways'", "'portrait' and 'landscape'"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8", "--format", "rgb9"], mentions: ["'rgb9'", "rgba16f"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8", "--samples", "3"], mentions: ["--samples 3", "1, 2, 4 or 8"]),
            BadInput(arguments: ["sizes", "--points", "414x736", "--scale", "3"], mentions: ["--native-scale", "--panel"]),
            BadInput(arguments: ["devices", "--platform", "symbian"], mentions: ["'symbian'", "- ios - ipados"]),
            BadInput(arguments: ["devices", "nokia"], mentions: ["no display's id, alias or name contains 'nokia'", "'nativescale devices' lists them all"]),
            BadInput(arguments: ["sizes", "--bogus"], mentions: ["--bogus"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8", "--apply", "cocos"], mentions: ["'cocos'", "--apply", "- godot - unreal - unity"]),
            // --apply only where the API exists on the display's platform.
            BadInput(
                arguments: ["sizes", "--device", "windows-150", "--apply", "uikit"],
                mentions: ["--apply uikit: its API does not exist on Windows; expected one of glfw, godot, unreal, unity for this display"]),
            BadInput(
                arguments: ["sizes", "--device", "iphone-8-plus", "--apply", "glfw"],
                mentions: ["--apply glfw: its API does not exist on iOS; expected one of uikit, godot, unreal, unity for this display"]),
            BadInput(arguments: ["sizes", "--device", "iphone-8-plus", "--apply", "android"], mentions: ["--apply android", "does not exist on iOS"]),
            BadInput(
                arguments: ["sweep", "--device", "pixel-7-pro-high", "--apply", "uikit", "--json", "/tmp/nativescale-never-written.json"],
                mentions: ["--apply uikit: its API does not exist on Android; expected one of android, godot, unreal, unity"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--viewing-distance", "0"], mentions: ["bad viewing distance '0' cm", "5 to 1000"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--viewing-distance", "-30"], mentions: ["'-30'", "5 to 1000"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--viewing-distance", "nan"], mentions: ["'nan'", "5 to 1000"]),
            // A unit written after a number names the form expected, not only "invalid".
            BadInput(
                arguments: ["sizes", "--device", "iphone-13-mini", "--viewing-distance", "30in"],
                mentions: ["--viewing-distance '30in' is not a number; expected centimetres as a plain number, e.g. 30"]),
            BadInput(
                arguments: ["sizes", "--device", "iphone-13-mini", "--refresh-rate", "120hz"],
                mentions: ["--refresh-rate '120hz' is not a whole number; expected hertz as a plain number, e.g. 120"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--viewing-distance", "100000"], mentions: ["'100000'", "5 to 1000"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--ppd", "0"], mentions: ["bad pixels per degree '0'", "2 to 400"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--ppd", "inf"], mentions: ["'inf'", "2 to 400"]),
            BadInput(arguments: ["sizes", "--device", "iphone-13-mini", "--ppd", "5000"], mentions: ["'5000'", "2 to 400"]),
            BadInput(
                arguments: ["sizes", "--points", "414x736", "--scale", "3", "--panel", "1080x1920", "--viewing-distance", "40"],
                mentions: ["pixel density", "is not known", "--ppd"]),
        ])
    func badInput(_ bad: BadInput) throws {
        let result = try CommandRunner.run(bad.arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        for text in bad.mentions {
            #expect(result.standardError.contains(text), "\(result.standardError) lacks \(text)")
        }
    }
}
