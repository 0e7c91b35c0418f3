internal import CVulkan

/// A `VkPhysicalDevice` with the facts nativescale checks before using it.
struct PhysicalDevice {
    let handle: VkPhysicalDevice
    let info: GPUDeviceInfo
    /// The queue family with graphics and compute, if any.
    let queueFamily: UInt32?

    /// The formats every path needs, with the features each must have in optimal tiling.
    static let requiredFormats: [(VkFormat, String, UInt32)] = [
        (VK_FORMAT_R8G8B8A8_UNORM, "R8G8B8A8_UNORM",
         VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT.rawValue | VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT.rawValue
            | VK_FORMAT_FEATURE_BLIT_SRC_BIT.rawValue | VK_FORMAT_FEATURE_BLIT_DST_BIT.rawValue
            | VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT.rawValue | VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BLEND_BIT.rawValue),
        (VK_FORMAT_R16G16B16A16_SFLOAT, "R16G16B16A16_SFLOAT", VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT.rawValue | VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT.rawValue),
    ]

    init(handle: VkPhysicalDevice, index: Int, functions: InstanceFunctions) {
        self.handle = handle
        var driver = VkPhysicalDeviceDriverProperties()
        driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES
        var properties = VkPhysicalDeviceProperties2()
        properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2
        var features13 = VkPhysicalDeviceVulkan13Features()
        features13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES
        var features12 = VkPhysicalDeviceVulkan12Features()
        features12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES
        var features = VkPhysicalDeviceFeatures2()
        features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2

        var base = VkPhysicalDeviceProperties()
        functions.getPhysicalDeviceProperties(handle, &base)
        let apiVersion = base.apiVersion
        let modern = apiVersion >= Instance.apiVersion(1, 2)
        withUnsafeMutablePointer(to: &driver) { driverPointer in
            properties.pNext = modern ? UnsafeMutableRawPointer(driverPointer) : nil
            functions.getPhysicalDeviceProperties2(handle, &properties)
        }
        if apiVersion >= Instance.apiVersion(1, 3) {
            withUnsafeMutablePointer(to: &features12) { pointer12 in
                features13.pNext = UnsafeMutableRawPointer(pointer12)
                withUnsafeMutablePointer(to: &features13) { pointer13 in
                    features.pNext = UnsafeMutableRawPointer(pointer13)
                    functions.getPhysicalDeviceFeatures2(handle, &features)
                }
            }
            features13.pNext = nil
        }

        var familyCount: UInt32 = 0
        functions.getPhysicalDeviceQueueFamilyProperties(handle, &familyCount, nil)
        var families = [VkQueueFamilyProperties](repeating: VkQueueFamilyProperties(), count: Int(familyCount))
        functions.getPhysicalDeviceQueueFamilyProperties(handle, &familyCount, &families)
        let wanted = VK_QUEUE_GRAPHICS_BIT.rawValue | VK_QUEUE_COMPUTE_BIT.rawValue
        let family = families.firstIndex { $0.queueFlags & wanted == wanted }
        queueFamily = family.map { UInt32($0) }

        var reasons: [String] = []
        if apiVersion < Instance.apiVersion(1, 3) { reasons.append("Vulkan \(Instance.versionString(apiVersion)) < 1.3") }
        if apiVersion >= Instance.apiVersion(1, 3) {
            if features13.dynamicRendering == 0 { reasons.append("no dynamicRendering") }
            if features13.synchronization2 == 0 { reasons.append("no synchronization2") }
            if features12.hostQueryReset == 0 { reasons.append("no hostQueryReset") }
        }
        if family == nil { reasons.append("no queue family with graphics and compute") }
        for (format, name, required) in Self.requiredFormats {
            var formatProperties = VkFormatProperties()
            functions.getPhysicalDeviceFormatProperties(handle, format, &formatProperties)
            if formatProperties.optimalTilingFeatures & required != required {
                reasons.append("\(name) lacks features nativescale needs (color attachment, storage, blit, linear filter)")
            }
        }

        let kind: GPUDeviceInfo.Kind = switch base.deviceType {
        case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: .discrete
        case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: .integrated
        case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: .virtual
        case VK_PHYSICAL_DEVICE_TYPE_CPU: .cpu
        default: .other
        }
        let validBits = family.map { Int(families[$0].timestampValidBits) } ?? 0
        info = GPUDeviceInfo(
            index: index,
            name: Self.string(base.deviceName),
            kind: kind,
            driverName: modern ? Self.string(driver.driverName) : "unknown",
            driverInfo: modern ? Self.string(driver.driverInfo) : "unknown",
            apiVersion: Instance.versionString(apiVersion),
            timestampPeriod: Double(base.limits.timestampPeriod),
            timestampValidBits: validBits,
            timestampComputeAndGraphics: base.limits.timestampComputeAndGraphics != 0,
            maxImageDimension2D: Int(base.limits.maxImageDimension2D),
            unsuitableReasons: reasons)
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
    func extensionNames(functions: InstanceFunctions) throws(RendererError) -> Set<String> {
        var count: UInt32 = 0
        try check(functions.enumerateDeviceExtensionProperties(handle, nil, &count, nil), "vkEnumerateDeviceExtensionProperties")
        var properties = [VkExtensionProperties](repeating: VkExtensionProperties(), count: Int(count))
        try check(functions.enumerateDeviceExtensionProperties(handle, nil, &count, &properties), "vkEnumerateDeviceExtensionProperties")
        return Set(properties.prefix(Int(count)).map { Self.string($0.extensionName) })
    }
}
