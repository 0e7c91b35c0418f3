import ArgumentParser
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale displays`: the monitors GLFW sees and how a window on each is sized.
struct Displays: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the monitors GLFW sees (modes, content scale, physical size, work area) and size a window on each.",
        discussion: """
            Needs a display server (DISPLAY or WAYLAND_DISPLAY); 'bench' does not.
            Examples:
              nativescale displays
              nativescale displays --window 414x736 --json
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("Logical window size to plan for (default: each monitor's work area).", valueName: "WxH"))
    var window: String?
    @Flag(inversion: .prefixedNo, help: "Open a hidden window of each planned size and report the framebuffer GLFW really gives.")
    var probe = true
    @Flag(help: "Print the schema nativescale.displays v1 JSON document instead of the listing.")
    var json = false

    func run() throws {
        let listing = try DisplaysUseCase(
            request: .init(
                window: try window.map { try SizeArgument.logical($0, option: "--window") }, probe: probe,
                probeTitle: "nativescale displays probe")
        ).run()
        print(json ? try JSONText.encode(listing) : listing.text, terminator: "")
    }
}
