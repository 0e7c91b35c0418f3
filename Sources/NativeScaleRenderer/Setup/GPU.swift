internal import CVulkan
public import NativeScaleRendering

/// A logical device on one physical device, with its queue and a command buffer for
/// one-off submissions. Every resource retains the `GPU` that made it.
public final class GPU {
    let instance: Instance
    let handle: VkDevice
    let functions: DeviceFunctions
    let physicalDevice: VkPhysicalDevice
    let queue: VkQueue
    let queueFamily: UInt32
    let memoryProperties: VkPhysicalDeviceMemoryProperties
    let commandPool: VkCommandPool
    /// The device's description.
    public let info: GPUDeviceInfo
    /// `VK_KHR_swapchain` entry points, when the device was opened for presenting.
    let swapchainFunctions: SwapchainFunctions?
    /// Where each needed feature came from, and the extensions enabled.
    let setup: DevicePolicy.Setup
    /// Whether pipelines created on this device can report statistics (``PipelineStatistics``).
    public var reportsShaderStatistics: Bool { setup.pipelineStatistics && functions.statistics != nil }
    /// How long any wait on this device (a fence, an acquire) may take before it is an error.
    public let timeout: Duration

    /// The bound on every wait unless `--gpu-timeout` says otherwise: far beyond any frame, so
    /// only a hung device reaches it.
    public static let defaultTimeout: Duration = .seconds(120)

    /// ``timeout`` in nanoseconds, for `vkWaitForFences` and `vkAcquireNextImageKHR`.
    var timeoutNanoseconds: UInt64 {
        let (seconds, attoseconds) = timeout.components
        return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
    }

    /// Opens the device `request` names (an index or part of the name), or the best suitable
    /// one (`vkCreateDevice` with dynamic rendering, synchronization2 and host query reset, core
    /// or through their extensions, as ``DevicePolicy`` decided). Every wait on the device gives
    /// up after `timeout` with ``RecordingError/timedOut(_:seconds:)``.
    public convenience init(instance: Instance, request: String? = nil, timeout: Duration = GPU.defaultTimeout) throws(RendererError) {
        try self.init(instance: instance, request: request, presentable: nil, timeout: timeout)
    }

    /// Opens the device `request` names among `presentable` (device indices; nil: any device,
    /// and no swapchain), enabling `VK_KHR_swapchain` when presenting.
    convenience init(instance: Instance, request: String?, presentable: Set<Int>?, timeout: Duration) throws(RendererError) {
        let candidates = try instance.physicalDevices()
        let chosen = try GPUDeviceInfo.choose(request, from: candidates.map(\.info), presentable: presentable)
        guard let physical = candidates.first(where: { $0.info.index == chosen.index }), let setup = physical.verdict.setup else {
            throw .device(.refused(name: chosen.name, reasons: chosen.unsuitableReasons))
        }
        try self.init(instance: instance, physical: physical, setup: setup, presenting: presentable != nil, timeout: timeout)
    }

    /// Opens device `index` to compile pipelines and read their statistics (`vkCreateDevice`
    /// with `VK_KHR_pipeline_executable_properties`), whether or not it can run work: Mesa's
    /// null-hardware device compiles for a real AMD GPU without one. Nothing may be recorded or
    /// allocated on a compile-only device.
    public convenience init(compilingOn instance: Instance, index: Int) throws(RendererError) {
        guard let physical = try instance.physicalDevices().first(where: { $0.info.index == index }) else {
            throw .device(.unknownGPU("\(index)", available: try instance.devices().map(\.name)))
        }
        guard let setup = physical.verdict.statisticsSetup else {
            throw .device(
                .refused(
                    name: physical.info.name,
                    reasons: ["it does not report shader statistics (no \(DevicePolicy.statisticsExtension))"]
                        + physical.verdict.missing))
        }
        try self.init(instance: instance, physical: physical, setup: setup, presenting: false, timeout: GPU.defaultTimeout)
    }

