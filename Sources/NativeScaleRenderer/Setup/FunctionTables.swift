internal import CVulkan
import NativeScaleRendering

// Vulkan entry points, loaded by name the way volk does, so that nativescale runs (and says
// what is missing) on a machine without a Vulkan loader.

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
    /// `vkGetPhysicalDeviceImageFormatProperties`.
    let getPhysicalDeviceImageFormatProperties: PFN_vkGetPhysicalDeviceImageFormatProperties
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
        let entry = EntryPointLoader(instance: instance, getInstanceProcAddr)
        destroyInstance = try entry.required("vkDestroyInstance")
        enumeratePhysicalDevices = try entry.required("vkEnumeratePhysicalDevices")
        getPhysicalDeviceProperties = try entry.required("vkGetPhysicalDeviceProperties")
        getPhysicalDeviceProperties2 = try entry.required("vkGetPhysicalDeviceProperties2")
        getPhysicalDeviceFeatures2 = try entry.required("vkGetPhysicalDeviceFeatures2")
        getPhysicalDeviceQueueFamilyProperties = try entry.required("vkGetPhysicalDeviceQueueFamilyProperties")
        getPhysicalDeviceMemoryProperties = try entry.required("vkGetPhysicalDeviceMemoryProperties")
        getPhysicalDeviceFormatProperties = try entry.required("vkGetPhysicalDeviceFormatProperties")
        getPhysicalDeviceImageFormatProperties = try entry.required("vkGetPhysicalDeviceImageFormatProperties")
        createDevice = try entry.required("vkCreateDevice")
        getDeviceProcAddr = try entry.required("vkGetDeviceProcAddr")
        enumerateDeviceExtensionProperties = try entry.required("vkEnumerateDeviceExtensionProperties")
        createDebugUtilsMessengerEXT = entry.optional("vkCreateDebugUtilsMessengerEXT", as: PFN_vkCreateDebugUtilsMessengerEXT.self)
        destroyDebugUtilsMessengerEXT = entry.optional("vkDestroyDebugUtilsMessengerEXT", as: PFN_vkDestroyDebugUtilsMessengerEXT.self)
    }
}

/// The device's entry points, loaded by name through `vkGetDeviceProcAddr` (skipping the
/// loader's trampolines): the device and queue calls here, object creation in ``resources``,
/// recorded commands in ``commands``; either's members read as this table's own
/// (`functions.cmdDraw`).
@dynamicMemberLookup
struct DeviceFunctions {
    /// `vkDestroyDevice`.
    let destroyDevice: PFN_vkDestroyDevice
    /// `vkGetDeviceQueue`.
    let getDeviceQueue: PFN_vkGetDeviceQueue
    /// `vkQueueSubmit`.
    let queueSubmit: PFN_vkQueueSubmit
    /// `vkDeviceWaitIdle`.
    let deviceWaitIdle: PFN_vkDeviceWaitIdle
    /// `VK_KHR_pipeline_executable_properties`, when enabled.
    let statistics: StatisticsFunctions?
    /// Creating, binding and destroying objects and memory.
    let resources: ResourceFunctions
    /// Commands recorded into command buffers.
    let commands: CommandFunctions

    subscript<T>(dynamicMember path: KeyPath<ResourceFunctions, T>) -> T { resources[keyPath: path] }
    subscript<T>(dynamicMember path: KeyPath<CommandFunctions, T>) -> T { commands[keyPath: path] }

    /// Loads the table; entry points that came from an extension on this device (see
    /// ``DevicePolicy/Setup``) are loaded by their extension names (`vkCmdBeginRenderingKHR`, …).
    init(device: VkDevice, getDeviceProcAddr: PFN_vkGetDeviceProcAddr, setup: DevicePolicy.Setup) throws(RendererError) {
        let entry = EntryPointLoader(device: device, getDeviceProcAddr)
        destroyDevice = try entry.required("vkDestroyDevice")
        getDeviceQueue = try entry.required("vkGetDeviceQueue")
        queueSubmit = try entry.required("vkQueueSubmit")
        deviceWaitIdle = try entry.required("vkDeviceWaitIdle")
        resources = try ResourceFunctions(entry, setup: setup)
        commands = try CommandFunctions(entry, setup: setup)
        statistics = setup.pipelineStatistics ? try StatisticsFunctions(entry) : nil
    }
}

