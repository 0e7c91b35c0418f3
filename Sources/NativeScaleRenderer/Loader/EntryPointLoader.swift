internal import CVulkan
import NativeScaleRendering

/// Looks Vulkan entry points up by name and casts them to their `PFN_` types, the way volk
/// does: one lookup for the global, instance, device and extension tables alike.
struct EntryPointLoader {
    /// `vkGetInstanceProcAddr` or `vkGetDeviceProcAddr`, bound to its instance or device.
    private let lookup: (String) -> PFN_vkVoidFunction?
    /// Where the entry points come from, for the error when one is missing.
    private let source: LoaderError.FunctionSource

    /// Entry points of `instance` (nil: the global ones) through `vkGetInstanceProcAddr`;
    /// `extension` is the one that should provide them, if any.
    init(instance: VkInstance?, _ getInstanceProcAddr: PFN_vkGetInstanceProcAddr, extension: String? = nil) {
        lookup = { name in name.withCString { getInstanceProcAddr(instance, $0) } }
        source = instance == nil ? .loader : .instance(extension: `extension`)
    }

    /// Entry points of `device` through `vkGetDeviceProcAddr` (no loader trampoline);
    /// `extension` is the one that should provide them, if any.
    init(device: VkDevice, _ getDeviceProcAddr: PFN_vkGetDeviceProcAddr, extension: String? = nil) {
        lookup = { name in name.withCString { getDeviceProcAddr(device, $0) } }
        source = .device(extension: `extension`)
    }

    /// The entry point `name`, or ``LoaderError/missingFunction(_:in:)`` naming it.
    func required<T>(_ name: String) throws(RendererError) -> T {
        guard let pointer = lookup(name) else {
            throw .loader(.missingFunction(name, in: source))
        }
        return unsafeBitCast(pointer, to: T.self)
    }

    /// The entry point `name`, or nil when the loader does not have it.
    func optional<T>(_ name: String, as type: T.Type) -> T? {
        lookup(name).map { unsafeBitCast($0, to: type) }
    }
}
