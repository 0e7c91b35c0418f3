public import NativeScaleRendering

/// What one physical device reports that decides whether, and how, nativescale can use it.
///
/// A plain value filled in from `vkGetPhysicalDeviceProperties2`, `vkGetPhysicalDeviceFeatures2`,
/// the queue families, memory properties and extension list, so that ``DevicePolicy`` is a pure
/// function and can be tested with descriptions of devices that are not on this machine (a
/// Vulkan 1.2 Android driver, MoltenVK, Mesa's null-hardware device).
public struct DeviceCapabilities: Hashable, Sendable {
    /// The features nativescale needs, as the device reports them (through the Vulkan 1.2/1.3
    /// feature structs or the extensions' own structs, whichever the device has).
    public struct Features: Hashable, Sendable {
        public var dynamicRendering: Bool
        public var synchronization2: Bool
        public var hostQueryReset: Bool
        /// `pipelineExecutableInfo` of `VK_KHR_pipeline_executable_properties`: per-stage shader
        /// statistics and the compiler's internal representations.
        public var pipelineExecutableInfo: Bool

        public init(dynamicRendering: Bool, synchronization2: Bool, hostQueryReset: Bool, pipelineExecutableInfo: Bool = false) {
            self.dynamicRendering = dynamicRendering
            self.synchronization2 = synchronization2
            self.hostQueryReset = hostQueryReset
            self.pipelineExecutableInfo = pipelineExecutableInfo
        }
    }

    /// `deviceName`.
    public var name: String
    /// `deviceType`.
    public var kind: GPUDeviceInfo.Kind
    /// The device's `apiVersion`.
    public var deviceVersion: VulkanVersion
    /// The version the instance was created for (the loader's, at most 1.3): the device may use
    /// no core feature above the lower of the two.
    public var instanceVersion: VulkanVersion
    /// Device extensions offered (`vkEnumerateDeviceExtensionProperties`).
    public var extensions: Set<String>
    /// The needed features, as reported.
    public var features: Features
    /// `timestampValidBits` of the queue family with graphics and compute; nil when there is no such family.
    public var queueTimestampValidBits: Int?
    /// `timestampPeriod`, nanoseconds per tick (inf on Mesa's null-hardware device).
    public var timestampPeriod: Double
    /// `timestampComputeAndGraphics`: informative only; the queue family's valid bits decide.
    public var timestampComputeAndGraphics: Bool
    /// `memoryHeapCount`.
    public var memoryHeapCount: Int
    /// Whether some memory type is DEVICE_LOCAL.
    public var hasDeviceLocalMemory: Bool
    /// Formats whose optimal-tiling features lack what a path needs, described.
    public var formatShortfalls: [String]

    public init(
        name: String, kind: GPUDeviceInfo.Kind, deviceVersion: VulkanVersion, instanceVersion: VulkanVersion,
        extensions: Set<String>, features: Features, queueTimestampValidBits: Int?, timestampPeriod: Double,
        timestampComputeAndGraphics: Bool, memoryHeapCount: Int, hasDeviceLocalMemory: Bool, formatShortfalls: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.deviceVersion = deviceVersion
        self.instanceVersion = instanceVersion
        self.extensions = extensions
        self.features = features
        self.queueTimestampValidBits = queueTimestampValidBits
        self.timestampPeriod = timestampPeriod
        self.timestampComputeAndGraphics = timestampComputeAndGraphics
        self.memoryHeapCount = memoryHeapCount
        self.hasDeviceLocalMemory = hasDeviceLocalMemory
        self.formatShortfalls = formatShortfalls
    }

    /// The API level the device may use: the lower of the device's and the instance's.
    public var usableVersion: VulkanVersion { min(deviceVersion.level, instanceVersion.level) }
}
