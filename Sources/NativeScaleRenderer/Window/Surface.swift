internal import CVulkan
public import NativeScaleCore
public import NativeScaleRendering
public import NativeScaleWindowing

/// A Vulkan surface for a window, destroyed with `vkDestroySurfaceKHR`. Retains the instance and
/// the window it belongs to.
///
/// On X11 and Wayland it is made from GLFW's native handles with nativescale's own loader
/// (`vkCreateXlibSurfaceKHR`, `vkCreateWaylandSurfaceKHR`): GLFW 3.3 `dlopen`s a loader of its
/// own, and `glfwCreateWindowSurface` would hand that loader a `VkInstance` from ours wherever
/// the two differ (`NATIVESCALE_VULKAN_LIBRARY`, a bundled MoltenVK). Elsewhere
/// `glfwCreateWindowSurface` is the only way GLFW offers.
public final class Surface {
    let instance: Instance
    let window: Window
    let handle: VkSurfaceKHR
    let functions: SurfaceFunctions

    /// Creates the surface; the instance must have been made with
    /// ``Instance/init(validation:presentingTo:)``.
    public init(instance: Instance, window: Window) throws(RendererError) {
        guard let functions = instance.surfaceFunctions else {
            throw .window(.extensionNotEnabled("VK_KHR_surface"))
        }
        var surface: VkSurfaceKHR?
        let (result, call) = Self.create(instance: instance, window: window, into: &surface)
        guard result == VK_SUCCESS, let surface else {
            throw .window(.surfaceRefused(VulkanCall(call, result: result.rawValue), windowSystem: window.server.library.lastError()))
        }
        self.instance = instance
        self.window = window
        self.handle = surface
        self.functions = functions
    }

    deinit {
        functions.destroySurface(instance.handle, handle, nil)
    }

    /// Creates the surface with the instance's own loader where the instance was made with a
    /// native surface extension, else through GLFW; returns the result and the call used.
    private static func create(instance: Instance, window: Window, into surface: inout VkSurfaceKHR?) -> (VkResult, String) {
        let library = window.server.library
        let lookup = instance.library.getInstanceProcAddr
        if instance.enabledExtensions.contains("VK_KHR_xlib_surface"), let display = library.getX11Display, let native = library.getX11Window,
            let entry = "vkCreateXlibSurfaceKHR".withCString({ lookup(instance.handle, $0) })
        {
            var info = NSXlibSurfaceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_XLIB_SURFACE_CREATE_INFO_KHR
            info.dpy = UnsafeMutableRawPointer(display())
            info.window = native(window.handle)
            return (unsafeBitCast(entry, to: NSPFN_vkCreateXlibSurfaceKHR.self)(instance.handle, &info, nil, &surface), "vkCreateXlibSurfaceKHR")
        }
        if instance.enabledExtensions.contains("VK_KHR_wayland_surface"), let display = library.getWaylandDisplay,
            let native = library.getWaylandWindow, let entry = "vkCreateWaylandSurfaceKHR".withCString({ lookup(instance.handle, $0) })
        {
            var info = NSWaylandSurfaceCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_WAYLAND_SURFACE_CREATE_INFO_KHR
            info.display = UnsafeMutableRawPointer(display())
            info.surface = UnsafeMutableRawPointer(native(window.handle))
            return (unsafeBitCast(entry, to: NSPFN_vkCreateWaylandSurfaceKHR.self)(instance.handle, &info, nil, &surface), "vkCreateWaylandSurfaceKHR")
        }
        // GLFW's entry point is typed without Vulkan's headers (GLFWLibrary): the same pointers and int.
        let result = library.createWindowSurface(instance.handle, window.handle, nil, &surface)
        return (VkResult(rawValue: result), "glfwCreateWindowSurface")
    }

    /// Whether `queueFamily` of `device` can present here (`vkGetPhysicalDeviceSurfaceSupportKHR`).
    func isSupported(by device: VkPhysicalDevice, queueFamily: UInt32) throws(RendererError) -> Bool {
        var supported: VkBool32 = 0
        try check(functions.getSurfaceSupport(device, queueFamily, handle, &supported), "vkGetPhysicalDeviceSurfaceSupportKHR", .window)
        return supported != 0
    }

    /// Extent limits, image counts, usages and transforms (`vkGetPhysicalDeviceSurfaceCapabilitiesKHR`).
    func capabilities(on device: VkPhysicalDevice) throws(RendererError) -> VkSurfaceCapabilitiesKHR {
        var capabilities = VkSurfaceCapabilitiesKHR()
        try check(functions.getSurfaceCapabilities(device, handle, &capabilities), "vkGetPhysicalDeviceSurfaceCapabilitiesKHR", .window)
        return capabilities
    }

    /// The formats and colour spaces offered (`vkGetPhysicalDeviceSurfaceFormatsKHR`).
    func formats(on device: VkPhysicalDevice) throws(RendererError) -> [VkSurfaceFormatKHR] {
        var count: UInt32 = 0
        try check(functions.getSurfaceFormats(device, handle, &count, nil), "vkGetPhysicalDeviceSurfaceFormatsKHR", .window)
        var formats = [VkSurfaceFormatKHR](repeating: VkSurfaceFormatKHR(), count: Int(count))
        try check(functions.getSurfaceFormats(device, handle, &count, &formats), "vkGetPhysicalDeviceSurfaceFormatsKHR", .window)
        return Array(formats.prefix(Int(count)))
    }

    /// The present modes offered (`vkGetPhysicalDeviceSurfacePresentModesKHR`), in nativescale's names.
    public func presentModes(on gpu: GPU) throws(RendererError) -> [PresentMode] {
        var count: UInt32 = 0
        try check(functions.getSurfacePresentModes(gpu.physicalDevice, handle, &count, nil), "vkGetPhysicalDeviceSurfacePresentModesKHR", .window)
        var modes = [VkPresentModeKHR](repeating: VK_PRESENT_MODE_FIFO_KHR, count: Int(count))
        try check(functions.getSurfacePresentModes(gpu.physicalDevice, handle, &count, &modes), "vkGetPhysicalDeviceSurfacePresentModesKHR", .window)
        return modes.prefix(Int(count)).compactMap(PresentMode.init)
    }
}
