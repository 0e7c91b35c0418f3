internal import CVulkan
import NativeScaleRendering

/// Entry points that need no instance, from `vkGetInstanceProcAddr(nil, …)`.
struct GlobalFunctions {
    /// `vkCreateInstance`.
    let createInstance: PFN_vkCreateInstance
    /// `vkEnumerateInstanceVersion`.
    let enumerateInstanceVersion: PFN_vkEnumerateInstanceVersion
    /// `vkEnumerateInstanceLayerProperties`.
    let enumerateInstanceLayerProperties: PFN_vkEnumerateInstanceLayerProperties
    /// `vkEnumerateInstanceExtensionProperties`.
    let enumerateInstanceExtensionProperties: PFN_vkEnumerateInstanceExtensionProperties

    init(getInstanceProcAddr: PFN_vkGetInstanceProcAddr) throws(RendererError) {
        let entry = EntryPointLoader(instance: nil, getInstanceProcAddr)
        createInstance = try entry.required("vkCreateInstance")
        enumerateInstanceVersion = try entry.required("vkEnumerateInstanceVersion")
        enumerateInstanceLayerProperties = try entry.required("vkEnumerateInstanceLayerProperties")
        enumerateInstanceExtensionProperties = try entry.required("vkEnumerateInstanceExtensionProperties")
    }
}
