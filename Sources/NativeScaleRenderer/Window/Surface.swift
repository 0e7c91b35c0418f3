internal import CVulkan

/// A Vulkan surface for a window (`glfwCreateWindowSurface`), destroyed with
/// `vkDestroySurfaceKHR`. Retains the instance and the window it belongs to.
public final class Surface {
    let instance: Instance
    let window: Window
    let handle: VkSurfaceKHR
    let functions: SurfaceFunctions

    /// Creates the surface; the instance must have been made with
    /// ``Instance/init(validation:presentingTo:)``.
    public init(instance: Instance, window: Window) throws(RendererError) {
        guard let functions = instance.surfaceFunctions else {
            throw .unsupported("the Vulkan instance was created without surface extensions; use Instance(validation:presentingTo:)")
        }
        var surface: VkSurfaceKHR?
        let result = window.server.library.createWindowSurface(instance.handle, window.handle, nil, &surface)
        guard result == VK_SUCCESS, let surface else {
            throw .windowSystem("could not create a Vulkan surface for the window: glfwCreateWindowSurface returned "
                + "\(VulkanResultName.name(result.rawValue)) (\(result.rawValue)); \(window.server.library.lastError() ?? "")")
        }
        self.instance = instance
        self.window = window
        self.handle = surface
        self.functions = functions
    }

    deinit {
        functions.destroySurface(instance.handle, handle, nil)
    }

    /// Whether `queueFamily` of `device` can present here (`vkGetPhysicalDeviceSurfaceSupportKHR`).
    func isSupported(by device: VkPhysicalDevice, queueFamily: UInt32) throws(RendererError) -> Bool {
        var supported: VkBool32 = 0
        try check(functions.getSurfaceSupport(device, queueFamily, handle, &supported), "vkGetPhysicalDeviceSurfaceSupportKHR")
        return supported != 0
    }

    /// Extent limits, image counts, usages and transforms (`vkGetPhysicalDeviceSurfaceCapabilitiesKHR`).
    func capabilities(on device: VkPhysicalDevice) throws(RendererError) -> VkSurfaceCapabilitiesKHR {
        var capabilities = VkSurfaceCapabilitiesKHR()
        try check(functions.getSurfaceCapabilities(device, handle, &capabilities), "vkGetPhysicalDeviceSurfaceCapabilitiesKHR")
        return capabilities
    }

    /// The formats and colour spaces offered (`vkGetPhysicalDeviceSurfaceFormatsKHR`).
    func formats(on device: VkPhysicalDevice) throws(RendererError) -> [VkSurfaceFormatKHR] {
        var count: UInt32 = 0
        try check(functions.getSurfaceFormats(device, handle, &count, nil), "vkGetPhysicalDeviceSurfaceFormatsKHR")
        var formats = [VkSurfaceFormatKHR](repeating: VkSurfaceFormatKHR(), count: Int(count))
        try check(functions.getSurfaceFormats(device, handle, &count, &formats), "vkGetPhysicalDeviceSurfaceFormatsKHR")
        return Array(formats.prefix(Int(count)))
    }

    /// The present modes offered (`vkGetPhysicalDeviceSurfacePresentModesKHR`), in nativescale's names.
    public func presentModes(on gpu: GPU) throws(RendererError) -> [PresentMode] {
        var count: UInt32 = 0
        try check(functions.getSurfacePresentModes(gpu.physicalDevice, handle, &count, nil), "vkGetPhysicalDeviceSurfacePresentModesKHR")
        var modes = [VkPresentModeKHR](repeating: VK_PRESENT_MODE_FIFO_KHR, count: Int(count))
        try check(functions.getSurfacePresentModes(gpu.physicalDevice, handle, &count, &modes), "vkGetPhysicalDeviceSurfacePresentModesKHR")
        return modes.prefix(Int(count)).compactMap(PresentMode.init)
    }
}
