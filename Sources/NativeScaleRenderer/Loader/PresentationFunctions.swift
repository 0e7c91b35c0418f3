internal import CVulkan

/// `VK_KHR_surface` entry points of one instance, loaded when the extension is enabled.
struct SurfaceFunctions {
    /// `vkDestroySurfaceKHR`.
    let destroySurface: PFN_vkDestroySurfaceKHR
    /// `vkGetPhysicalDeviceSurfaceSupportKHR`.
    let getSurfaceSupport: PFN_vkGetPhysicalDeviceSurfaceSupportKHR
    /// `vkGetPhysicalDeviceSurfaceCapabilitiesKHR`.
    let getSurfaceCapabilities: PFN_vkGetPhysicalDeviceSurfaceCapabilitiesKHR
    /// `vkGetPhysicalDeviceSurfaceFormatsKHR`.
    let getSurfaceFormats: PFN_vkGetPhysicalDeviceSurfaceFormatsKHR
    /// `vkGetPhysicalDeviceSurfacePresentModesKHR`.
    let getSurfacePresentModes: PFN_vkGetPhysicalDeviceSurfacePresentModesKHR

    init(instance: VkInstance, getInstanceProcAddr: PFN_vkGetInstanceProcAddr) throws(RendererError) {
        func load<T>(_ name: String) throws(RendererError) -> T {
            guard let pointer = name.withCString({ getInstanceProcAddr(instance, $0) }) else {
                throw .unsupported("the Vulkan loader has no \(name) although VK_KHR_surface is enabled")
            }
            return unsafeBitCast(pointer, to: T.self)
        }
        destroySurface = try load("vkDestroySurfaceKHR")
        getSurfaceSupport = try load("vkGetPhysicalDeviceSurfaceSupportKHR")
        getSurfaceCapabilities = try load("vkGetPhysicalDeviceSurfaceCapabilitiesKHR")
        getSurfaceFormats = try load("vkGetPhysicalDeviceSurfaceFormatsKHR")
        getSurfacePresentModes = try load("vkGetPhysicalDeviceSurfacePresentModesKHR")
    }
}

/// `VK_KHR_swapchain` entry points of one device, plus the semaphores presentation needs.
struct SwapchainFunctions {
    /// `vkCreateSwapchainKHR`.
    let createSwapchain: PFN_vkCreateSwapchainKHR
    /// `vkDestroySwapchainKHR`.
    let destroySwapchain: PFN_vkDestroySwapchainKHR
    /// `vkGetSwapchainImagesKHR`.
    let getSwapchainImages: PFN_vkGetSwapchainImagesKHR
    /// `vkAcquireNextImageKHR`.
    let acquireNextImage: PFN_vkAcquireNextImageKHR
    /// `vkQueuePresentKHR`.
    let queuePresent: PFN_vkQueuePresentKHR
    /// `vkCreateSemaphore`.
    let createSemaphore: PFN_vkCreateSemaphore
    /// `vkDestroySemaphore`.
    let destroySemaphore: PFN_vkDestroySemaphore

    init(device: VkDevice, getDeviceProcAddr: PFN_vkGetDeviceProcAddr) throws(RendererError) {
        func load<T>(_ name: String) throws(RendererError) -> T {
            guard let pointer = name.withCString({ getDeviceProcAddr(device, $0) }) else {
                throw .unsupported("the device has no \(name) although VK_KHR_swapchain is enabled")
            }
            return unsafeBitCast(pointer, to: T.self)
        }
        createSwapchain = try load("vkCreateSwapchainKHR")
        destroySwapchain = try load("vkDestroySwapchainKHR")
        getSwapchainImages = try load("vkGetSwapchainImagesKHR")
        acquireNextImage = try load("vkAcquireNextImageKHR")
        queuePresent = try load("vkQueuePresentKHR")
        createSemaphore = try load("vkCreateSemaphore")
        destroySemaphore = try load("vkDestroySemaphore")
    }
}