/// The device's object, memory and query entry points.
struct ResourceFunctions {
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
    /// `vkInvalidateMappedMemoryRanges`.
    let invalidateMappedMemoryRanges: PFN_vkInvalidateMappedMemoryRanges
    /// `vkCreateEvent`.
    let createEvent: PFN_vkCreateEvent
    /// `vkDestroyEvent`.
    let destroyEvent: PFN_vkDestroyEvent
    /// `vkSetEvent`.
    let setEvent: PFN_vkSetEvent
    /// `vkResetEvent`.
    let resetEvent: PFN_vkResetEvent

    init(_ entry: EntryPointLoader, setup: DevicePolicy.Setup) throws(RendererError) {
        createCommandPool = try entry.required("vkCreateCommandPool")
        destroyCommandPool = try entry.required("vkDestroyCommandPool")
        allocateCommandBuffers = try entry.required("vkAllocateCommandBuffers")
        freeCommandBuffers = try entry.required("vkFreeCommandBuffers")
        beginCommandBuffer = try entry.required("vkBeginCommandBuffer")
        endCommandBuffer = try entry.required("vkEndCommandBuffer")
        resetCommandBuffer = try entry.required("vkResetCommandBuffer")
        createFence = try entry.required("vkCreateFence")
        destroyFence = try entry.required("vkDestroyFence")
        waitForFences = try entry.required("vkWaitForFences")
        resetFences = try entry.required("vkResetFences")
        createImage = try entry.required("vkCreateImage")
        destroyImage = try entry.required("vkDestroyImage")
        getImageMemoryRequirements = try entry.required("vkGetImageMemoryRequirements")
        allocateMemory = try entry.required("vkAllocateMemory")
        freeMemory = try entry.required("vkFreeMemory")
        bindImageMemory = try entry.required("vkBindImageMemory")
        createImageView = try entry.required("vkCreateImageView")
        destroyImageView = try entry.required("vkDestroyImageView")
        createBuffer = try entry.required("vkCreateBuffer")
        destroyBuffer = try entry.required("vkDestroyBuffer")
        getBufferMemoryRequirements = try entry.required("vkGetBufferMemoryRequirements")
        bindBufferMemory = try entry.required("vkBindBufferMemory")
        mapMemory = try entry.required("vkMapMemory")
        unmapMemory = try entry.required("vkUnmapMemory")
        createShaderModule = try entry.required("vkCreateShaderModule")
        destroyShaderModule = try entry.required("vkDestroyShaderModule")
        createPipelineLayout = try entry.required("vkCreatePipelineLayout")
        destroyPipelineLayout = try entry.required("vkDestroyPipelineLayout")
        createGraphicsPipelines = try entry.required("vkCreateGraphicsPipelines")
        createComputePipelines = try entry.required("vkCreateComputePipelines")
        destroyPipeline = try entry.required("vkDestroyPipeline")
        createDescriptorSetLayout = try entry.required("vkCreateDescriptorSetLayout")
        destroyDescriptorSetLayout = try entry.required("vkDestroyDescriptorSetLayout")
        createDescriptorPool = try entry.required("vkCreateDescriptorPool")
        destroyDescriptorPool = try entry.required("vkDestroyDescriptorPool")
        allocateDescriptorSets = try entry.required("vkAllocateDescriptorSets")
        updateDescriptorSets = try entry.required("vkUpdateDescriptorSets")
        createSampler = try entry.required("vkCreateSampler")
        destroySampler = try entry.required("vkDestroySampler")
        createQueryPool = try entry.required("vkCreateQueryPool")
        destroyQueryPool = try entry.required("vkDestroyQueryPool")
        getQueryPoolResults = try entry.required("vkGetQueryPoolResults")
        resetQueryPool = try entry.required(setup.hostQueryReset.entryPoint("vkResetQueryPool", suffix: "EXT"))
        invalidateMappedMemoryRanges = try entry.required("vkInvalidateMappedMemoryRanges")
        createEvent = try entry.required("vkCreateEvent")
        destroyEvent = try entry.required("vkDestroyEvent")
        setEvent = try entry.required("vkSetEvent")
        resetEvent = try entry.required("vkResetEvent")
    }
}

