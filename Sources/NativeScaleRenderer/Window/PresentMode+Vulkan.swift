internal import CVulkan
public import NativeScaleCore

extension PresentMode {
    /// The `VkPresentModeKHR` of this mode.
    var vulkanValue: VkPresentModeKHR {
        switch self {
        case .fifo: VK_PRESENT_MODE_FIFO_KHR
        case .mailbox: VK_PRESENT_MODE_MAILBOX_KHR
        case .immediate: VK_PRESENT_MODE_IMMEDIATE_KHR
        case .fifoRelaxed: VK_PRESENT_MODE_FIFO_RELAXED_KHR
        }
    }

    init?(_ value: VkPresentModeKHR) {
        guard let mode = Self.allCases.first(where: { $0.vulkanValue == value }) else { return nil }
        self = mode
    }
}
