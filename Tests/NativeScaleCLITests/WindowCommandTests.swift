import Foundation
import NativeScaleCore
import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// `displays` and `view` against real X servers (Xvfb), each test with its own server and
/// content scale; every windowed run is under the validation layer, which fails it with exit 70.
@Suite("nativescale displays and view under Xvfb", .serialized)
struct WindowCommandTests {
    struct ScaleCase: CustomTestStringConvertible, Sendable {
        let dpi: Int
        let contentScale: Double
        /// The work area of the 1920×1080 screen in logical units.
        let workAreaLogical: (Double, Double)
        /// A 414×736 pt window (the iPhone 8 Plus bounds) on this monitor.
        let phoneWindow: (Int, Int)
        var testDescription: String { "Xft.dpi \(dpi) → \(contentScale)" }
    }

    /// The iPhone 8 Plus at a quarter of its pixels (621×1104 drawn for a 540×960 panel, its
    /// 1.3225 pixel ratio): what every windowed run here shows. Its full 1242×2208 frames under
    /// validation took four times the CPU (`bench --present --frames 6`: 19.7 s against 5.1 s),
    /// and nothing these tests check depends on the size.
    static let quarter = ["--points", "207x368", "--scale", "3", "--panel", "540x960"]
    static func quarterDisplay() throws -> Display {
        try Display(logicalSize: LogicalSize(width: 207, height: 368), scale: ScaleFactor(3), panelSize: PixelSize(width: 540, height: 960))
    }

    static let scales = [
        ScaleCase(dpi: 144, contentScale: 1.5, workAreaLogical: (1280, 720), phoneWindow: (621, 1104)),
        ScaleCase(dpi: 288, contentScale: 3.0, workAreaLogical: (640, 360), phoneWindow: (1242, 2208)),
        ScaleCase(dpi: 120, contentScale: 1.25, workAreaLogical: (1536, 864), phoneWindow: (517, 920)),
    ]

    @Test("displays --json reports the content scale from Xft.dpi and the X11 sizing plan", arguments: scales)
    func displaysReportContentScale(_ scale: ScaleCase) throws {
        let server = try VirtualDisplay(dpi: scale.dpi)
        let listing = try CommandRunner.run(["displays", "--json"], environment: server.environment)
        #expect(listing.status == 0, "\(listing.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: Any])
        #expect(document["schema"] as? String == "nativescale.displays")
        #expect(document["windowSystem"] as? String == "x11")
        let monitors = try #require(document["monitors"] as? [[String: Any]])
        let monitor = try #require(monitors.first)
        let contentScale = try #require(monitor["contentScale"] as? [String: Double])
        #expect(contentScale["width"] == scale.contentScale && contentScale["height"] == scale.contentScale)
        let mode = try #require(monitor["currentMode"] as? [String: Any])
        #expect(mode["width"] as? Int == 1920 && mode["height"] as? Int == 1080)
        #expect(mode.keys.contains("refreshRate") && mode["refreshRate"] is NSNull, "Xvfb reports 0 Hz: unknown, not 0")
        // Xvfb reports 0 mm; GLFW substitutes 96 dpi. nativescale must say so, not print a DPI.
        let physical = try #require(monitor["physicalSize"] as? [String: Any])
        #expect(physical["provenance"] as? String == "glfw-96-dpi-fallback")
        #expect(physical["dotsPerInch"] is NSNull)
        let window = try #require(monitor["window"] as? [String: Any])
        let logical = try #require(window["logicalSize"] as? [String: Double])
        #expect(logical["width"] == scale.workAreaLogical.0 && logical["height"] == scale.workAreaLogical.1)
        #expect(size(window["framebufferSize"]) == [1920, 1080])
        #expect(size(window["measuredFramebufferSize"]) == [1920, 1080], "a hidden GLFW window of the planned size must get that framebuffer")
        #expect(window["resample"] as? String == "none")

        let phone = try CommandRunner.run(["displays", "--json", "--window", "414x736"], environment: server.environment)
        let phoneDocument = try #require(try JSONSerialization.jsonObject(with: Data(phone.standardOutput.utf8)) as? [String: Any])
        let phoneWindow = try #require(((phoneDocument["monitors"] as? [[String: Any]])?.first?["window"]) as? [String: Any])
        let expected = [scale.phoneWindow.0, scale.phoneWindow.1]
        #expect(size(phoneWindow["windowSize"]) == expected)
        #expect(size(phoneWindow["framebufferSize"]) == expected)
        #expect(size(phoneWindow["measuredFramebufferSize"]) == expected)
        #expect(size(phoneWindow["drawableSize"]) == expected)
        #expect(size(phoneWindow["nativeSize"]) == expected)
        #expect(phoneWindow["rule"] as? String == "glfw-x11")
    }

