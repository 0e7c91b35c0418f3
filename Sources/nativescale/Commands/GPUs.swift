import ArgumentParser
import NativeScaleCore
import NativeScaleHarness
import NativeScaleRenderer

/// `nativescale gpus`: every Vulkan device, and why nativescale can or cannot use it.
struct GPUs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gpus",
        abstract: "List every Vulkan device with its type, driver, API version, timestamp support and suitability.")

    @Flag(help: "Print a JSON array instead of the table.")
    var json = false

    func run() throws {
        let instance = try Instance(validation: false)
        let devices = try instance.devices()
        if json {
            print(try JSONText.encode(devices), terminator: "")
            return
        }
        let chosen = try? GPUDeviceInfo.choose(nil, from: devices)
        var table = TextTable(header: ["", "index", "name", "type", "driver", "Vulkan", "timestamps", "max image", "status"],
                              alignments: [.left, .right, .left, .left, .left, .left, .left, .right, .left])
        for device in devices {
            let timestamps = device.supportsTimestamps
                ? "\(device.timestampValidBits) bits, \(NumberText.trimmed(device.timestampPeriod ?? 0, maxFractionDigits: 3)) ns/tick" : "none (host clock)"
            table.append([device.index == chosen?.index ? "*" : "", "\(device.index)", device.name, device.kind.rawValue,
                          "\(device.driverName) \(device.driverInfo)", device.apiVersion, timestamps,
                          "\(device.maxImageDimension2D)", status(of: device)])
        }
        print(table.render(indent: 0))
        print("* is the device bench uses by default; choose another with --gpu INDEX or --gpu NAME.")
        for device in devices {
            for warning in device.warnings ?? [] { print("warning: \(warning)") }
        }
    }

    private func status(of device: GPUDeviceInfo) -> String {
        if device.isSuitable { return "ok" }
        let verdict = device.cannotRunWork == true ? "cannot run work" : "unsuitable"
        return "\(verdict): " + device.unsuitableReasons.joined(separator: "; ")
    }
}