/// The device's command-recording entry points.
struct CommandFunctions {
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
    /// `vkCmdCopyBuffer`.
    let cmdCopyBuffer: PFN_vkCmdCopyBuffer
    /// `vkCmdResolveImage`.
    let cmdResolveImage: PFN_vkCmdResolveImage
    let cmdUpdateBuffer: PFN_vkCmdUpdateBuffer
    /// `vkCmdClearColorImage`.
    let cmdClearColorImage: PFN_vkCmdClearColorImage
    /// `vkCmdBindIndexBuffer`.
    let cmdBindIndexBuffer: PFN_vkCmdBindIndexBuffer
    /// `vkCmdDrawIndexed`.
    let cmdDrawIndexed: PFN_vkCmdDrawIndexed
    /// `vkCmdWaitEvents`.
    let cmdWaitEvents: PFN_vkCmdWaitEvents

    init(_ entry: EntryPointLoader, setup: DevicePolicy.Setup) throws(RendererError) {
        cmdWriteTimestamp2 = try entry.required(setup.synchronization2.entryPoint("vkCmdWriteTimestamp2", suffix: "KHR"))
        cmdPipelineBarrier2 = try entry.required(setup.synchronization2.entryPoint("vkCmdPipelineBarrier2", suffix: "KHR"))
        cmdBeginRendering = try entry.required(setup.dynamicRendering.entryPoint("vkCmdBeginRendering", suffix: "KHR"))
        cmdEndRendering = try entry.required(setup.dynamicRendering.entryPoint("vkCmdEndRendering", suffix: "KHR"))
        cmdBindPipeline = try entry.required("vkCmdBindPipeline")
        cmdBindDescriptorSets = try entry.required("vkCmdBindDescriptorSets")
        cmdPushConstants = try entry.required("vkCmdPushConstants")
        cmdDraw = try entry.required("vkCmdDraw")
        cmdDispatch = try entry.required("vkCmdDispatch")
        cmdSetViewport = try entry.required("vkCmdSetViewport")
        cmdSetScissor = try entry.required("vkCmdSetScissor")
        cmdBlitImage = try entry.required("vkCmdBlitImage")
        cmdCopyImageToBuffer = try entry.required("vkCmdCopyImageToBuffer")
        cmdCopyBufferToImage = try entry.required("vkCmdCopyBufferToImage")
        cmdCopyBuffer = try entry.required("vkCmdCopyBuffer")
        cmdResolveImage = try entry.required("vkCmdResolveImage")
        cmdUpdateBuffer = try entry.required("vkCmdUpdateBuffer")
        cmdClearColorImage = try entry.required("vkCmdClearColorImage")
        cmdBindIndexBuffer = try entry.required("vkCmdBindIndexBuffer")
        cmdDrawIndexed = try entry.required("vkCmdDrawIndexed")
        cmdWaitEvents = try entry.required("vkCmdWaitEvents")
    }
}

/// Entry points of `VK_KHR_pipeline_executable_properties`.
struct StatisticsFunctions {
    /// `vkGetPipelineExecutablePropertiesKHR`.
    let getPipelineExecutableProperties: PFN_vkGetPipelineExecutablePropertiesKHR
    /// `vkGetPipelineExecutableStatisticsKHR`.
    let getPipelineExecutableStatistics: PFN_vkGetPipelineExecutableStatisticsKHR
    /// `vkGetPipelineExecutableInternalRepresentationsKHR`.
    let getPipelineExecutableInternalRepresentations: PFN_vkGetPipelineExecutableInternalRepresentationsKHR

    init(_ entry: EntryPointLoader) throws(RendererError) {
        getPipelineExecutableProperties = try entry.required("vkGetPipelineExecutablePropertiesKHR")
        getPipelineExecutableStatistics = try entry.required("vkGetPipelineExecutableStatisticsKHR")
        getPipelineExecutableInternalRepresentations = try entry.required("vkGetPipelineExecutableInternalRepresentationsKHR")
    }
}
