import ArgumentParser
import Foundation
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The `nativescale` command: what it costs to render at the wrong size, and what size to render at.
@main
struct NativeScale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nativescale",
        abstract: "What it costs to render at the wrong size, and what size to render at.",
        discussion: """
            Exit status: 0 on success; 3 when compare, ab or history check finds a regression; 4 with \
            --fail-on-inconclusive when a change cannot be decided; 5 when a result's audit failed \
            (compare, ab, history record/check); 64 for bad input (an unknown device, a malformed size, \
            an inconsistent display, a bad flag value); 69 when no Vulkan loader, device or validation \
            layer is available; 70 when the validation layer reported messages; 130 and 143 when \
            interrupted by SIGINT (Ctrl-C) or SIGTERM, with one line on stderr; 1 when a run fails \
            for another reason.
            """,
        version: Version.current,
        subcommands: [
            Sizes.self, Devices.self, GPUs.self, Displays.self, View.self, Bench.self, Replay.self, Sweep.self, Merge.self, Report.self, Quality.self,
            Compare.self, AB.self, Shaders.self, Export.self, History.self, Dynres.self,
        ]
    )

    /// Parses, runs, and reports any error as one line on standard error.
    static func main() {
        // The quality metrics' portable Swift loop instead of the CPU's widest vectors (the same
        // results, only slower): for timing one against the other.
        if ProcessInfo.processInfo.environment["NATIVESCALE_VECTORS"] == "portable" { VectorKernels.use(.portable) }
        InterruptCleanup.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let (message, status) = CommandLineFailure.report(for: error, root: self)
            StandardError.write("nativescale: error: \(message)\n")
            Foundation.exit(status)
        }
    }
}
