/// What nativescale knows about one Vulkan physical device, and whether it can use it.
public struct GPUDeviceInfo: Hashable, Sendable, Codable {
    /// The kind of device, from `VkPhysicalDeviceType`.
    public enum Kind: String, Hashable, Sendable, Codable {
        case discrete = "discrete-gpu"
        case integrated = "integrated-gpu"
        case virtual = "virtual-gpu"
        case cpu
        case other

        /// Preference when choosing a device automatically: lower is better.
        var rank: Int {
            switch self {
            case .discrete: 0
            case .integrated: 1
            case .virtual: 2
            case .other: 3
            case .cpu: 4
            }
        }
    }

    /// The index in `vkEnumeratePhysicalDevices` order, accepted by `--gpu`.
    public let index: Int
    /// `deviceName`, e.g. `llvmpipe (LLVM 15.0.6, 256 bits)`.
    public let name: String
    /// The device type.
    public let kind: Kind
    /// `VkPhysicalDeviceDriverProperties.driverName`, e.g. `llvmpipe`.
    public let driverName: String
    /// `driverInfo`, e.g. `Mesa 22.3.6 (LLVM 15.0.6)`.
    public let driverInfo: String
    /// The Vulkan version the device supports, e.g. `1.3.230`.
    public let apiVersion: String
    /// Nanoseconds per timestamp tick (`timestampPeriod`).
    public let timestampPeriod: Double
    /// Valid bits of timestamps on the graphics queue (`timestampValidBits`); 0 means none.
    public let timestampValidBits: Int
    /// Whether graphics and compute queues support timestamps (`timestampComputeAndGraphics`).
    public let timestampComputeAndGraphics: Bool
    /// The largest 2D image side (`maxImageDimension2D`).
    public let maxImageDimension2D: Int
    /// Why nativescale cannot use the device; empty when it can.
    public let unsuitableReasons: [String]

    /// Whether nativescale can render on the device.
    public var isSuitable: Bool { unsuitableReasons.isEmpty }

    /// Whether stages can be timed with GPU timestamps.
    public var supportsTimestamps: Bool { timestampValidBits > 0 && timestampComputeAndGraphics }

    /// The device `--gpu` names (an index or a case-insensitive substring of the name), or
    /// the best suitable one: discrete, then integrated, virtual, other, CPU.
    public static func choose(_ request: String?, from devices: [GPUDeviceInfo]) throws(RendererError) -> GPUDeviceInfo {
        if let request {
            let chosen: GPUDeviceInfo?
            if let index = Int(request) {
                chosen = devices.first { $0.index == index }
            } else {
                chosen = devices.first { $0.name.lowercased().contains(request.lowercased()) }
            }
            guard let chosen else { throw .unknownGPU(request, available: devices.map(\.name)) }
            guard chosen.isSuitable else {
                throw .noSuitableDevice(["\(chosen.name): " + chosen.unsuitableReasons.joined(separator: ", ")])
            }
            return chosen
        }
        let suitable = devices.filter(\.isSuitable).sorted { ($0.kind.rank, $0.index) < ($1.kind.rank, $1.index) }
        guard let best = suitable.first else {
            throw .noSuitableDevice(devices.map { "\($0.name): " + $0.unsuitableReasons.joined(separator: ", ") })
        }
        return best
    }
}
