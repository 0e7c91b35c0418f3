internal import CVulkan
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Vulkan loader, opened with `dlopen` once per process.
///
/// Loading at run time instead of linking keeps every other nativescale command working on a
/// machine without Vulkan, and turns a missing loader into ``RendererError/loaderMissing(_:)``.
struct VulkanLibrary: Sendable {
    /// `vkGetInstanceProcAddr`, the one symbol taken from the library itself.
    let getInstanceProcAddr: PFN_vkGetInstanceProcAddr
    /// The entry points that need no instance.
    let global: GlobalFunctions

    /// The process-wide loader, or why it could not be loaded.
    ///
    /// `NATIVESCALE_VULKAN_LIBRARY` names another loader (a path or a library name).
    static let shared: Result<VulkanLibrary, RendererError> = {
        #if os(macOS)
        var names = ["libvulkan.1.dylib", "libMoltenVK.dylib"]
        #else
        var names = ["libvulkan.so.1", "libvulkan.so"]
        #endif
        if let override = getenv("NATIVESCALE_VULKAN_LIBRARY").map({ String(cString: $0) }), !override.isEmpty {
            names = [override]
        }
        var lastError = "not found"
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                if let message = dlerror() { lastError = String(cString: message) }
                continue
            }
            guard let symbol = dlsym(handle, "vkGetInstanceProcAddr") else {
                lastError = "\(name) has no vkGetInstanceProcAddr"
                continue
            }
            let getProcAddr = unsafeBitCast(symbol, to: PFN_vkGetInstanceProcAddr.self)
            do throws(RendererError) {
                return .success(VulkanLibrary(
                    getInstanceProcAddr: getProcAddr, global: try GlobalFunctions(getInstanceProcAddr: getProcAddr)))
            } catch {
                return .failure(error)
            }
        }
        return .failure(.loaderMissing(lastError))
    }()
}
