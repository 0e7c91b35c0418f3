internal import CVulkan
public import NativeScaleRendering

extension GPU {
    /// Opens the device `request` names, or the best suitable one, among the devices whose
    /// graphics queue can present to `surface` (`vkGetPhysicalDeviceSurfaceSupportKHR`), with
    /// `VK_KHR_swapchain` enabled. Every wait on the device gives up after `timeout`.
    public convenience init(
        instance: Instance, request: String? = nil, presentingTo surface: Surface,
        timeout: Duration = GPU.defaultTimeout
    ) throws(RendererError) {
        var presentable: Set<Int> = []
        for candidate in try instance.physicalDevices() {
            guard let family = candidate.queueFamily, candidate.capabilities.extensions.contains("VK_KHR_swapchain"),
                try surface.isSupported(by: candidate.handle, queueFamily: family)
            else { continue }
            presentable.insert(candidate.info.index)
        }
        try self.init(instance: instance, request: request, presentable: presentable, timeout: timeout)
    }
}
