public import NativeScaleCore

/// Decides from a ``DeviceCapabilities`` whether nativescale can use a device and how to open it.
///
/// Three verdicts: a device that **cannot run work** at all (no memory heaps, no DEVICE_LOCAL
/// memory, a non-finite `timestampPeriod`, Mesa's "Null hardware" device) is never picked and is
/// refused when asked for; a device that **lacks a feature** nativescale needs is likewise
/// unsuitable, with the missing feature named; every other device is opened with the core
/// features of its Vulkan version or the extensions that provide them on 1.1 and 1.2.
public enum DevicePolicy {
    /// Where a needed feature comes from on a device.
    public enum Source: Hashable, Sendable {
        /// Core in the device's usable Vulkan version, enabled through the 1.2 / 1.3 feature structs.
        case core
        /// The named extension, enabled with its own feature struct.
        case `extension`(String)

        /// The name a feature's entry point is loaded by: the core name, or with the
        /// extension's `suffix` (`vkCmdBeginRenderingKHR`) when the extension provides it.
        func entryPoint(_ core: String, suffix: String) -> String {
            self == .core ? core : core + suffix
        }
    }

    /// How to open a usable device: the source of each feature and the extensions to enable.
    public struct Setup: Hashable, Sendable {
        public let dynamicRendering: Source
        public let synchronization2: Source
        public let hostQueryReset: Source
        /// Every device extension to enable, dependencies and `VK_KHR_portability_subset` included.
        public let extensions: [String]
        /// Whether `VK_KHR_pipeline_executable_properties` is enabled with `pipelineExecutableInfo`.
        public let pipelineStatistics: Bool

        public init(
            dynamicRendering: Source, synchronization2: Source, hostQueryReset: Source, extensions: [String],
            pipelineStatistics: Bool = false
        ) {
            self.dynamicRendering = dynamicRendering
            self.synchronization2 = synchronization2
            self.hostQueryReset = hostQueryReset
            self.extensions = extensions
            self.pipelineStatistics = pipelineStatistics
        }
    }

    /// The verdict on one device.
    public struct Suitability: Hashable, Sendable {
        /// Why the device cannot run any work; non-empty means it is never used.
        public let cannotRun: [String]
        /// Features nativescale needs that the device lacks.
        public let missing: [String]
        /// How to open it, when it is usable.
        public let setup: Setup?
        /// How to open it to compile pipelines and read their statistics
        /// (`VK_KHR_pipeline_executable_properties`), when it reports them: also on a device that
        /// cannot run work, such as Mesa's null-hardware device (compile-only).
        public let statisticsSetup: Setup?
        /// Whether its stages can be timed with GPU timestamps.
        public let supportsTimestamps: Bool
        /// Things a user should know about results from this device.
        public let notes: [RunNote]

        /// Every reason the device is not used, cannot-run reasons first.
        public var reasons: [String] { cannotRun + missing }
    }

    /// The extension that reports per-stage shader statistics of a pipeline.
    public static let statisticsExtension = "VK_KHR_pipeline_executable_properties"

    /// The oldest Vulkan nativescale runs on (with the extensions below on 1.1 and 1.2).
    public static let minimumVersion = VulkanVersion(1, 1)

