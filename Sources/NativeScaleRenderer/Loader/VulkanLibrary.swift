internal import CVulkan
import NativeScaleRendering
import NativeScaleWindowing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Vulkan loader, opened with `dlopen` once per process.
///
/// Loading at run time instead of linking keeps every other nativescale command working on a
/// machine without Vulkan, and turns a missing loader into ``LoaderError/vulkanMissing(_:)``.
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
            let names = ["libvulkan.1.dylib", "libMoltenVK.dylib"]
        #else
            let names = ["libvulkan.so.1", "libvulkan.so"]
        #endif
        switch DynamicLibrary.open(names, exporting: "vkGetInstanceProcAddr", override: "NATIVESCALE_VULKAN_LIBRARY") {
        case .failure(let failure):
            return .failure(.loader(.vulkanMissing(failure.detail)))
        case .success((let handle, _)):
            let getProcAddr = unsafeBitCast(dlsym(handle, "vkGetInstanceProcAddr"), to: PFN_vkGetInstanceProcAddr.self)
            do throws(RendererError) {
                return .success(VulkanLibrary(getInstanceProcAddr: getProcAddr, global: try GlobalFunctions(getInstanceProcAddr: getProcAddr)))
            } catch {
                return .failure(error)
            }
        }
    }()
}
