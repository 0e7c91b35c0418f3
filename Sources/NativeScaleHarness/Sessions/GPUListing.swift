import NativeScaleCore
import NativeScaleRenderer

/// The use case behind `nativescale gpus`: every Vulkan device with its type, driver, API
/// version, timestamps and whether nativescale can use it.
public struct GPUListing {
    let devices: [GPUDeviceInfo]
    /// The device `bench` picks when no `--gpu` is given.
    let chosen: GPUDeviceInfo?

    /// The devices of the Vulkan loader on this machine.
    public static func current() throws -> GPUListing {
        let devices = try Instance(validation: false).devices()
        return GPUListing(devices: devices, chosen: try? GPUDeviceInfo.choose(nil, from: devices))
    }

    /// The devices as a JSON array, each with every property, limit and reason.
    public func json() throws -> String {
        try JSONText.encode(devices)
    }

    /// The table, the default marked `*`, then any warnings.
    public var text: String {
        var table = Table(header: ["", "index", "name", "type", "driver", "Vulkan", "timestamps", "max image", "status"],
                          alignments: [.left, .right, .left, .left, .left, .left, .left, .right, .left])
        for device in devices {
            let timestamps = device.supportsTimestamps
                ? "\(device.timestampValidBits) bits, \(NumberText.trimmed(device.timestampPeriod ?? 0, maxFractionDigits: 3)) ns/tick" : "none (host clock)"
            table.append([device.index == chosen?.index ? "*" : "", "\(device.index)", device.name, device.kind.rawValue,
                          "\(device.driverName) \(device.driverInfo)", device.apiVersion, timestamps,
                          "\(device.maxImageDimension2D)", status(of: device)])
        }
        var lines = [table.render(indent: 0), "* is the device bench uses by default; choose another with --gpu INDEX or --gpu NAME."]
        for device in devices {
            lines += (device.warnings ?? []).map { "warning: \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func status(of device: GPUDeviceInfo) -> String {
        if device.isSuitable { return device.reportsShaderStatistics == true ? "ok; reports shader statistics" : "ok" }
        if device.isCompileOnly {
            return "compile-only: shader statistics with 'nativescale shaders'; cannot run work: " + device.unsuitableReasons.joined(separator: "; ")
        }
        let verdict = device.cannotRunWork == true ? "cannot run work" : "unsuitable"
        return "\(verdict): " + device.unsuitableReasons.joined(separator: "; ")
    }
}
