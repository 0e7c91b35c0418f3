internal import CVulkan
import Synchronization

/// Messages the Khronos validation layer reported through `VK_EXT_debug_utils`.
public final class ValidationLog: Sendable {
    private let storage = Mutex<[String]>([])

    init() {}

    /// Every warning and error reported so far.
    public var messages: [String] { storage.withLock { $0 } }

    func append(_ message: String) {
        storage.withLock { $0.append(message) }
    }

    /// The `PFN_vkDebugUtilsMessengerCallbackEXT` that appends warnings and errors to the log
    /// passed as `pUserData`.
    static let callback: PFN_vkDebugUtilsMessengerCallbackEXT = { severity, _, data, userData in
        guard let userData, let data else { return VkBool32(VK_FALSE) }
        let important = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT.rawValue | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT.rawValue
        guard severity.rawValue & important != 0 else { return VkBool32(VK_FALSE) }
        let log = Unmanaged<ValidationLog>.fromOpaque(userData).takeUnretainedValue()
        let id = data.pointee.pMessageIdName.map { String(cString: $0) } ?? "validation"
        let text = data.pointee.pMessage.map { String(cString: $0) } ?? ""
        log.append("[\(id)] \(text)")
        return VkBool32(VK_FALSE)
    }
}
