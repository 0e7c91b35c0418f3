internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

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
        let entry = EntryPointLoader(instance: instance, getInstanceProcAddr, extension: "VK_KHR_surface")
        destroySurface = try entry.required("vkDestroySurfaceKHR")
        getSurfaceSupport = try entry.required("vkGetPhysicalDeviceSurfaceSupportKHR")
        getSurfaceCapabilities = try entry.required("vkGetPhysicalDeviceSurfaceCapabilitiesKHR")
        getSurfaceFormats = try entry.required("vkGetPhysicalDeviceSurfaceFormatsKHR")
        getSurfacePresentModes = try entry.required("vkGetPhysicalDeviceSurfacePresentModesKHR")
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
        let entry = EntryPointLoader(device: device, getDeviceProcAddr, extension: "VK_KHR_swapchain")
        createSwapchain = try entry.required("vkCreateSwapchainKHR")
        destroySwapchain = try entry.required("vkDestroySwapchainKHR")
        getSwapchainImages = try entry.required("vkGetSwapchainImagesKHR")
        acquireNextImage = try entry.required("vkAcquireNextImageKHR")
        queuePresent = try entry.required("vkQueuePresentKHR")
        createSemaphore = try entry.required("vkCreateSemaphore")
        destroySemaphore = try entry.required("vkDestroySemaphore")
    }
}
