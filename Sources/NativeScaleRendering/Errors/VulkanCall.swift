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
        result == Self.outOfDeviceMemory || result == Self.outOfHostMemory
    }

    /// The result's name (`VK_ERROR_DEVICE_LOST`), or `VkResult` for a code this table lacks.
    public var resultName: String { Self.name(result) }

    /// What went wrong, without the phase: "vkQueueSubmit failed with VK_ERROR_DEVICE_LOST (-4)".
    package var failure: String {
        if result == Self.outOfDeviceMemory { return "out of device memory in \(function) (\(resultName))" }
        if result == Self.outOfHostMemory { return "out of host memory in \(function) (\(resultName))" }
        if result == 0 { return "\(function) returned VK_SUCCESS but no handle" }
        return "\(function) failed with \(resultName) (\(result))"
    }

    /// `VK_ERROR_OUT_OF_HOST_MEMORY`'s code.
    package static let outOfHostMemory: Int32 = -1
    /// `VK_ERROR_OUT_OF_DEVICE_MEMORY`'s code.
    package static let outOfDeviceMemory: Int32 = -2

    /// The `VkResult` codes messages name, with their values from `vulkan_core.h` (this module
    /// has no Vulkan headers; the renderer's tests check each value against them).
    package static let resultNames: [(code: Int32, name: String)] = [
        (0, "VK_SUCCESS"), (1, "VK_NOT_READY"), (2, "VK_TIMEOUT"),
        (-1, "VK_ERROR_OUT_OF_HOST_MEMORY"), (-2, "VK_ERROR_OUT_OF_DEVICE_MEMORY"), (-3, "VK_ERROR_INITIALIZATION_FAILED"),
        (-4, "VK_ERROR_DEVICE_LOST"), (-5, "VK_ERROR_MEMORY_MAP_FAILED"), (-6, "VK_ERROR_LAYER_NOT_PRESENT"),
        (-7, "VK_ERROR_EXTENSION_NOT_PRESENT"), (-8, "VK_ERROR_FEATURE_NOT_PRESENT"), (-9, "VK_ERROR_INCOMPATIBLE_DRIVER"),
        (-10, "VK_ERROR_TOO_MANY_OBJECTS"), (-11, "VK_ERROR_FORMAT_NOT_SUPPORTED"), (-12, "VK_ERROR_FRAGMENTED_POOL"),
        (-1_000_069_000, "VK_ERROR_OUT_OF_POOL_MEMORY"), (-1_000_000_000, "VK_ERROR_SURFACE_LOST_KHR"),
        (-1_000_000_001, "VK_ERROR_NATIVE_WINDOW_IN_USE_KHR"), (-1_000_001_004, "VK_ERROR_OUT_OF_DATE_KHR"), (1_000_001_003, "VK_SUBOPTIMAL_KHR"),
    ]

    /// Names of `VkResult` codes for messages.
    static func name(_ result: Int32) -> String {
        resultNames.first { $0.code == result }?.name ?? "VkResult"
    }
}
