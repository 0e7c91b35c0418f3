import ArgumentParser
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale gpus`: every Vulkan device, and why nativescale can or cannot use it.
struct GPUs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gpus",
        abstract: "List every Vulkan device with its type, driver, API version, timestamp support and suitability.")

    @Flag(help: "Print a JSON array instead of the table.")
    var json = false

    func run() throws {
        let listing = try GPUsUseCase().run()
        print(json ? listing.json : listing.text, terminator: "")
    }
}
