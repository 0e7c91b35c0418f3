import NativeScaleRenderer
import NativeScaleRendering
public import NativeScaleResults

/// The use case behind `nativescale gpus`: the devices of the Vulkan loader on this machine
/// (`vkEnumeratePhysicalDevices`), with the one `bench` picks when no `--gpu` is given.
public struct GPUsUseCase {
    /// Nothing to choose: every device is listed.
    public struct Request: Sendable {
        public init() {}
    }

    public let request: Request

    public init(request: Request = Request()) {
        self.request = request
    }

    public func run() throws -> GPUListing {
        let devices = try Instance(validation: false).devices()
        return GPUListing(
            devices: devices.map(GPUListing.Entry.init), chosenIndex: (try? GPUDeviceInfo.choose(nil, from: devices))?.index,
            json: try JSONText.encode(devices))
    }
}

extension GPUListing.Entry {
    init(_ device: GPUDeviceInfo) {
        let status: GPUListing.Status =
            if device.isSuitable {
                .usable(reportsShaderStatistics: device.reportsShaderStatistics == true)
            } else if device.isCompileOnly {
                .compileOnly(reasons: device.unsuitableReasons)
            } else if device.cannotRunWork == true {
                .cannotRunWork(reasons: device.unsuitableReasons)
            } else {
                .unsuitable(reasons: device.unsuitableReasons)
            }
        self.init(
            index: device.index, name: device.name, kind: device.kind.rawValue, driver: "\(device.driverName) \(device.driverInfo)",
            apiVersion: device.apiVersion,
            timestamps: device.supportsTimestamps ? (device.timestampValidBits, device.timestampPeriod ?? 0) : nil,
            maxImageDimension: Int(device.maxImageDimension2D), status: status, notes: device.notes ?? [])
    }
}
