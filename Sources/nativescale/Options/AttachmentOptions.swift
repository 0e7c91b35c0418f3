import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The attachments assumed for memory and bandwidth figures.
struct AttachmentOptions: ParsableArguments {
    @Option(name: [.customLong("format"), .customLong("pixel-format")], help: "Color format.")
    var format: PixelFormat = .bgra8

    @Option(help: "Depth buffer.")
    var depth: DepthFormat = .none

    @Option(help: "MSAA samples per pixel: 1, 2, 4 or 8.")
    var samples: Int = 1

    @Option(help: "Refresh rate in Hz, e.g. 60 or 120.", transform: NumberArgument.whole("--refresh-rate", unit: "hertz", example: "120"))
    var refreshRate: Int = 60

    func validate() throws {
        guard AttachmentConfiguration.sampleCounts.contains(samples) else {
            throw ValidationError("--samples \(samples) is not a sample count; expected 1, 2, 4 or 8")
        }
        guard AttachmentConfiguration.refreshRates.contains(refreshRate) else {
            throw ValidationError("--refresh-rate \(refreshRate) is not a refresh rate; expected a whole number of Hz from 1 to 1000")
        }
    }

    var configuration: AttachmentConfiguration {
        AttachmentConfiguration(colorFormat: format, depthFormat: depth, sampleCount: samples, refreshRate: refreshRate)
    }
}
