internal import CVulkan
public import NativeScaleRendering

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
    /// The API version the instance was created for: the loader's, at most ``newestVersion``.
    public let version: VulkanVersion

    /// The instance extensions enabled (window-system surfaces, portability, debug utils).
    let enabledExtensions: Set<String>

    /// Whether the validation layer runs with synchronization validation (`VkValidationFeaturesEXT`,
    /// chained only when the layer offers `VK_EXT_validation_features`).
    public var synchronizationValidation: Bool { validationLog != nil && enabledExtensions.contains("VK_EXT_validation_features") }

    /// The newest Vulkan version whose core features nativescale uses.
    static let newestVersion = VulkanVersion(1, 3)

    /// The layer nativescale enables under `--validation`.
    static let validationLayer = "VK_LAYER_KHRONOS_validation"

    /// Creates an instance (`vkCreateInstance`) for the loader's Vulkan version (1.1 to 1.3); with
    /// `validation`, enables the Khronos layer with synchronization validation and records its
    /// messages.
    public convenience init(validation: Bool) throws(RendererError) {
        try self.init(validation: validation, extensions: [])
    }

    init(validation: Bool, extensions: [String]) throws(RendererError) {
        try RADVFamily.checkEnvironment()
        let library = try VulkanLibrary.shared.get()
        self.library = library
        var packed: UInt32 = 0
        try check(library.global.enumerateInstanceVersion(&packed), "vkEnumerateInstanceVersion", .loader)
        let loaderVersion = VulkanVersion(packed: packed)
        guard loaderVersion.level >= DevicePolicy.minimumVersion else {
            throw .instance(.loaderTooOld(supports: "\(loaderVersion)", needs: DevicePolicy.minimumVersion.shortDescription))
        }
        // Ask for what the loader offers, up to the newest version nativescale uses.
        version = min(loaderVersion.level, Self.newestVersion)
        let available = try Self.instanceExtensions(library: library, layer: nil)
        if let missing = extensions.first(where: { !available.contains($0) }) {
            throw .instance(.extensionsMissing([missing], forWindows: true))
        }
        let log = validation ? ValidationLog() : nil
        let validationFeatures = validation ? try Self.validationLayerFeatures(library: library) : false
        // MoltenVK is a portability driver: the loader hides it unless asked to enumerate those.
        let portability = available.contains("VK_KHR_portability_enumeration")
        let logPointer = log.map { Unmanaged.passUnretained($0).toOpaque() }
        let apiVersion = version.packed
        var enabled = extensions
        if portability { enabled.append("VK_KHR_portability_enumeration") }
        if validation {
            if validationFeatures { enabled.append("VK_EXT_validation_features") }
            enabled.append("VK_EXT_debug_utils")
        }
        enabledExtensions = Set(enabled)
        let handle = try Self.create(
            library: library, apiVersion: apiVersion, extensions: enabled, portability: portability,
            validation: validation ? (features: validationFeatures, log: logPointer) : nil)
        self.handle = handle
        self.validationLog = log
        do throws(RendererError) {
            functions = try InstanceFunctions(instance: handle, getInstanceProcAddr: library.getInstanceProcAddr)
            surfaceFunctions =
                extensions.contains("VK_KHR_surface")
                ? try SurfaceFunctions(instance: handle, getInstanceProcAddr: library.getInstanceProcAddr) : nil
        } catch {
            Self.destroy(handle, library: library)
            throw error
        }
        if validation, let create = functions.createDebugUtilsMessengerEXT {
            var info = Self.messengerInfo(userData: logPointer)
            var messenger: VkDebugUtilsMessengerEXT?
            try check(create(handle, &info, nil, &messenger), "vkCreateDebugUtilsMessengerEXT", .instance)
            self.messenger = messenger
        }
    }

    /// Whether the installed validation layer offers `VK_EXT_validation_features` (only then may
    /// `VkValidationFeaturesEXT` be chained); throws when the layer is not installed
    /// (`vkEnumerateInstanceLayerProperties`).
    private static func validationLayerFeatures(library: VulkanLibrary) throws(RendererError) -> Bool {
        var count: UInt32 = 0
        try check(library.global.enumerateInstanceLayerProperties(&count, nil), "vkEnumerateInstanceLayerProperties", .loader)
        var layers = [VkLayerProperties](repeating: VkLayerProperties(), count: Int(count))
        try check(library.global.enumerateInstanceLayerProperties(&count, &layers), "vkEnumerateInstanceLayerProperties", .loader)
        let names = layers.prefix(Int(count)).map { PhysicalDevice.string($0.layerName) }
        guard names.contains(validationLayer) else { throw .instance(.validationLayerMissing) }
        return try instanceExtensions(library: library, layer: validationLayer).contains("VK_EXT_validation_features")
    }

    /// Creates the instance (`vkCreateInstance`) with `extensions`, and with `validation` the
    /// Khronos layer, its messenger (and synchronization validation when the layer offers it).
    private static func create(
        library: VulkanLibrary, apiVersion: UInt32, extensions: [String], portability: Bool,
        validation: (features: Bool, log: UnsafeMutableRawPointer?)?
    ) throws(RendererError) -> VkInstance {
        try withArena { arena throws(RendererError) in
            var messengerInfo = Self.messengerInfo(userData: validation?.log)
            let enables = [VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT]
            var features = VkValidationFeaturesEXT()
            features.sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT
            features.enabledValidationFeatureCount = UInt32(enables.count)
            features.pEnabledValidationFeatures = UnsafePointer(arena.array(enables))
            var app = VkApplicationInfo()
            app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO
            app.pApplicationName = arena.cString("nativescale")
            app.pEngineName = arena.cString("nativescale")
            app.apiVersion = apiVersion
            var info = VkInstanceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO
            info.pApplicationInfo = UnsafePointer(arena.pointer(to: app))
            if portability {
                info.flags |= VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR.rawValue
            }
            if let validation {
                // Chained only with VK_EXT_validation_features enabled.
                if validation.features { messengerInfo.pNext = UnsafeRawPointer(arena.pointer(to: features)) }
                info.pNext = UnsafeRawPointer(arena.pointer(to: messengerInfo))
                info.enabledLayerCount = 1
                info.ppEnabledLayerNames = arena.cStrings([Self.validationLayer])
            }
            info.enabledExtensionCount = UInt32(extensions.count)
            info.ppEnabledExtensionNames = arena.cStrings(extensions)
            var instance: VkInstance?
            let result = library.global.createInstance(arena.pointer(to: info), nil, &instance)
            if result == VK_ERROR_INCOMPATIBLE_DRIVER {
                throw .instance(.noDriver)
            }
            if result == VK_ERROR_EXTENSION_NOT_PRESENT {
                throw .instance(.extensionsMissing(extensions, forWindows: false))
            }
            try check(result, "vkCreateInstance", .instance)
            guard let instance else { throw .failed("vkCreateInstance", in: .instance) }
            return instance
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
        info.messageType =
            VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT.rawValue | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT.rawValue
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
        try check(functions.enumeratePhysicalDevices(handle, &count, nil), "vkEnumeratePhysicalDevices", .instance)
        var handles = [VkPhysicalDevice?](repeating: nil, count: Int(count))
        try check(functions.enumeratePhysicalDevices(handle, &count, &handles), "vkEnumeratePhysicalDevices", .instance)
        return handles.prefix(Int(count)).enumerated().compactMap { index, handle in
            handle.map { PhysicalDevice(handle: $0, index: index, instanceVersion: version, functions: functions) }
        }
    }

    /// Instance extensions the loader (or, with `layer`, that layer) offers
    /// (`vkEnumerateInstanceExtensionProperties`).
    static func instanceExtensions(library: VulkanLibrary, layer: String?) throws(RendererError) -> Set<String> {
        var count: UInt32 = 0
        try check(library.global.enumerateInstanceExtensionProperties(layer, &count, nil), "vkEnumerateInstanceExtensionProperties", .loader)
        var properties = [VkExtensionProperties](repeating: VkExtensionProperties(), count: Int(count))
        try check(library.global.enumerateInstanceExtensionProperties(layer, &count, &properties), "vkEnumerateInstanceExtensionProperties", .loader)
        return Set(properties.prefix(Int(count)).map { PhysicalDevice.string($0.extensionName) })
    }
}
