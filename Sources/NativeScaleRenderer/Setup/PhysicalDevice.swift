internal import CVulkan
import NativeScaleRendering

/// A `VkPhysicalDevice` with the facts nativescale checks before using it.
struct PhysicalDevice {
    let handle: VkPhysicalDevice
    let info: GPUDeviceInfo
    /// What the device reports, as ``DevicePolicy`` reads it.
    let capabilities: DeviceCapabilities
    /// The policy's verdict on it.
    let verdict: DevicePolicy.Suitability
    /// The queue family with graphics and compute, if any.
    let queueFamily: UInt32?

    /// The formats every path needs, with the features each must have in optimal tiling.
    static let requiredFormats: [(VkFormat, String, UInt32)] = [
        (
            VK_FORMAT_R8G8B8A8_UNORM, "R8G8B8A8_UNORM",
            VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT.rawValue | VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT.rawValue
                | VK_FORMAT_FEATURE_BLIT_SRC_BIT.rawValue | VK_FORMAT_FEATURE_BLIT_DST_BIT.rawValue
                | VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT.rawValue | VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BLEND_BIT.rawValue
        ),
        (VK_FORMAT_R16G16B16A16_SFLOAT, "R16G16B16A16_SFLOAT", VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT.rawValue | VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT.rawValue),
    ]

    /// Reads the device's properties, features (`vkGetPhysicalDeviceFeatures2` with the structs
    /// its version and extensions define), queue families, memory and formats.
    init(handle: VkPhysicalDevice, index: Int, instanceVersion: VulkanVersion, functions: InstanceFunctions) {
        self.handle = handle
        var base = VkPhysicalDeviceProperties()
        functions.getPhysicalDeviceProperties(handle, &base)
        let deviceVersion = VulkanVersion(packed: base.apiVersion)
        let usable = min(deviceVersion.level, instanceVersion.level)
        let extensions = (try? Self.extensionNames(of: handle, functions: functions)) ?? []

        var driver = VkPhysicalDeviceDriverProperties()
        driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES
        let hasDriverProperties = usable >= VulkanVersion(1, 2) || extensions.contains("VK_KHR_driver_properties")
        var properties = VkPhysicalDeviceProperties2()
        properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2
        withUnsafeMutablePointer(to: &driver) { driverPointer in
            properties.pNext = hasDriverProperties ? UnsafeMutableRawPointer(driverPointer) : nil
            functions.getPhysicalDeviceProperties2(handle, &properties)
        }
        let features = Self.features(of: handle, usable: usable, extensions: extensions, functions: functions)

        let (families, family) = Self.queueFamilies(of: handle, functions: functions)
        queueFamily = family.map { UInt32($0) }

        let (memory, deviceLocal) = Self.memory(of: handle, functions: functions)
        let shortfalls = Self.formatShortfalls(of: handle, functions: functions)
        let kind = Self.kind(base.deviceType)
        let capabilities = DeviceCapabilities(
            name: Self.string(base.deviceName), kind: kind, deviceVersion: deviceVersion, instanceVersion: instanceVersion,
            extensions: extensions, features: features,
            queueTimestampValidBits: family.map { Int(families[$0].timestampValidBits) },
            timestampPeriod: Double(base.limits.timestampPeriod),
            timestampComputeAndGraphics: base.limits.timestampComputeAndGraphics != 0,
            memoryHeapCount: Int(memory.memoryHeapCount), hasDeviceLocalMemory: deviceLocal, formatShortfalls: shortfalls)
        let verdict = DevicePolicy.evaluate(capabilities)
        self.capabilities = capabilities
        self.verdict = verdict
        let limits = base.limits
        info = GPUDeviceInfo(
            index: index,
            name: capabilities.name,
            kind: kind,
            driverName: hasDriverProperties ? Self.string(driver.driverName) : "unknown",
            driverInfo: hasDriverProperties ? Self.string(driver.driverInfo) : "unknown",
            apiVersion: deviceVersion.description,
            timestampPeriod: capabilities.timestampPeriod,
            timestampValidBits: capabilities.queueTimestampValidBits ?? 0,
            timestampComputeAndGraphics: capabilities.timestampComputeAndGraphics,
            maxImageDimension2D: Int(limits.maxImageDimension2D),
            maxFramebufferWidth: Int(limits.maxFramebufferWidth), maxFramebufferHeight: Int(limits.maxFramebufferHeight),
            maxViewportWidth: Int(limits.maxViewportDimensions.0), maxViewportHeight: Int(limits.maxViewportDimensions.1),
            unsuitableReasons: verdict.reasons,
            cannotRunWork: !verdict.cannotRun.isEmpty,
            notes: verdict.notes,
            reportsShaderStatistics: verdict.statisticsSetup != nil)
    }

    /// The device type as `GPUDeviceInfo` names it.
    private static func kind(_ type: VkPhysicalDeviceType) -> GPUDeviceInfo.Kind {
        switch type {
        case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: .discrete
        case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: .integrated
        case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: .virtual
        case VK_PHYSICAL_DEVICE_TYPE_CPU: .cpu
        default: .other
        }
    }