    private init(instance: Instance, physical: PhysicalDevice, setup: DevicePolicy.Setup, presenting: Bool, timeout: Duration) throws(RendererError) {
        guard let family = physical.queueFamily else { throw .device(.refused(name: physical.info.name, reasons: physical.verdict.reasons)) }
        self.instance = instance
        self.timeout = timeout
        info = physical.info
        self.setup = setup
        physicalDevice = physical.handle
        queueFamily = family

        let device = try Self.createDevice(instance: instance, physical: physical, setup: setup, family: family, presenting: presenting)
        handle = device
        let getDeviceProcAddr = instance.functions.getDeviceProcAddr
        let functions: DeviceFunctions
        do throws(RendererError) {
            functions = try DeviceFunctions(device: device, getDeviceProcAddr: getDeviceProcAddr, setup: setup)
        } catch {
            if let destroy = "vkDestroyDevice".withCString({ getDeviceProcAddr(device, $0) }) {
                unsafeBitCast(destroy, to: PFN_vkDestroyDevice.self)(device, nil)
            }
            throw error
        }
        self.functions = functions
        do throws(RendererError) {
            swapchainFunctions = !presenting ? nil : try SwapchainFunctions(device: device, getDeviceProcAddr: getDeviceProcAddr)
        } catch {
            functions.destroyDevice(device, nil)
            throw error
        }
        var queue: VkQueue?
        functions.getDeviceQueue(device, family, 0, &queue)
        var memory = VkPhysicalDeviceMemoryProperties()
        instance.functions.getPhysicalDeviceMemoryProperties(physical.handle, &memory)
        memoryProperties = memory
        var poolInfo = VkCommandPoolCreateInfo()
        poolInfo.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO
        poolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT.rawValue
        poolInfo.queueFamilyIndex = family
        var pool: VkCommandPool?
        let poolResult = functions.createCommandPool(device, &poolInfo, nil, &pool)
        guard poolResult == VK_SUCCESS, let pool, let queue else {
            functions.destroyDevice(device, nil)
            throw .failed("vkCreateCommandPool", result: poolResult.rawValue, in: .device)
        }
        self.queue = queue
        commandPool = pool
    }

    /// Creates the logical device with one queue of `family`, the setup's extensions (and the
    /// swapchain's when `presenting`) and its feature chain (`vkCreateDevice`).
    private static func createDevice(
        instance: Instance, physical: PhysicalDevice, setup: DevicePolicy.Setup, family: UInt32,
        presenting: Bool
    ) throws(RendererError) -> VkDevice {
        try withArena { arena throws(RendererError) in
            var queueInfo = VkDeviceQueueCreateInfo()
            queueInfo.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO
            queueInfo.queueFamilyIndex = family
            queueInfo.queueCount = 1
            queueInfo.pQueuePriorities = UnsafePointer(arena.pointer(to: Float(1)))
            let extensions = setup.extensions + (presenting ? ["VK_KHR_swapchain"] : [])
            var info = VkDeviceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO
            info.pNext = UnsafeRawPointer(Self.featureChain(for: setup, in: arena))
            info.queueCreateInfoCount = 1
            info.pQueueCreateInfos = UnsafePointer(arena.pointer(to: queueInfo))
            info.enabledExtensionCount = UInt32(extensions.count)
            info.ppEnabledExtensionNames = arena.cStrings(extensions)
            var device: VkDevice?
            try check(instance.functions.createDevice(physical.handle, arena.pointer(to: info), nil, &device), "vkCreateDevice", .device)
            guard let device else { throw .failed("vkCreateDevice", in: .device) }
            return device
        }
    }