    struct ViewCase: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let path: MeasuredPath
        let resize: PixelSize?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let views = [
        ViewCase(arguments: ["--path", "native"], path: .native, resize: nil),
        ViewCase(arguments: ["--path", "scaled", "--filter", "area", "--present-mode", "immediate"], path: .scaled(.area), resize: nil),
        ViewCase(
            arguments: ["--path", "scaled", "--filter", "bilinear", "--resize", "600x900"], path: .scaled(.bilinear),
            resize: PixelSize(width: 600, height: 900)),
    ]

    @Test("view --frames --screenshot shows exactly the offscreen render of the same configuration", arguments: views)
    func viewScreenshotMatchesOffscreen(_ view: ViewCase) throws {
        let server = try VirtualDisplay(dpi: 96)
        let folder = try TemporaryFolder("nativescale-view")
        let shot = folder.path("frame.png")
        let result = try CommandRunner.run(
            ["view"] + Self.quarter + ["--frames", "4", "--screenshot", shot, "--validation"] + view.arguments,
            environment: server.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("validation"), "\(result.standardError)")
        if view.resize != nil { #expect(result.standardOutput.contains("recreated 1 time"), "\(result.standardOutput)") }
        let image = try Pillow.rgba(shot)

        // The same frame offscreen: the display's sizes, or the resized window's.
        let display = try Self.quarterDisplay()
        let shown = try view.resize.map { try display.window(coveringPixels: $0) } ?? display
        #expect(image.width == shown.nativeSize.width && image.height == shown.nativeSize.height)
        let instance = try Instance(validation: true)
        let gpu = try GPU(instance: instance)
        let filters: [ResampleFilter] = if case .scaled(let filter) = view.path { [filter] } else { [] }
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: WorkloadConfiguration(), nativeSize: shown.nativeSize,
            drawableSize: shown.drawableSize, filters: filters)
        let offscreen = try renderer.renderedImage(view.path)
        #expect(instance.validationLog?.messages ?? [] == [])
        let differing = zip(image.rgba, offscreen.bytes).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(image.rgba.count) bytes differ between the swapchain screenshot and the offscreen render")
    }

