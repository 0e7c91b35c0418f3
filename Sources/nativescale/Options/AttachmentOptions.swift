import ArgumentParser
import NativeScaleCore

/// The attachments assumed for memory and bandwidth figures.
struct AttachmentOptions: ParsableArguments {
    @Option(name: [.customLong("format"), .customLong("pixel-format")],
            help: "Color format: \(PixelFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: String = PixelFormat.bgra8.rawValue

    @Option(help: "Depth buffer: \(DepthFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var depth: String = DepthFormat.none.rawValue

    @Option(help: "MSAA samples per pixel: 1, 2, 4 or 8.")
    var samples: Int = 1

    @Option(help: "Refresh rate in Hz, e.g. 60 or 120.")
    var refreshRate: Int = 60

    func configuration() throws -> AttachmentConfiguration {
        guard let color = PixelFormat(rawValue: format.lowercased()) else {
            throw BadInput("unknown --format '\(format)'; expected one of \(PixelFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let depthFormat = DepthFormat(rawValue: depth.lowercased()) else {
            throw BadInput("unknown --depth '\(depth)'; expected one of \(DepthFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard AttachmentConfiguration.sampleCounts.contains(samples) else {
            throw BadInput("--samples \(samples) is not a sample count; expected 1, 2, 4 or 8")
        }
        guard AttachmentConfiguration.refreshRates.contains(refreshRate) else {
            throw BadInput("--refresh-rate \(refreshRate) is not a refresh rate; expected a whole number of Hz from 1 to 1000")
        }
        return AttachmentConfiguration(colorFormat: color, depthFormat: depthFormat, sampleCount: samples, refreshRate: refreshRate)
    }
}
