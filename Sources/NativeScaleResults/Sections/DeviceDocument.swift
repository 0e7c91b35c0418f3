import NativeScaleCore
import NativeScaleStatistics

/// The device a result was measured on, as result files and the history store it: what
/// identifies it and its driver, and how its timestamps tick. A harness document, so renaming a
/// renderer field never changes the file format.
///
/// Version-1 files wrote the renderer's whole device description under the same keys; these are
/// the keys both versions share, so either decodes.
public struct DeviceDocument: Codable, Hashable, Sendable {
    /// `deviceName`, e.g. `llvmpipe (LLVM 15.0.6, 256 bits)`.
    public let name: String
    /// The device type: `discrete-gpu`, `integrated-gpu`, `virtual-gpu`, `cpu` or `other`.
    public let kind: String
    /// `VkPhysicalDeviceDriverProperties.driverName`, e.g. `llvmpipe`.
    public let driverName: String
    /// `driverInfo`, e.g. `Mesa 22.3.6 (LLVM 15.0.6)`.
    public let driverInfo: String
    /// The Vulkan version the device supports, e.g. `1.3.230`.
    public let apiVersion: String
    /// Nanoseconds per timestamp tick; nil when the device has no usable period.
    public let timestampPeriod: Double?
    /// Valid bits of timestamps on the queue measured; 0 means none.
    public let timestampValidBits: Int

    public init(
        name: String, kind: String, driverName: String, driverInfo: String, apiVersion: String,
        timestampPeriod: Double?, timestampValidBits: Int
    ) {
        self.name = name
        self.kind = kind
        self.driverName = driverName
        self.driverInfo = driverInfo
        self.apiVersion = apiVersion
        self.timestampPeriod = timestampPeriod
        self.timestampValidBits = timestampValidBits
    }

    /// `llvmpipe Mesa 22.3.6 (LLVM 15.0.6)`: the driver, as results are compared and grouped by.
    public var driver: String { "\(driverName) \(driverInfo)" }
}

extension DeviceDocument {
    /// The device's timer tick, ns: its period, or ``TimerResolution/unknownPeriod`` without one.
    public var timerResolution: Double { TimerResolution.nanoseconds(period: timestampPeriod) }
}
