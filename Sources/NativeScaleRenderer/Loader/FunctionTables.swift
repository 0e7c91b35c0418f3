internal import CVulkan

// Vulkan entry points, loaded by name the way volk does, so that nativescale runs (and says
// what is missing) on a machine without a Vulkan loader.

/// Entry points that need no instance, from `vkGetInstanceProcAddr(nil, …)`.
struct GlobalFunctions {
    /// `vkCreateInstance`.
    let createInstance: PFN_vkCreateInstance
    /// `vkEnumerateInstanceVersion`.
    let enumerateInstanceVersion: PFN_vkEnumerateInstanceVersion
    /// `vkEnumerateInstanceLayerProperties`.
    let enumerateInstanceLayerProperties: PFN_vkEnumerateInstanceLayerProperties
    /// `vkEnumerateInstanceExtensionProperties`.
    let enumerateInstanceExtensionProperties: PFN_vkEnumerateInstanceExtensionProperties

    init(getInstanceProcAddr: PFN_vkGetInstanceProcAddr) throws(RendererError) {
        func load<T>(_ name: String) throws(RendererError) -> T {
            guard let pointer = optional(name) else { throw .unsupported("the Vulkan loader has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        func optional(_ name: String) -> PFN_vkVoidFunction? { name.withCString { getInstanceProcAddr(nil, $0) } }
        createInstance = try load("vkCreateInstance")
        enumerateInstanceVersion = try load("vkEnumerateInstanceVersion")
        enumerateInstanceLayerProperties = try load("vkEnumerateInstanceLayerProperties")
        enumerateInstanceExtensionProperties = try load("vkEnumerateInstanceExtensionProperties")
    }
}
/// Entry points of one `VkInstance`.
struct InstanceFunctions {
    /// `vkDestroyInstance`.
    let destroyInstance: PFN_vkDestroyInstance
    /// `vkEnumeratePhysicalDevices`.
    let enumeratePhysicalDevices: PFN_vkEnumeratePhysicalDevices
    /// `vkGetPhysicalDeviceProperties`.
    let getPhysicalDeviceProperties: PFN_vkGetPhysicalDeviceProperties
    /// `vkGetPhysicalDeviceProperties2`.
    let getPhysicalDeviceProperties2: PFN_vkGetPhysicalDeviceProperties2
    /// `vkGetPhysicalDeviceFeatures2`.
    let getPhysicalDeviceFeatures2: PFN_vkGetPhysicalDeviceFeatures2
    /// `vkGetPhysicalDeviceQueueFamilyProperties`.
    let getPhysicalDeviceQueueFamilyProperties: PFN_vkGetPhysicalDeviceQueueFamilyProperties
    /// `vkGetPhysicalDeviceMemoryProperties`.
    let getPhysicalDeviceMemoryProperties: PFN_vkGetPhysicalDeviceMemoryProperties
    /// `vkGetPhysicalDeviceFormatProperties`.
    let getPhysicalDeviceFormatProperties: PFN_vkGetPhysicalDeviceFormatProperties
    /// `vkCreateDevice`.
    let createDevice: PFN_vkCreateDevice
    /// `vkGetDeviceProcAddr`.
    let getDeviceProcAddr: PFN_vkGetDeviceProcAddr
    /// `vkEnumerateDeviceExtensionProperties`.
    let enumerateDeviceExtensionProperties: PFN_vkEnumerateDeviceExtensionProperties
    /// `vkCreateDebugUtilsMessengerEXT`, when the extension is enabled.
    let createDebugUtilsMessengerEXT: PFN_vkCreateDebugUtilsMessengerEXT?
    /// `vkDestroyDebugUtilsMessengerEXT`, when the extension is enabled.
    let destroyDebugUtilsMessengerEXT: PFN_vkDestroyDebugUtilsMessengerEXT?

    init(instance: VkInstance, getInstanceProcAddr: PFN_vkGetInstanceProcAddr) throws(RendererError) {
        func load<T>(_ name: String) throws(RendererError) -> T {
            guard let pointer = optional(name) else { throw .unsupported("the Vulkan loader has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        func optional(_ name: String) -> PFN_vkVoidFunction? { name.withCString { getInstanceProcAddr(instance, $0) } }
        destroyInstance = try load("vkDestroyInstance")
        enumeratePhysicalDevices = try load("vkEnumeratePhysicalDevices")
        getPhysicalDeviceProperties = try load("vkGetPhysicalDeviceProperties")
        getPhysicalDeviceProperties2 = try load("vkGetPhysicalDeviceProperties2")
        getPhysicalDeviceFeatures2 = try load("vkGetPhysicalDeviceFeatures2")
        getPhysicalDeviceQueueFamilyProperties = try load("vkGetPhysicalDeviceQueueFamilyProperties")
        getPhysicalDeviceMemoryProperties = try load("vkGetPhysicalDeviceMemoryProperties")
        getPhysicalDeviceFormatProperties = try load("vkGetPhysicalDeviceFormatProperties")
        createDevice = try load("vkCreateDevice")
        getDeviceProcAddr = try load("vkGetDeviceProcAddr")
        enumerateDeviceExtensionProperties = try load("vkEnumerateDeviceExtensionProperties")
        createDebugUtilsMessengerEXT = optional("vkCreateDebugUtilsMessengerEXT").map { unsafeBitCast($0, to: PFN_vkCreateDebugUtilsMessengerEXT.self) }
        destroyDebugUtilsMessengerEXT = optional("vkDestroyDebugUtilsMessengerEXT").map { unsafeBitCast($0, to: PFN_vkDestroyDebugUtilsMessengerEXT.self) }
    }
}
/// Entry points of one `VkDevice`, loaded with `vkGetDeviceProcAddr` (no loader trampoline).
struct DeviceFunctions {
    /// `vkDestroyDevice`.
    let destroyDevice: PFN_vkDestroyDevice
    /// `vkGetDeviceQueue`.
    let getDeviceQueue: PFN_vkGetDeviceQueue
    /// `vkQueueSubmit`.
    let queueSubmit: PFN_vkQueueSubmit
    /// `vkDeviceWaitIdle`.
    let deviceWaitIdle: PFN_vkDeviceWaitIdle
    /// `vkCreateCommandPool`.
    let createCommandPool: PFN_vkCreateCommandPool
    /// `vkDestroyCommandPool`.
    let destroyCommandPool: PFN_vkDestroyCommandPool
    /// `vkAllocateCommandBuffers`.
    let allocateCommandBuffers: PFN_vkAllocateCommandBuffers
    /// `vkFreeCommandBuffers`.
    let freeCommandBuffers: PFN_vkFreeCommandBuffers
    /// `vkBeginCommandBuffer`.
    let beginCommandBuffer: PFN_vkBeginCommandBuffer
    /// `vkEndCommandBuffer`.
    let endCommandBuffer: PFN_vkEndCommandBuffer
    /// `vkResetCommandBuffer`.
    let resetCommandBuffer: PFN_vkResetCommandBuffer
    /// `vkCreateFence`.
    let createFence: PFN_vkCreateFence
    /// `vkDestroyFence`.
    let destroyFence: PFN_vkDestroyFence
    /// `vkWaitForFences`.
    let waitForFences: PFN_vkWaitForFences
    /// `vkResetFences`.
    let resetFences: PFN_vkResetFences
    /// `vkCreateImage`.
    let createImage: PFN_vkCreateImage
    /// `vkDestroyImage`.
    let destroyImage: PFN_vkDestroyImage
    /// `vkGetImageMemoryRequirements`.
    let getImageMemoryRequirements: PFN_vkGetImageMemoryRequirements
    /// `vkAllocateMemory`.
    let allocateMemory: PFN_vkAllocateMemory
    /// `vkFreeMemory`.
    let freeMemory: PFN_vkFreeMemory
    /// `vkBindImageMemory`.
    let bindImageMemory: PFN_vkBindImageMemory
    /// `vkCreateImageView`.
    let createImageView: PFN_vkCreateImageView
    /// `vkDestroyImageView`.
    let destroyImageView: PFN_vkDestroyImageView
    /// `vkCreateBuffer`.
    let createBuffer: PFN_vkCreateBuffer
    /// `vkDestroyBuffer`.
    let destroyBuffer: PFN_vkDestroyBuffer
    /// `vkGetBufferMemoryRequirements`.
    let getBufferMemoryRequirements: PFN_vkGetBufferMemoryRequirements
    /// `vkBindBufferMemory`.
    let bindBufferMemory: PFN_vkBindBufferMemory
    /// `vkMapMemory`.
    let mapMemory: PFN_vkMapMemory
    /// `vkUnmapMemory`.
    let unmapMemory: PFN_vkUnmapMemory
    /// `vkCreateShaderModule`.
    let createShaderModule: PFN_vkCreateShaderModule
    /// `vkDestroyShaderModule`.
    let destroyShaderModule: PFN_vkDestroyShaderModule
    /// `vkCreatePipelineLayout`.
    let createPipelineLayout: PFN_vkCreatePipelineLayout
    /// `vkDestroyPipelineLayout`.
    let destroyPipelineLayout: PFN_vkDestroyPipelineLayout
    /// `vkCreateGraphicsPipelines`.
    let createGraphicsPipelines: PFN_vkCreateGraphicsPipelines
    /// `vkCreateComputePipelines`.
    let createComputePipelines: PFN_vkCreateComputePipelines
    /// `vkDestroyPipeline`.
    let destroyPipeline: PFN_vkDestroyPipeline
    /// `vkCreateDescriptorSetLayout`.
    let createDescriptorSetLayout: PFN_vkCreateDescriptorSetLayout
    /// `vkDestroyDescriptorSetLayout`.
    let destroyDescriptorSetLayout: PFN_vkDestroyDescriptorSetLayout
    /// `vkCreateDescriptorPool`.
    let createDescriptorPool: PFN_vkCreateDescriptorPool
    /// `vkDestroyDescriptorPool`.
    let destroyDescriptorPool: PFN_vkDestroyDescriptorPool
    /// `vkAllocateDescriptorSets`.
    let allocateDescriptorSets: PFN_vkAllocateDescriptorSets
    /// `vkUpdateDescriptorSets`.
    let updateDescriptorSets: PFN_vkUpdateDescriptorSets
    /// `vkCreateSampler`.
    let createSampler: PFN_vkCreateSampler
    /// `vkDestroySampler`.
    let destroySampler: PFN_vkDestroySampler
    /// `vkCreateQueryPool`.
    let createQueryPool: PFN_vkCreateQueryPool
    /// `vkDestroyQueryPool`.
    let destroyQueryPool: PFN_vkDestroyQueryPool
    /// `vkGetQueryPoolResults`.
    let getQueryPoolResults: PFN_vkGetQueryPoolResults
    /// `vkResetQueryPool`.
    let resetQueryPool: PFN_vkResetQueryPool
    /// `vkCmdWriteTimestamp2`.
    let cmdWriteTimestamp2: PFN_vkCmdWriteTimestamp2
    /// `vkCmdPipelineBarrier2`.
    let cmdPipelineBarrier2: PFN_vkCmdPipelineBarrier2
    /// `vkCmdBeginRendering`.
    let cmdBeginRendering: PFN_vkCmdBeginRendering
    /// `vkCmdEndRendering`.
    let cmdEndRendering: PFN_vkCmdEndRendering
    /// `vkCmdBindPipeline`.
    let cmdBindPipeline: PFN_vkCmdBindPipeline
    /// `vkCmdBindDescriptorSets`.
    let cmdBindDescriptorSets: PFN_vkCmdBindDescriptorSets
    /// `vkCmdPushConstants`.
    let cmdPushConstants: PFN_vkCmdPushConstants
    /// `vkCmdDraw`.
    let cmdDraw: PFN_vkCmdDraw
    /// `vkCmdDispatch`.
    let cmdDispatch: PFN_vkCmdDispatch
    /// `vkCmdSetViewport`.
    let cmdSetViewport: PFN_vkCmdSetViewport
    /// `vkCmdSetScissor`.
    let cmdSetScissor: PFN_vkCmdSetScissor
    /// `vkCmdBlitImage`.
    let cmdBlitImage: PFN_vkCmdBlitImage
    /// `vkCmdCopyImageToBuffer`.
    let cmdCopyImageToBuffer: PFN_vkCmdCopyImageToBuffer
    /// `vkCmdCopyBufferToImage`.
    let cmdCopyBufferToImage: PFN_vkCmdCopyBufferToImage
    /// `vkCmdClearColorImage`.
    let cmdClearColorImage: PFN_vkCmdClearColorImage

    init(device: VkDevice, getDeviceProcAddr: PFN_vkGetDeviceProcAddr) throws(RendererError) {
        func load<T>(_ name: String) throws(RendererError) -> T {
            guard let pointer = optional(name) else { throw .unsupported("the Vulkan loader has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        func optional(_ name: String) -> PFN_vkVoidFunction? { name.withCString { getDeviceProcAddr(device, $0) } }
        destroyDevice = try load("vkDestroyDevice")
        getDeviceQueue = try load("vkGetDeviceQueue")
        queueSubmit = try load("vkQueueSubmit")
        deviceWaitIdle = try load("vkDeviceWaitIdle")
        createCommandPool = try load("vkCreateCommandPool")
        destroyCommandPool = try load("vkDestroyCommandPool")
        allocateCommandBuffers = try load("vkAllocateCommandBuffers")
        freeCommandBuffers = try load("vkFreeCommandBuffers")
        beginCommandBuffer = try load("vkBeginCommandBuffer")
        endCommandBuffer = try load("vkEndCommandBuffer")
        resetCommandBuffer = try load("vkResetCommandBuffer")
        createFence = try load("vkCreateFence")
        destroyFence = try load("vkDestroyFence")
        waitForFences = try load("vkWaitForFences")
        resetFences = try load("vkResetFences")
        createImage = try load("vkCreateImage")
        destroyImage = try load("vkDestroyImage")
        getImageMemoryRequirements = try load("vkGetImageMemoryRequirements")
        allocateMemory = try load("vkAllocateMemory")
        freeMemory = try load("vkFreeMemory")
        bindImageMemory = try load("vkBindImageMemory")
        createImageView = try load("vkCreateImageView")
        destroyImageView = try load("vkDestroyImageView")
        createBuffer = try load("vkCreateBuffer")
        destroyBuffer = try load("vkDestroyBuffer")
        getBufferMemoryRequirements = try load("vkGetBufferMemoryRequirements")
        bindBufferMemory = try load("vkBindBufferMemory")
        mapMemory = try load("vkMapMemory")
        unmapMemory = try load("vkUnmapMemory")
        createShaderModule = try load("vkCreateShaderModule")
        destroyShaderModule = try load("vkDestroyShaderModule")
        createPipelineLayout = try load("vkCreatePipelineLayout")
        destroyPipelineLayout = try load("vkDestroyPipelineLayout")
        createGraphicsPipelines = try load("vkCreateGraphicsPipelines")
        createComputePipelines = try load("vkCreateComputePipelines")
        destroyPipeline = try load("vkDestroyPipeline")
        createDescriptorSetLayout = try load("vkCreateDescriptorSetLayout")
        destroyDescriptorSetLayout = try load("vkDestroyDescriptorSetLayout")
        createDescriptorPool = try load("vkCreateDescriptorPool")
        destroyDescriptorPool = try load("vkDestroyDescriptorPool")
        allocateDescriptorSets = try load("vkAllocateDescriptorSets")
        updateDescriptorSets = try load("vkUpdateDescriptorSets")
        createSampler = try load("vkCreateSampler")
        destroySampler = try load("vkDestroySampler")
        createQueryPool = try load("vkCreateQueryPool")
        destroyQueryPool = try load("vkDestroyQueryPool")
        getQueryPoolResults = try load("vkGetQueryPoolResults")
        resetQueryPool = try load("vkResetQueryPool")
        cmdWriteTimestamp2 = try load("vkCmdWriteTimestamp2")
        cmdPipelineBarrier2 = try load("vkCmdPipelineBarrier2")
        cmdBeginRendering = try load("vkCmdBeginRendering")
        cmdEndRendering = try load("vkCmdEndRendering")
        cmdBindPipeline = try load("vkCmdBindPipeline")
        cmdBindDescriptorSets = try load("vkCmdBindDescriptorSets")
        cmdPushConstants = try load("vkCmdPushConstants")
        cmdDraw = try load("vkCmdDraw")
        cmdDispatch = try load("vkCmdDispatch")
        cmdSetViewport = try load("vkCmdSetViewport")
        cmdSetScissor = try load("vkCmdSetScissor")
        cmdBlitImage = try load("vkCmdBlitImage")
        cmdCopyImageToBuffer = try load("vkCmdCopyImageToBuffer")
        cmdCopyBufferToImage = try load("vkCmdCopyBufferToImage")
        cmdClearColorImage = try load("vkCmdClearColorImage")
    }
}
