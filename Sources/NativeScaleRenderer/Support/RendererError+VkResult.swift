internal import CVulkan
import NativeScaleRendering

/// Throws for negative `VkResult`s (errors), filed under `phase`, the step the call belongs to;
/// positive codes are statuses handled by the caller.
@inline(__always)
func check(_ result: VkResult, _ function: String, _ phase: RendererError.Phase) throws(RendererError) {
    guard result.rawValue >= 0 else { throw .failed(function, result: result.rawValue, in: phase) }
}

extension VulkanCall {
    /// The codes of the results ``VulkanCall/resultNames`` names, from `vulkan_core.h`: what its
    /// table, written without Vulkan's headers, is checked against.
    package static let headerCodes: [String: Int32] = [
        "VK_SUCCESS": VK_SUCCESS.rawValue, "VK_NOT_READY": VK_NOT_READY.rawValue, "VK_TIMEOUT": VK_TIMEOUT.rawValue,
        "VK_ERROR_OUT_OF_HOST_MEMORY": VK_ERROR_OUT_OF_HOST_MEMORY.rawValue, "VK_ERROR_OUT_OF_DEVICE_MEMORY": VK_ERROR_OUT_OF_DEVICE_MEMORY.rawValue,
        "VK_ERROR_INITIALIZATION_FAILED": VK_ERROR_INITIALIZATION_FAILED.rawValue, "VK_ERROR_DEVICE_LOST": VK_ERROR_DEVICE_LOST.rawValue,
        "VK_ERROR_MEMORY_MAP_FAILED": VK_ERROR_MEMORY_MAP_FAILED.rawValue, "VK_ERROR_LAYER_NOT_PRESENT": VK_ERROR_LAYER_NOT_PRESENT.rawValue,
        "VK_ERROR_EXTENSION_NOT_PRESENT": VK_ERROR_EXTENSION_NOT_PRESENT.rawValue, "VK_ERROR_FEATURE_NOT_PRESENT": VK_ERROR_FEATURE_NOT_PRESENT.rawValue,
        "VK_ERROR_INCOMPATIBLE_DRIVER": VK_ERROR_INCOMPATIBLE_DRIVER.rawValue, "VK_ERROR_TOO_MANY_OBJECTS": VK_ERROR_TOO_MANY_OBJECTS.rawValue,
        "VK_ERROR_FORMAT_NOT_SUPPORTED": VK_ERROR_FORMAT_NOT_SUPPORTED.rawValue, "VK_ERROR_FRAGMENTED_POOL": VK_ERROR_FRAGMENTED_POOL.rawValue,
        "VK_ERROR_OUT_OF_POOL_MEMORY": VK_ERROR_OUT_OF_POOL_MEMORY.rawValue, "VK_ERROR_SURFACE_LOST_KHR": VK_ERROR_SURFACE_LOST_KHR.rawValue,
        "VK_ERROR_NATIVE_WINDOW_IN_USE_KHR": VK_ERROR_NATIVE_WINDOW_IN_USE_KHR.rawValue, "VK_ERROR_OUT_OF_DATE_KHR": VK_ERROR_OUT_OF_DATE_KHR.rawValue,
        "VK_SUBOPTIMAL_KHR": VK_SUBOPTIMAL_KHR.rawValue,
    ]
}
