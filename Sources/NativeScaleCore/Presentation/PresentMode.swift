/// How a swapchain hands frames to the display (the values of `VkPresentModeKHR`, by name).
public enum PresentMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Wait for vertical blank, queue every frame (always available).
    case fifo
    /// Wait for vertical blank, replace the queued frame.
    case mailbox
    /// Present at once; may tear.
    case immediate
    /// FIFO that presents late frames at once.
    case fifoRelaxed = "fifo-relaxed"

    /// The Vulkan name, e.g. `VK_PRESENT_MODE_MAILBOX_KHR`.
    public var vulkanName: String {
        "VK_PRESENT_MODE_" + String(rawValue.uppercased().map { $0 == "-" ? "_" : $0 }) + "_KHR"
    }
}