    /// The queue families (`vkGetPhysicalDeviceQueueFamilyProperties`) and the first that does
    /// graphics and compute.
    private static func queueFamilies(of handle: VkPhysicalDevice, functions: InstanceFunctions) -> ([VkQueueFamilyProperties], Int?) {
        var familyCount: UInt32 = 0
        functions.getPhysicalDeviceQueueFamilyProperties(handle, &familyCount, nil)
        var families = [VkQueueFamilyProperties](repeating: VkQueueFamilyProperties(), count: Int(familyCount))
        functions.getPhysicalDeviceQueueFamilyProperties(handle, &familyCount, &families)
        let wanted = VK_QUEUE_GRAPHICS_BIT.rawValue | VK_QUEUE_COMPUTE_BIT.rawValue
        return (families, families.prefix(Int(familyCount)).firstIndex { $0.queueFlags & wanted == wanted })
    }

    /// The memory properties (`vkGetPhysicalDeviceMemoryProperties`) and whether any type is device-local.
    private static func memory(of handle: VkPhysicalDevice, functions: InstanceFunctions) -> (VkPhysicalDeviceMemoryProperties, Bool) {
        var memory = VkPhysicalDeviceMemoryProperties()
        functions.getPhysicalDeviceMemoryProperties(handle, &memory)
        let deviceLocal = withUnsafeBytes(of: memory.memoryTypes) { raw in
            raw.bindMemory(to: VkMemoryType.self).prefix(Int(memory.memoryTypeCount))
                .contains { $0.propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT.rawValue != 0 }
        }
        return (memory, deviceLocal)
    }

    /// The formats nativescale needs that lack a feature it uses, each a sentence
    /// (`vkGetPhysicalDeviceFormatProperties`, optimal tiling).
    private static func formatShortfalls(of handle: VkPhysicalDevice, functions: InstanceFunctions) -> [String] {
        requiredFormats.compactMap { format, name, required in
            var formatProperties = VkFormatProperties()
            functions.getPhysicalDeviceFormatProperties(handle, format, &formatProperties)
            return formatProperties.optimalTilingFeatures & required == required
                ? nil : "\(name) lacks features nativescale needs (color attachment, storage, blit, linear filter)"
        }
    }

    /// The needed features through the structs this device defines: the Vulkan 1.3 and 1.2
    /// structs where they are core, else `VkPhysicalDeviceDynamicRenderingFeatures`,
    /// `…Synchronization2Features` and `…HostQueryResetFeatures` where the extensions are offered.
    private static func features(
        of handle: VkPhysicalDevice, usable: VulkanVersion, extensions: Set<String>,
        functions: InstanceFunctions
    ) -> DeviceCapabilities.Features {
        withArena { arena in
            var features = VkPhysicalDeviceFeatures2()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2
            var chain: UnsafeMutableRawPointer?
            var v13 = VkPhysicalDeviceVulkan13Features()
            var v12 = VkPhysicalDeviceVulkan12Features()
            v13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES
            v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES
            var rendering = VkPhysicalDeviceDynamicRenderingFeatures()
            var sync = VkPhysicalDeviceSynchronization2Features()
            var reset = VkPhysicalDeviceHostQueryResetFeatures()
            var executables = VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR()
            executables.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR
            rendering.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES
            sync.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNCHRONIZATION_2_FEATURES
            reset.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES
            let p13 = usable >= VulkanVersion(1, 3) ? arena.chain(v13, next: \.pNext, onto: &chain) : nil
            let p12 = usable >= VulkanVersion(1, 2) ? arena.chain(v12, next: \.pNext, onto: &chain) : nil
            let pRendering = p13 == nil && extensions.contains("VK_KHR_dynamic_rendering") ? arena.chain(rendering, next: \.pNext, onto: &chain) : nil
            let pSync = p13 == nil && extensions.contains("VK_KHR_synchronization2") ? arena.chain(sync, next: \.pNext, onto: &chain) : nil
            let pReset = p12 == nil && extensions.contains("VK_EXT_host_query_reset") ? arena.chain(reset, next: \.pNext, onto: &chain) : nil
            let pExecutables = extensions.contains(DevicePolicy.statisticsExtension) ? arena.chain(executables, next: \.pNext, onto: &chain) : nil
            features.pNext = chain
            functions.getPhysicalDeviceFeatures2(handle, &features)
            return DeviceCapabilities.Features(
                dynamicRendering: (p13?.pointee.dynamicRendering ?? pRendering?.pointee.dynamicRendering ?? 0) != 0,
                synchronization2: (p13?.pointee.synchronization2 ?? pSync?.pointee.synchronization2 ?? 0) != 0,
                hostQueryReset: (p12?.pointee.hostQueryReset ?? pReset?.pointee.hostQueryReset ?? 0) != 0,
                pipelineExecutableInfo: (pExecutables?.pointee.pipelineExecutableInfo ?? 0) != 0)
        }
    }

    /// A Swift string from a fixed-size C char array (imported as a tuple).
    static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            let chars = bytes.bindMemory(to: CChar.self)
            let length = chars.firstIndex(of: 0) ?? chars.count
            return String(decoding: bytes.prefix(length), as: UTF8.self)
        }
    }

    /// The device extensions it offers (`vkEnumerateDeviceExtensionProperties`).
    static func extensionNames(of handle: VkPhysicalDevice, functions: InstanceFunctions) throws(RendererError) -> Set<String> {
        var count: UInt32 = 0
        try check(functions.enumerateDeviceExtensionProperties(handle, nil, &count, nil), "vkEnumerateDeviceExtensionProperties", .device)
        var properties = [VkExtensionProperties](repeating: VkExtensionProperties(), count: Int(count))
        try check(functions.enumerateDeviceExtensionProperties(handle, nil, &count, &properties), "vkEnumerateDeviceExtensionProperties", .device)
        return Set(properties.prefix(Int(count)).map { string($0.extensionName) })
    }
}