    @Test("view reacts to keys, pauses while minimised and exits cleanly when its window is closed, under validation")
    func viewInteractive() throws {
        let server = try VirtualDisplay(dpi: 96)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["view"] + Self.quarter + ["--filter", "bilinear", "--filter", "area", "--validation"]
        process.environment = ProcessInfo.processInfo.environment.merging(server.environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let client = try X11Client(display: server.name)
        // Each step waits for the title to say the view did what was asked: the path it shows,
        // or that it is paused.
        let window = try client.window(titled: "nativescale view", timeout: 30)
        try client.waitForTitle(of: window, containing: " — native ")
        try client.press(0x73, in: window)  // S: scaled path, first filter (bilinear)
        try client.waitForTitle(of: window, containing: " — scaled/bilinear ")
        try client.press(0x66, in: window)  // F: next filter (area)
        try client.waitForTitle(of: window, containing: " — scaled/area ")
        try client.setState(3, of: window)  // minimised: the loop must wait, not render
        try client.waitForTitle(of: window, containing: "paused while minimised")
        try client.setState(1, of: window)
        try client.waitForTitle(of: window, containing: " — scaled/area ")
        try client.press(0x6e, in: window)  // N: back to the native path
        try client.waitForTitle(of: window, containing: " — native ")
        try client.requestClose(of: window)  // the window manager's close button
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!process.isRunning, "view did not exit when its window was closed")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "validation messages exit 70, errors 1")
        let text = try String(contentsOf: output, encoding: .utf8)
        for path in ["native", "scaled/bilinear", "scaled/area"] {
            #expect(text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(path + " ") }, "\(path) missing:\n\(text)")
        }
        #expect(text.contains("while minimised"), "\(text)")
    }

    @Test("bench --present measures both paths through the swapchain beside the offscreen figures, under validation")
    func benchPresent() throws {
        let server = try VirtualDisplay(dpi: 96)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-present-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("result.json").path
        let result = try CommandRunner.run(
            ["bench"] + Self.quarter + ["--present", "--frames", "6", "--warmup", "1", "--validation", "--json", json],
            environment: server.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("On screen: X11 window 540×960"), "\(result.standardOutput)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let present = try #require(document["present"] as? [String: Any])
        #expect(present["presentMode"] as? String == "immediate", "lavapipe on X11 offers IMMEDIATE, the default when offered")
        #expect(size(present["windowSize"]) == [540, 960])
        let samples = try #require(present["samples"] as? [[String: Any]])
        #expect(Set(samples.compactMap { $0["path"] as? String }) == ["native", "scaled/bilinear"])
        #expect(samples.count == 12)
        for sample in samples {
            let scene = try #require(sample["scene"] as? Double)
            let copy = try #require(sample["copy"] as? Double)
            let gpu = try #require(sample["gpuFrame"] as? Double)
            let total = try #require(sample["total"] as? Double)
            #expect(scene > 0 && copy > 0 && gpu >= scene + copy && total >= gpu * 0.8, "\(sample)")
            #expect((sample["resample"] is Double) == (sample["path"] as? String != "native"))
            // Each presented frame times its own dependency; without MSAA it has no resolve.
            #expect((sample["dependency"] as? Double).map { $0 >= 0 } == true && sample["resolve"] == nil, "\(sample)")
        }
        let analysis = try #require(present["analysis"] as? [String: Any])
        let comparisons = try #require(analysis["comparisons"] as? [[String: Any]])
        #expect(comparisons.first?["filter"] as? String == "bilinear")
        // Offscreen samples are still there, measured first with the same device.
        #expect((document["samples"] as? [Any])?.count == 12)
        // Exports carry the on-screen figures beside the offscreen ones.
        let bmf = folder.appendingPathComponent("result.bmf.json").path
        #expect(try CommandRunner.run(["export", json, "--format", "bmf", "--output", bmf]).status == 0)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bmf))) as? [String: Any])
        for name in ["present/native/total", "present/scaled/bilinear/total", "present/scaled/bilinear/overhead", "scaled/bilinear/overhead"] {
            #expect(exported["207x368@3-540x960/fill-96/" + name] != nil, "\(name) missing from the BMF export")
        }
    }

    @Test("bench --present with 4× MSAA times each presented frame's resolve and audits it with its own dependency, under validation")
    func benchPresentMultisampled() throws {
        let server = try VirtualDisplay(dpi: 96)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-present-msaa-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("result.json").path
        let result = try CommandRunner.run(
            ["bench"] + Self.quarter + [
                "--present", "--samples", "4", "--frames", "3", "--warmup", "1", "--validation",
                "--keep-failed-audit", "--json", json,
            ], environment: server.environment)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let present = try #require(document["present"] as? [String: Any])
        let samples = try #require(present["samples"] as? [[String: Any]])
        #expect(!samples.isEmpty)
        for sample in samples {
            let scene = try #require(sample["scene"] as? Double)
            let resolve = try #require(sample["resolve"] as? Double, "\(sample)")
            let copy = try #require(sample["copy"] as? Double)
            let gpu = try #require(sample["gpuFrame"] as? Double)
            #expect(resolve > 0 && gpu >= scene + resolve + copy, "\(sample)")
        }
        let audit = try #require(present["audit"] as? [String: Any])
        let rounds = try #require(audit["rounds"] as? [[String: Any]])
        #expect(rounds.count == samples.count && rounds.allSatisfy { ($0["dependency"] as? Double).map { $0 >= 0 } == true }, "\(rounds.prefix(2))")
    }

    @Test("view with no display given plans for the current monitor: Xft.dpi 144 → 1280×720 logical @1.5 → 1920×1080")
    func viewCurrentMonitor() throws {
        let server = try VirtualDisplay(dpi: 144)
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-monitor-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let result = try CommandRunner.run(
            ["view", "--frames", "2", "--path", "scaled", "--screenshot", shot, "--validation"],
            environment: server.environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains("monitor screen") && result.standardOutput.contains("native 1920×1080, drawable 1920×1080 (none)"),
            "\(result.standardOutput)")
        let image = try Pillow.rgba(shot)
        #expect(image.width == 1920 && image.height == 1080)
    }

    @Test("without GLFW, displays says which library is missing (exit 69) and sizes still runs")
    func noGLFW() throws {
        let server = try VirtualDisplay(dpi: 96)
        let missing = ["NATIVESCALE_GLFW_LIBRARY": "libglfw-not-installed.so.3"]
        let displays = try CommandRunner.run(["displays"], environment: server.environment.merging(missing) { $1 })
        #expect(displays.status == 69)
        #expect(displays.standardError.contains("no GLFW library") && displays.standardError.split(separator: "\n").count == 1, "\(displays.standardError)")
        let sizes = try CommandRunner.run(["sizes", "--device", "iphone-8-plus"], environment: missing)
        #expect(sizes.status == 0 && sizes.standardOutput.contains("1242×2208"))
    }

    @Test("without a display server, displays and view say so in one line, exit 69 and write nothing")
    func noDisplayServer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-nodisplay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("frame.png").path
        let json = folder.appendingPathComponent("result.json").path
        for arguments in [
            ["displays"], ["view", "--device", "iphone-8-plus", "--frames", "2", "--screenshot", shot],
            ["bench", "--device", "iphone-8-plus", "--present", "--frames", "2", "--json", json],
        ] {
            let result = try CommandRunner.run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
            #expect(result.status == 69, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 1, "\(result.standardError)")
            #expect(result.standardError.contains("no display server: DISPLAY is not set"))
            #expect(result.standardError.contains("'bench' without --present does not"))
        }
        #expect(!FileManager.default.fileExists(atPath: shot))
        #expect(!FileManager.default.fileExists(atPath: json))
    }

    @Test(
        "bad view and displays options are refused before a window opens",
        arguments: [
            (["view", "--device", "iphone-8-plus", "--present-mode", "vsync"], "The value 'vsync' is invalid for '--present-mode <present-mode>'"),
            (["view", "--device", "iphone-8-plus", "--screenshot", "x.png"], "needs --frames"),
            (["view", "--device", "iphone-8-plus", "--frames", "2", "--screenshot", "x.jpg"], "not a .png"),
            (["view", "--device", "iphone-8-plus", "--path", "sideways"], "The value 'sideways' is invalid for '--path <path>'"),
            (["view", "--device", "iphone-8-plus", "--frames", "2", "--resize", "0x10"], "--resize"),
            (["displays", "--window", "414"], "--window"),
            (["bench", "--device", "iphone-8-plus", "--present-mode", "mailbox"], "needs --present"),
            (
                ["bench", "--device", "iphone-8-plus", "--present", "--present-mode", "vsync"],
                "The value 'vsync' is invalid for '--present-mode <present-mode>'"
            ),
        ])
    func badInput(_ arguments: [String], _ fragment: String) throws {
        let result = try CommandRunner.run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains(fragment), "\(result.standardError)")
    }

    private func size(_ value: Any?) -> [Int]? {
        guard let size = value as? [String: Any], let width = size["width"] as? Int, let height = size["height"] as? Int else { return nil }
        return [width, height]
    }
}