    /// Judges `device`.
    public static func evaluate(_ device: DeviceCapabilities) -> Suitability {
        let cannotRun = reasonsItCannotRun(device)
        let version = device.usableVersion
        var missing: [String] = []
        if version < minimumVersion {
            missing.append("Vulkan \(version.shortDescription) < \(minimumVersion.shortDescription)")
        }
        var extensions: [String] = []
        func source(
            _ feature: String, present: Bool, coreIn core: VulkanVersion, extensionName: String,
            dependencies: [String] = []
        ) -> Source? {
            guard present else {
                missing.append("no \(feature) (Vulkan \(core.shortDescription) or \(extensionName))")
                return nil
            }
            if version >= core { return .core }
            for name in dependencies + [extensionName] where !extensions.contains(name) { extensions.append(name) }
            return .extension(extensionName)
        }
        let has = device.extensions.contains
        let features = device.features
        // VK_KHR_dynamic_rendering on 1.1 also needs VK_KHR_depth_stencil_resolve and
        // VK_KHR_create_renderpass2 (both core in 1.2); multiview and maintenance2 are core in 1.1.
        let rendering = source(
            "dynamicRendering", present: features.dynamicRendering && (version >= VulkanVersion(1, 3) || has("VK_KHR_dynamic_rendering")),
            coreIn: VulkanVersion(1, 3), extensionName: "VK_KHR_dynamic_rendering",
            dependencies: version < VulkanVersion(1, 2) ? ["VK_KHR_create_renderpass2", "VK_KHR_depth_stencil_resolve"] : [])
        let sync = source(
            "synchronization2", present: features.synchronization2 && (version >= VulkanVersion(1, 3) || has("VK_KHR_synchronization2")),
            coreIn: VulkanVersion(1, 3), extensionName: "VK_KHR_synchronization2")
        let reset = source(
            "hostQueryReset", present: features.hostQueryReset && (version >= VulkanVersion(1, 2) || has("VK_EXT_host_query_reset")),
            coreIn: VulkanVersion(1, 2), extensionName: "VK_EXT_host_query_reset")
        if device.queueTimestampValidBits == nil { missing.append("no queue family with graphics and compute") }
        missing += device.formatShortfalls
        // The spec requires enabling VK_KHR_portability_subset wherever it is offered (MoltenVK).
        if has("VK_KHR_portability_subset") { extensions.append("VK_KHR_portability_subset") }
        if version < VulkanVersion(1, 2) && has("VK_KHR_driver_properties") { extensions.append("VK_KHR_driver_properties") }

        let timestamps = (device.queueTimestampValidBits ?? 0) > 0 && device.timestampPeriod.isFinite && device.timestampPeriod > 0
        let statistics = has(statisticsExtension) && features.pipelineExecutableInfo
        let (setup, statisticsSetup) =
            missing.isEmpty
            ? setups(rendering, sync, reset, extensions: extensions, statistics: statistics, canRun: cannotRun.isEmpty) : (nil, nil)
        return Suitability(
            cannotRun: cannotRun, missing: missing, setup: setup, statisticsSetup: statisticsSetup, supportsTimestamps: timestamps,
            notes: dataCentrePart(device.name).map { [.dataCentrePart(device: device.name, part: $0)] } ?? [])
    }

    /// How to open a device that lacks nothing: for runs when it `canRun` work, and to compile
    /// and read shader statistics when it reports them. A device that reports statistics has
    /// them enabled for runs too, so a bench can record the measuring device's own figures.
    private static func setups(
        _ rendering: Source?, _ sync: Source?, _ reset: Source?, extensions: [String], statistics: Bool,
        canRun: Bool
    ) -> (run: Setup?, statistics: Setup?) {
        guard let rendering, let sync, let reset else { return (nil, nil) }
        let enabled = statistics ? extensions + [statisticsExtension] : extensions
        let run = Setup(dynamicRendering: rendering, synchronization2: sync, hostQueryReset: reset, extensions: enabled, pipelineStatistics: statistics)
        let compile = Setup(dynamicRendering: rendering, synchronization2: sync, hostQueryReset: reset, extensions: enabled, pipelineStatistics: true)
        return (canRun ? run : nil, statistics ? compile : nil)
    }

    /// Why `device` cannot run work at all: Mesa's null device, no usable memory, a timestamp
    /// period that is not a number.
    static func reasonsItCannotRun(_ device: DeviceCapabilities) -> [String] {
        var cannotRun: [String] = []
        if device.name.lowercased().contains("null hardware") {
            cannotRun.append("it is Mesa's null-hardware device (RADV_FORCE_FAMILY): it compiles shaders but runs nothing")
        }
        if device.memoryHeapCount == 0 {
            cannotRun.append("it has no memory heaps")
        } else if !device.hasDeviceLocalMemory {
            cannotRun.append("it has no DEVICE_LOCAL memory type")
        }
        if !device.timestampPeriod.isFinite {
            cannotRun.append("its timestampPeriod is \(device.timestampPeriod)")
        }

        return cannotRun
    }

    /// Data-centre accelerators whose Vulkan raster path does not represent display GPUs.
    static let dataCentreParts = [
        "H100", "H200", "H800", "GH200", "A100", "A800", "A30", "B100", "B200", "GB200", "V100", "P100",
        "INSTINCT", "MI100", "MI210", "MI250", "MI250X", "MI300", "MI300X", "GAUDI",
    ]

    /// The data-centre part `name` names (H100 class), if it names one.
    static func dataCentrePart(_ name: String) -> String? {
        name.uppercased().split { !$0.isLetter && !$0.isNumber }.map(String.init).first(where: dataCentreParts.contains)
    }
}
