import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale devices`: the catalog of real displays.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the catalog of real displays, modes and scale steps, with their sources.",
        discussion: """
            Examples:
              nativescale devices pixel   # ids, aliases and names containing 'pixel'
              nativescale devices --platform ios
            """)

    @Argument(help: "Only displays whose id, an alias or the name contains this text (any case).")
    var text: String?

    @Option(help: "Only this platform.")
    var platform: Platform?

    @Flag(help: "Print a JSON array with every field, source, safe area and multitasking window.")
    var json = false

    func run() throws {
        let entries = try DevicesUseCase(request: .init(text: text, platform: platform)).run()
        print(json ? try JSONText.encode(entries.map(CatalogListing.init)) : CatalogListing.text(entries), terminator: "")
    }
}
