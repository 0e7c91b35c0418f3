internal import CVulkan

/// How the swapchain hands frames to the display (`VkPresentModeKHR`).
public enum PresentMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Wait for vertical blank, queue every frame (always available).
    case fifo
    /// Wait for vertical blank, replace the queued frame.
    case mailbox
    /// Present at once; may tear.
    case immediate
    /// FIFO that presents late frames at once.
    case fifoRelaxed = "fifo-relaxed"

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

    /// The Vulkan name, e.g. `VK_PRESENT_MODE_MAILBOX_KHR`.
    public var vulkanName: String {
        "VK_PRESENT_MODE_" + String(rawValue.uppercased().map { $0 == "-" ? "_" : $0 }) + "_KHR"
    }
}
