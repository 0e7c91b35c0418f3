internal import CVulkan

/// A Vulkan instance without a surface, optionally under the Khronos validation layer.
///
/// Owns the `VkInstance` and the debug messenger; devices created from it retain it.
public final class Instance {
    let handle: VkInstance
    let functions: InstanceFunctions
    let library: VulkanLibrary
    private var messenger: VkDebugUtilsMessengerEXT?
    /// Messages reported by the validation layer, when it is enabled.
    public let validationLog: ValidationLog?
    /// `VK_KHR_surface` entry points, when the instance was made for presenting.
    let surfaceFunctions: SurfaceFunctions?

    /// The layer nativescale enables under `--validation`.
    static let validationLayer = "VK_LAYER_KHRONOS_validation"

    /// Creates an instance that can present to windows of `server` (`vkCreateInstance` with
    /// the surface extensions `glfwGetRequiredInstanceExtensions` names).
    public convenience init(validation: Bool, presentingTo server: DisplayServer) throws(RendererError) {
        try self.init(validation: validation, extensions: try server.requiredInstanceExtensions())
    }

    /// Creates an instance (`vkCreateInstance`) for Vulkan 1.3 with `extensions`; with
    /// `validation`, enables the Khronos layer with synchronization validation and records its
    /// messages.
    public convenience init(validation: Bool) throws(RendererError) {
        try self.init(validation: validation, extensions: [])
    }

    init(validation: Bool, extensions: [String]) throws(RendererError) {
        let library = try VulkanLibrary.shared.get()
        self.library = library
        var version: UInt32 = 0
        try check(library.global.enumerateInstanceVersion(&version), "vkEnumerateInstanceVersion")
        guard version >= Self.apiVersion(1, 3) else {
            throw .noSuitableDevice(["the Vulkan loader supports \(Self.versionString(version)); nativescale needs 1.3"])
        }
        let log = validation ? ValidationLog() : nil
        if validation {
            var count: UInt32 = 0
            try check(library.global.enumerateInstanceLayerProperties(&count, nil), "vkEnumerateInstanceLayerProperties")
            var layers = [VkLayerProperties](repeating: VkLayerProperties(), count: Int(count))
            try check(library.global.enumerateInstanceLayerProperties(&count, &layers), "vkEnumerateInstanceLayerProperties")
            let names = layers.prefix(Int(count)).map { layer in withUnsafeBytes(of: layer.layerName) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) } }
            guard names.contains(Self.validationLayer) else { throw .validationLayerMissing }
        }
        let logPointer = log.map { Unmanaged.passUnretained($0).toOpaque() }
        let handle: VkInstance = try withArena { arena throws(RendererError) in
            var messengerInfo = Self.messengerInfo(userData: logPointer)
            var enables = [VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT]
            var features = VkValidationFeaturesEXT()
            features.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT
            features.enabledValidationFeatureCount = UInt32(enables.count)
            features.pEnabledValidationFeatures = UnsafePointer(arena.array(enables))
            enables.removeAll()
            var app = VkApplicationInfo()
            app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO
            app.pApplicationName = arena.cString("nativescale")
            app.pEngineName = arena.cString("nativescale")
            app.apiVersion = Self.apiVersion(1, 3)
            var info = VkInstanceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO
            info.pApplicationInfo = UnsafePointer(arena.pointer(to: app))
            var enabled = extensions
            if validation {
                messengerInfo.pNext = UnsafeRawPointer(arena.pointer(to: features))
                info.pNext = UnsafeRawPointer(arena.pointer(to: messengerInfo))
                info.enabledLayerCount = 1
                info.ppEnabledLayerNames = arena.cStrings([Self.validationLayer])
                enabled.append("VK_EXT_debug_utils")
            }
            info.enabledExtensionCount = UInt32(enabled.count)
            info.ppEnabledExtensionNames = arena.cStrings(enabled)
            var instance: VkInstance?
            let result = library.global.createInstance(arena.pointer(to: info), nil, &instance)
            if result == VK_ERROR_INCOMPATIBLE_DRIVER {
                throw .noSuitableDevice(["no Vulkan driver (ICD) is installed"])
            }
            if result == VK_ERROR_EXTENSION_NOT_PRESENT {
                throw .noSuitableDevice(["the Vulkan loader lacks an instance extension of \(enabled.joined(separator: ", "))"])
            }
            try check(result, "vkCreateInstance")
            guard let instance else { throw .vulkan(function: "vkCreateInstance", result: 0) }
            return instance
        }
        self.handle = handle
        self.validationLog = log
        do throws(RendererError) {
            functions = try InstanceFunctions(instance: handle, getInstanceProcAddr: library.getInstanceProcAddr)
            surfaceFunctions = extensions.contains("VK_KHR_surface")
                ? try SurfaceFunctions(instance: handle, getInstanceProcAddr: library.getInstanceProcAddr) : nil
        } catch {
            Self.destroy(handle, library: library)
            throw error
        }
        if validation, let create = functions.createDebugUtilsMessengerEXT {
            var info = Self.messengerInfo(userData: logPointer)
            var messenger: VkDebugUtilsMessengerEXT?
            try check(create(handle, &info, nil, &messenger), "vkCreateDebugUtilsMessengerEXT")
            self.messenger = messenger
        }
    }

    deinit {
        if let messenger { functions.destroyDebugUtilsMessengerEXT?(handle, messenger, nil) }
        functions.destroyInstance(handle, nil)
    }

    private static func destroy(_ handle: VkInstance, library: VulkanLibrary) {
        if let pointer = "vkDestroyInstance".withCString({ library.getInstanceProcAddr(handle, $0) }) {
            unsafeBitCast(pointer, to: PFN_vkDestroyInstance.self)(handle, nil)
        }
    }

    private static func messengerInfo(userData: UnsafeMutableRawPointer?) -> VkDebugUtilsMessengerCreateInfoEXT {
        var info = VkDebugUtilsMessengerCreateInfoEXT()
        info.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT
        info.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT.rawValue | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT.rawValue
        info.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT.rawValue | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT.rawValue
            | VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT.rawValue
        info.pfnUserCallback = ValidationLog.callback
        info.pUserData = userData
        return info
    }

    /// Every physical device (`vkEnumeratePhysicalDevices`), described.
    public func devices() throws(RendererError) -> [GPUDeviceInfo] {
        try physicalDevices().map(\.info)
    }

    func physicalDevices() throws(RendererError) -> [PhysicalDevice] {
        var count: UInt32 = 0
        try check(functions.enumeratePhysicalDevices(handle, &count, nil), "vkEnumeratePhysicalDevices")
        var handles = [VkPhysicalDevice?](repeating: nil, count: Int(count))
        try check(functions.enumeratePhysicalDevices(handle, &count, &handles), "vkEnumeratePhysicalDevices")
        return handles.prefix(Int(count)).enumerated().compactMap { index, handle in
            handle.map { PhysicalDevice(handle: $0, index: index, functions: functions) }
        }
    }

    /// `VK_MAKE_API_VERSION(0, major, minor, 0)`, which Swift does not import.
    static func apiVersion(_ major: UInt32, _ minor: UInt32) -> UInt32 { (major << 22) | (minor << 12) }

    /// `1.3.230` for a packed API version.
    static func versionString(_ version: UInt32) -> String {
        "\(version >> 22 & 0x7F).\(version >> 12 & 0x3FF).\(version & 0xFFF)"
    }
}
