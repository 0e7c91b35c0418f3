import ArgumentParser
import NativeScaleCore
import NativeScaleStatistics
import NativeScaleResults
import NativeScaleMeasurement
import NativeScaleReporting

/// `nativescale devices`: the catalog of real displays.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the catalog of real displays, modes and scale steps, with their sources.")

    @Option(help: "Only this platform.")
    var platform: Platform?

    @Flag(help: "Print a JSON array with every field, source, safe area and multitasking window.")
    var json = false

    func run() throws {
        let entries = platform.map { DisplayCatalog.entries(for: $0) } ?? DisplayCatalog.entries
        print(json ? try JSONText.encode(entries.map(CatalogListing.init)) : CatalogListing.text(entries), terminator: "")
    }
}
