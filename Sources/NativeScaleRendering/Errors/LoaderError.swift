public import NativeScaleCore

/// Opening a library: the Vulkan loader, GLFW or RenderDoc, their functions, and the loader's
/// own global commands (`vkEnumerateInstanceVersion`, its layers and extensions).
public enum LoaderError: PhaseError {
    /// A global command of the loader returned an error.
    case call(VulkanCall)
    /// The Vulkan loader (`libvulkan.so.1`) could not be opened: the dynamic linker's message.
    case vulkanMissing(String)
    /// GLFW (`libglfw.so.3`) could not be opened, or lacks a function: the detail.
    case glfwMissing(String)
    /// RenderDoc's library could not be opened (captures need it): the detail.
    case renderDocMissing(String)
    /// A function the Vulkan loader, an extension or RenderDoc should export and does not.
    case missingFunction(String, in: FunctionSource)

    /// Where a function was looked up.
    public enum FunctionSource: Hashable, Sendable {
        /// The loader's own functions (`vkGetInstanceProcAddr` with no instance).
        case loader
        /// The instance's, with the extension that should provide it, if any.
        case instance(extension: String?)
        /// The device's, with the extension that should provide it, if any.
        case device(extension: String?)
        /// RenderDoc's in-application API of this version.
        case renderDoc(version: String)
    }

    static let packageHint = "install a Vulkan loader and driver, e.g. 'apt-get install libvulkan1 mesa-vulkan-drivers' (scripts/bootstrap does)"

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .vulkanMissing(let detail):
            "no Vulkan loader: \(detail); \(Self.packageHint)"
        case .glfwMissing(let detail):
            "no GLFW library: \(detail); windows and monitors need it: install it with 'apt-get install libglfw3' (scripts/bootstrap does)"
        case .renderDocMissing(let detail):
            "no RenderDoc library: \(detail); --capture needs RenderDoc: install it with 'apt-get install renderdoc'"
        case .missingFunction(let name, .instance(let `extension`?)):
            "the Vulkan loader has no \(name) although \(`extension`) is enabled"
        case .missingFunction(let name, .device(let `extension`?)):
            "the Vulkan loader has no \(name) for the device although \(`extension`) is enabled"
        case .missingFunction(let name, .renderDoc(let version)):
            "RenderDoc \(version) has no \(name)"
        case .missingFunction(let name, _):
            "the Vulkan loader has no \(name)"
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .vulkanMissing, .glfwMissing, .renderDocMissing: .unavailable
        case .call, .missingFunction: .failure
        }
    }

    public var remedy: Remedy? {
        if case .glfwMissing = self { .windowLibrary } else { nil }
    }
}
