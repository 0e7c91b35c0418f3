import ArgumentParser
import NativeScaleCore
import NativeScaleHarness

/// `nativescale devices`: the catalog of real displays.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the catalog of real displays, modes and scale steps, with their sources.")

    @Option(help: "Only this platform: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")).")
    var platform: String?

    @Flag(help: "Print a JSON array with every field, source, safe area and multitasking window.")
    var json = false

    func run() throws {
        let entries = try platform.map { try DisplayCatalog.entries(for: DisplayCatalog.platform(named: $0)) }
            ?? DisplayCatalog.entries
        print(json ? try JSONText.encode(entries.map(CatalogListing.init)) : CatalogListing.text(entries), terminator: "")
    }
}
