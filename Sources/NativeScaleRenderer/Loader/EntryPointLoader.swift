internal import CVulkan

/// Looks Vulkan entry points up by name and casts them to their `PFN_` types, the way volk
/// does: one lookup for the global, instance, device and extension tables alike.
struct EntryPointLoader {
    /// `vkGetInstanceProcAddr` or `vkGetDeviceProcAddr`, bound to its instance or device.
    private let lookup: (String) -> PFN_vkVoidFunction?
    /// Added to the error when an entry point is missing, e.g. "although VK_KHR_surface is enabled".
    private let context: String

    /// Entry points of `instance` (nil: the global ones) through `vkGetInstanceProcAddr`.
    init(instance: VkInstance?, _ getInstanceProcAddr: PFN_vkGetInstanceProcAddr, context: String = "") {
        lookup = { name in name.withCString { getInstanceProcAddr(instance, $0) } }
        self.context = context
    }

    /// Entry points of `device` through `vkGetDeviceProcAddr` (no loader trampoline).
    init(device: VkDevice, _ getDeviceProcAddr: PFN_vkGetDeviceProcAddr, context: String = "") {
        lookup = { name in name.withCString { getDeviceProcAddr(device, $0) } }
        self.context = context
    }

    /// The entry point `name`, or ``RendererError/unsupported(_:)`` naming it.
    func required<T>(_ name: String) throws(RendererError) -> T {
        guard let pointer = lookup(name) else {
            throw .unsupported("the Vulkan loader has no \(name)" + (context.isEmpty ? "" : " \(context)"))
        }
        return unsafeBitCast(pointer, to: T.self)
    }

    /// The entry point `name`, or nil when the loader does not have it.
    func optional<T>(_ name: String, as type: T.Type) -> T? {
        lookup(name).map { unsafeBitCast($0, to: type) }
    }
}