    /// The features the setup enables, chained for `VkDeviceCreateInfo.pNext`: the 1.2 / 1.3
    /// structs for core features, the extensions' own structs otherwise.
    private static func featureChain(for setup: DevicePolicy.Setup, in arena: Arena) -> UnsafeMutableRawPointer? {
        var chain: UnsafeMutableRawPointer?
        let on = VkBool32(VK_TRUE)
        if setup.dynamicRendering == .core || setup.synchronization2 == .core {
            var features = VkPhysicalDeviceVulkan13Features()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES
            features.dynamicRendering = setup.dynamicRendering == .core ? on : 0
            features.synchronization2 = setup.synchronization2 == .core ? on : 0
            arena.chain(features, next: \.pNext, onto: &chain)
        }
        if setup.hostQueryReset == .core {
            var features = VkPhysicalDeviceVulkan12Features()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES
            features.hostQueryReset = on
            arena.chain(features, next: \.pNext, onto: &chain)
        } else {
            var features = VkPhysicalDeviceHostQueryResetFeatures()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_HOST_QUERY_RESET_FEATURES
            features.hostQueryReset = on
            arena.chain(features, next: \.pNext, onto: &chain)
        }
        if setup.dynamicRendering != .core {
            var features = VkPhysicalDeviceDynamicRenderingFeatures()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DYNAMIC_RENDERING_FEATURES
            features.dynamicRendering = on
            arena.chain(features, next: \.pNext, onto: &chain)
        }
        if setup.pipelineStatistics {
            var features = VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR
            features.pipelineExecutableInfo = on
            arena.chain(features, next: \.pNext, onto: &chain)
        }
        if setup.synchronization2 != .core {
            var features = VkPhysicalDeviceSynchronization2Features()
            features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SYNCHRONIZATION_2_FEATURES
            features.synchronization2 = on
            arena.chain(features, next: \.pNext, onto: &chain)
        }
        return chain
    }

    deinit {
        // A compile-only device has no queue to wait on (Mesa's null device crashes in the wait).
        if !info.isCompileOnly { _ = functions.deviceWaitIdle(handle) }
        functions.destroyCommandPool(handle, commandPool, nil)
        functions.destroyDevice(handle, nil)
    }

    /// A memory type index allowed by `typeBits` with all of `required`, preferring one that
    /// also has all of `preferred`; with its property flags.
    func memoryType(_ typeBits: UInt32, required: UInt32, preferred: UInt32 = 0) -> (index: UInt32, flags: UInt32)? {
        withUnsafeBytes(of: memoryProperties.memoryTypes) { raw in
            let types = raw.bindMemory(to: VkMemoryType.self)
            let allowed = (0..<Int(memoryProperties.memoryTypeCount)).filter {
                typeBits & (1 << UInt32($0)) != 0 && types[$0].propertyFlags & required == required
            }
            let best = allowed.first { types[$0].propertyFlags & preferred == preferred } ?? allowed.first
            return best.map { (UInt32($0), types[$0].propertyFlags) }
        }
    }

    /// Allocates memory for `requirements` from a type with all of `required`, preferring all
    /// of `preferred` too (`vkAllocateMemory`); returns the memory and its type's property flags.
    /// Out of memory is filed under resources, naming `label` and the size.
    func allocateMemory(
        _ requirements: VkMemoryRequirements, required: UInt32, preferred: UInt32 = 0,
        label: String
    ) throws(RendererError) -> (memory: VkDeviceMemory, flags: UInt32) {
        guard let type = memoryType(requirements.memoryTypeBits, required: required, preferred: preferred) else {
            throw .resources(.noMemoryType(required: required, resource: label, device: info.name))
        }
        var allocation = VkMemoryAllocateInfo()
        allocation.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO
        allocation.allocationSize = requirements.size
        allocation.memoryTypeIndex = type.index
        var memory: VkDeviceMemory?
        let result = functions.allocateMemory(handle, &allocation, nil, &memory)
        try check(result, "vkAllocateMemory (\(label), \(requirements.size) bytes)", .resources)
        guard let memory else { throw .failed("vkAllocateMemory (\(label))", in: .resources) }
        return (memory, type.flags)
    }

    /// Checks that a `width × height` image fits `maxImageDimension2D`.
    func checkImageSize(width: Int, height: Int) throws(RendererError) {
        guard width <= info.maxImageDimension2D, height <= info.maxImageDimension2D, width > 0, height > 0 else {
            throw .resources(.imageTooLarge(width: width, height: height, limit: info.maxImageDimension2D))
        }
    }
}
