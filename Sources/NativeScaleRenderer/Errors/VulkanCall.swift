internal import CVulkan

/// A Vulkan call that returned an error code: the function (with the resource it was for, when
/// the renderer names one) and the `VkResult` it returned.
public struct VulkanCall: Hashable, Sendable {
    /// The function, e.g. `vkCreateImage (drawable)`.
    public let function: String
    /// The `VkResult` it returned; 0 (`VK_SUCCESS`) when it succeeded without giving the handle
    /// it should have.
    public let result: Int32

    public init(_ function: String, result: Int32) {
        self.function = function
        self.result = result
    }

    /// Whether the call ran out of device or host memory.
    public var isOutOfMemory: Bool {
        result == VK_ERROR_OUT_OF_DEVICE_MEMORY.rawValue || result == VK_ERROR_OUT_OF_HOST_MEMORY.rawValue
    }

    /// The result's name (`VK_ERROR_DEVICE_LOST`), or `VkResult` for a code this table lacks.
    public var resultName: String { Self.name(result) }

    /// What went wrong, without the phase: "vkQueueSubmit failed with VK_ERROR_DEVICE_LOST (-4)".
    var failure: String {
        if result == VK_ERROR_OUT_OF_DEVICE_MEMORY.rawValue { return "out of device memory in \(function) (\(resultName))" }
        if result == VK_ERROR_OUT_OF_HOST_MEMORY.rawValue { return "out of host memory in \(function) (\(resultName))" }
        if result == 0 { return "\(function) returned VK_SUCCESS but no handle" }
        return "\(function) failed with \(resultName) (\(result))"
    }

    /// Names of `VkResult` codes for messages.
    static func name(_ result: Int32) -> String {
        switch result {
        case VK_SUCCESS.rawValue: "VK_SUCCESS"
        case VK_ERROR_OUT_OF_HOST_MEMORY.rawValue: "VK_ERROR_OUT_OF_HOST_MEMORY"
        case VK_ERROR_OUT_OF_DEVICE_MEMORY.rawValue: "VK_ERROR_OUT_OF_DEVICE_MEMORY"
        case VK_ERROR_INITIALIZATION_FAILED.rawValue: "VK_ERROR_INITIALIZATION_FAILED"
        case VK_ERROR_DEVICE_LOST.rawValue: "VK_ERROR_DEVICE_LOST"
        case VK_ERROR_MEMORY_MAP_FAILED.rawValue: "VK_ERROR_MEMORY_MAP_FAILED"
        case VK_ERROR_LAYER_NOT_PRESENT.rawValue: "VK_ERROR_LAYER_NOT_PRESENT"
        case VK_ERROR_EXTENSION_NOT_PRESENT.rawValue: "VK_ERROR_EXTENSION_NOT_PRESENT"
        case VK_ERROR_FEATURE_NOT_PRESENT.rawValue: "VK_ERROR_FEATURE_NOT_PRESENT"
        case VK_ERROR_INCOMPATIBLE_DRIVER.rawValue: "VK_ERROR_INCOMPATIBLE_DRIVER"
        case VK_ERROR_TOO_MANY_OBJECTS.rawValue: "VK_ERROR_TOO_MANY_OBJECTS"
        case VK_ERROR_FORMAT_NOT_SUPPORTED.rawValue: "VK_ERROR_FORMAT_NOT_SUPPORTED"
        case VK_ERROR_FRAGMENTED_POOL.rawValue: "VK_ERROR_FRAGMENTED_POOL"
        case VK_ERROR_OUT_OF_POOL_MEMORY.rawValue: "VK_ERROR_OUT_OF_POOL_MEMORY"
        case VK_TIMEOUT.rawValue: "VK_TIMEOUT"
        case VK_NOT_READY.rawValue: "VK_NOT_READY"
        case VK_ERROR_SURFACE_LOST_KHR.rawValue: "VK_ERROR_SURFACE_LOST_KHR"
        case VK_ERROR_NATIVE_WINDOW_IN_USE_KHR.rawValue: "VK_ERROR_NATIVE_WINDOW_IN_USE_KHR"
        case VK_ERROR_OUT_OF_DATE_KHR.rawValue: "VK_ERROR_OUT_OF_DATE_KHR"
        case VK_SUBOPTIMAL_KHR.rawValue: "VK_SUBOPTIMAL_KHR"
        default: "VkResult"
        }
    }
}
