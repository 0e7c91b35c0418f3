public import NativeScaleCore

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
    /// Nanoseconds per timestamp tick (`timestampPeriod`); nil when the device reports a
    /// non-finite period (JSON has no infinity).
    public let timestampPeriod: Double?
    /// Valid bits of timestamps on the graphics queue (`timestampValidBits`); 0 means none.
    public let timestampValidBits: Int
    /// `timestampComputeAndGraphics`, as reported; the queue family's valid bits decide.
    public let timestampComputeAndGraphics: Bool
    /// The largest 2D image side (`maxImageDimension2D`).
    public let maxImageDimension2D: Int
    /// `maxFramebufferWidth` and `maxFramebufferHeight` (absent in files from before they were recorded).
    public let maxFramebufferWidth: Int?
    public let maxFramebufferHeight: Int?
    /// `maxViewportDimensions`.
    public let maxViewportWidth: Int?
    public let maxViewportHeight: Int?
    /// Why nativescale cannot use the device; empty when it can.
    public let unsuitableReasons: [String]
    /// Whether the device cannot run any work at all (Mesa's null-hardware device, no memory heaps).
    public let cannotRunWork: Bool?
    /// Things to know about results from this device (a data-centre part, say), worded by the reports.
    public let notes: [RunNote]?
    /// Whether nativescale can compile pipelines on the device and read their per-stage shader
    /// statistics (`VK_KHR_pipeline_executable_properties`); absent in files from before it was recorded.
    public let reportsShaderStatistics: Bool?

    /// A device that cannot run work but compiles pipelines with statistics: Mesa's
    /// null-hardware device, used by `nativescale shaders`.
    public var isCompileOnly: Bool { cannotRunWork == true && reportsShaderStatistics == true }

    public init(
        index: Int, name: String, kind: Kind, driverName: String, driverInfo: String, apiVersion: String,
        timestampPeriod: Double?, timestampValidBits: Int, timestampComputeAndGraphics: Bool,
        maxImageDimension2D: Int, maxFramebufferWidth: Int? = nil, maxFramebufferHeight: Int? = nil,
        maxViewportWidth: Int? = nil, maxViewportHeight: Int? = nil, unsuitableReasons: [String],
        cannotRunWork: Bool? = nil, notes: [RunNote]? = nil, reportsShaderStatistics: Bool? = nil
    ) {
        self.index = index
        self.name = name
        self.kind = kind
        self.driverName = driverName
        self.driverInfo = driverInfo
        self.apiVersion = apiVersion
        self.timestampPeriod = timestampPeriod.flatMap { $0.isFinite ? $0 : nil }
        self.timestampValidBits = timestampValidBits
        self.timestampComputeAndGraphics = timestampComputeAndGraphics
        self.maxImageDimension2D = maxImageDimension2D
        self.maxFramebufferWidth = maxFramebufferWidth
        self.maxFramebufferHeight = maxFramebufferHeight
        self.maxViewportWidth = maxViewportWidth
        self.maxViewportHeight = maxViewportHeight
        self.unsuitableReasons = unsuitableReasons
        self.cannotRunWork = cannotRunWork
        self.notes = notes
        self.reportsShaderStatistics = reportsShaderStatistics
    }

    /// Whether nativescale can render on the device.
    public var isSuitable: Bool { unsuitableReasons.isEmpty }

    /// Whether stages can be timed with GPU timestamps: the queue family has valid bits and the
    /// period is finite and positive (`timestampComputeAndGraphics` is not required).
    public var supportsTimestamps: Bool { timestampValidBits > 0 && (timestampPeriod ?? 0) > 0 }

    /// The device's timer tick, ns: its period, or ``TimerResolution/unknownPeriod`` without one.
    public var timerResolution: Double { TimerResolution.nanoseconds(period: timestampPeriod) }

    /// The largest render target this device can draw into in one pass: the image, framebuffer
    /// and viewport limits together.
    public var maxRenderTarget: (width: Int, height: Int) {
        (
            min(maxImageDimension2D, maxFramebufferWidth ?? .max, maxViewportWidth ?? .max),
            min(maxImageDimension2D, maxFramebufferHeight ?? .max, maxViewportHeight ?? .max)
        )
    }

    /// The device `--gpu` names (an index or a case-insensitive substring of the name), or
    /// the best suitable one: discrete, then integrated, virtual, other, CPU. With
    /// `presentable`, only devices whose index is in it count (those that can present to the window).
    public static func choose(_ request: String?, from devices: [GPUDeviceInfo], presentable: Set<Int>? = nil) throws(RendererError) -> GPUDeviceInfo {
        if let request {
            let chosen: GPUDeviceInfo?
            if let index = Int(request) {
                chosen = devices.first { $0.index == index }
            } else {
                chosen = devices.first { $0.name.lowercased().contains(request.lowercased()) }
            }
            guard let chosen else { throw .device(.unknownGPU(request, available: devices.map(\.name))) }
            guard chosen.isSuitable else { throw .device(.refused(name: chosen.name, reasons: chosen.unsuitableReasons)) }
            if let presentable, !presentable.contains(chosen.index) {
                throw .device(.refused(name: chosen.name, reasons: ["it cannot present to this window from a graphics and compute queue"]))
            }
            return chosen
        }
        let candidates = devices.filter { presentable?.contains($0.index) ?? true }
        let suitable = candidates.filter(\.isSuitable).sorted { ($0.kind.rank, $0.index) < ($1.kind.rank, $1.index) }
        guard let best = suitable.first else {
            throw .device(
                .noSuitableDevice(
                    devices.map { device in
                        "\(device.name): " + (device.isSuitable ? "cannot present to this window" : device.unsuitableReasons.joined(separator: ", "))
                    }))
        }
        return best
    }
}
