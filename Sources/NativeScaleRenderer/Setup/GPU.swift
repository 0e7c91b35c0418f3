internal import CVulkan

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

    /// Opens the device `request` names (`--gpu`: an index or part of the name), or the best
    /// suitable one (`vkCreateDevice` with Vulkan 1.3 dynamic rendering and synchronization2);
    /// with `surface`, a queue that can present to it and `VK_KHR_swapchain`.
    public init(instance: Instance, request: String? = nil, presentingTo surface: Surface? = nil) throws(RendererError) {
        self.instance = instance
        let candidates = try instance.physicalDevices()
        let chosen = try GPUDeviceInfo.choose(request, from: candidates.map(\.info))
        guard let physical = candidates.first(where: { $0.info.index == chosen.index }),
              let family = physical.queueFamily else { throw .noSuitableDevice([chosen.name]) }
        if let surface {
            guard try surface.isSupported(by: physical.handle, queueFamily: family) else {
                throw .noSuitableDevice(["\(chosen.name) cannot present to this window from its graphics queue"])
            }
            guard try physical.extensionNames(functions: instance.functions).contains("VK_KHR_swapchain") else {
                throw .noSuitableDevice(["\(chosen.name) has no VK_KHR_swapchain"])
            }
        }
        info = chosen
        physicalDevice = physical.handle
        queueFamily = family

        let device: VkDevice = try withArena { arena throws(RendererError) in
            var features12 = VkPhysicalDeviceVulkan12Features()
            features12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES
            features12.hostQueryReset = VkBool32(VK_TRUE)
            var features13 = VkPhysicalDeviceVulkan13Features()
            features13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES
            features13.dynamicRendering = VkBool32(VK_TRUE)
            features13.synchronization2 = VkBool32(VK_TRUE)
            features13.pNext = UnsafeMutableRawPointer(arena.pointer(to: features12))
            var queueInfo = VkDeviceQueueCreateInfo()
            queueInfo.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO
            queueInfo.queueFamilyIndex = family
            queueInfo.queueCount = 1
            queueInfo.pQueuePriorities = UnsafePointer(arena.pointer(to: Float(1)))
            var info = VkDeviceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO
            info.pNext = UnsafeRawPointer(arena.pointer(to: features13))
            info.queueCreateInfoCount = 1
            info.pQueueCreateInfos = UnsafePointer(arena.pointer(to: queueInfo))
            if surface != nil {
                info.enabledExtensionCount = 1
                info.ppEnabledExtensionNames = arena.cStrings(["VK_KHR_swapchain"])
            }
            var device: VkDevice?
            try check(instance.functions.createDevice(physical.handle, arena.pointer(to: info), nil, &device), "vkCreateDevice")
            guard let device else { throw .vulkan(function: "vkCreateDevice", result: 0) }
            return device
        }
        handle = device
        let getDeviceProcAddr = instance.functions.getDeviceProcAddr
        let functions: DeviceFunctions
        do throws(RendererError) {
            functions = try DeviceFunctions(device: device, getDeviceProcAddr: getDeviceProcAddr)
        } catch {
            if let destroy = "vkDestroyDevice".withCString({ getDeviceProcAddr(device, $0) }) {
                unsafeBitCast(destroy, to: PFN_vkDestroyDevice.self)(device, nil)
            }
            throw error
        }
        self.functions = functions
        do throws(RendererError) {
            swapchainFunctions = surface == nil ? nil : try SwapchainFunctions(device: device, getDeviceProcAddr: getDeviceProcAddr)
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
            throw .vulkan(function: "vkCreateCommandPool", result: poolResult.rawValue)
        }
        self.queue = queue
        commandPool = pool
    }

    deinit {
        _ = functions.deviceWaitIdle(handle)
        functions.destroyCommandPool(handle, commandPool, nil)
        functions.destroyDevice(handle, nil)
    }

    /// A memory type index allowed by `typeBits` with all of `properties`.
    func memoryType(_ typeBits: UInt32, _ properties: VkMemoryPropertyFlagBits) -> UInt32? {
        withUnsafeBytes(of: memoryProperties.memoryTypes) { raw in
            let types = raw.bindMemory(to: VkMemoryType.self)
            for index in 0..<Int(memoryProperties.memoryTypeCount)
            where typeBits & (1 << UInt32(index)) != 0 && types[index].propertyFlags & properties.rawValue == properties.rawValue {
                return UInt32(index)
            }
            return nil
        }
    }

    /// Allocates memory for `requirements` from a type with all of `properties`
    /// (`vkAllocateMemory`); out-of-memory results become ``RendererError/outOfMemory(_:)``
    /// naming `label`.
    func allocateMemory(_ requirements: VkMemoryRequirements, _ properties: VkMemoryPropertyFlagBits,
                        label: String) throws(RendererError) -> VkDeviceMemory {
        guard let type = memoryType(requirements.memoryTypeBits, properties) else {
            throw .unsupported("no memory type with properties 0x\(String(properties.rawValue, radix: 16)) for \(label)")
        }
        var allocation = VkMemoryAllocateInfo()
        allocation.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO
        allocation.allocationSize = requirements.size
        allocation.memoryTypeIndex = type
        var memory: VkDeviceMemory?
        let result = functions.allocateMemory(handle, &allocation, nil, &memory)
        if result == VK_ERROR_OUT_OF_DEVICE_MEMORY || result == VK_ERROR_OUT_OF_HOST_MEMORY {
            throw .outOfMemory("\(label) (\(requirements.size) bytes)")
        }
        try check(result, "vkAllocateMemory (\(label))")
        guard let memory else { throw .vulkan(function: "vkAllocateMemory (\(label))", result: 0) }
        return memory
    }

    /// Checks that a `width × height` image fits `maxImageDimension2D`.
    func checkImageSize(width: Int, height: Int) throws(RendererError) {
        guard width <= info.maxImageDimension2D, height <= info.maxImageDimension2D, width > 0, height > 0 else {
            throw .imageTooLarge(width: width, height: height, limit: info.maxImageDimension2D)
        }
    }
}
