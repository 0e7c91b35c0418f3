import NativeScaleCore
public import NativeScaleResults

extension GPUListing {
    /// The table, the default marked `*`, then any warnings.
    public var text: String {
        var table = Table(
            header: ["", "index", "name", "type", "driver", "Vulkan", "timestamps", "max image", "status"],
            alignments: [.left, .right, .left, .left, .left, .left, .left, .right, .left])
        for device in devices {
            let timestamps =
                device.timestamps.map { "\($0.validBits) bits, \(NumberText.trimmed($0.period, maxFractionDigits: 3)) ns/tick" }
                ?? "none (host clock)"
            table.append([
                device.index == chosenIndex ? "*" : "", "\(device.index)", device.name, device.kind, device.driver, device.apiVersion,
                timestamps, "\(device.maxImageDimension)", Self.text(device.status),
            ])
        }
        var lines = [table.render(indent: 0), "* is the device bench uses by default; choose another with --gpu INDEX or --gpu NAME."]
        for device in devices {
            lines += device.notes.map { "warning: \($0.sentence)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func text(_ status: Status) -> String {
        switch status {
        case .usable(let statistics): statistics ? "ok; reports shader statistics" : "ok"
        case .compileOnly(let reasons): "compile-only: shader statistics with 'nativescale shaders'; cannot run work: " + reasons.joined(separator: "; ")
        case .cannotRunWork(let reasons): "cannot run work: " + reasons.joined(separator: "; ")
        case .unsuitable(let reasons): "unsuitable: " + reasons.joined(separator: "; ")
        }
    }
}
