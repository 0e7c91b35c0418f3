public import NativeScaleCore

/// Creating the Vulkan instance: its version, extensions, the validation layer and what the
/// layer reported.
public enum InstanceError: PhaseError {
    /// `vkCreateInstance`, the debug messenger or `vkEnumeratePhysicalDevices` returned an error.
    case call(VulkanCall)
    /// The loader supports an older Vulkan than nativescale needs.
    case loaderTooOld(supports: String, needs: String)
    /// No Vulkan driver (ICD) is installed (`VK_ERROR_INCOMPATIBLE_DRIVER`).
    case noDriver
    /// The loader lacks instance extensions asked for: the extensions, and whether windows need them.
    case extensionsMissing([String], forWindows: Bool)
    /// The validation layer was asked for but is not installed.
    case validationLayerMissing
    /// The validation layer reported messages.
    case validationMessages([String])

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .loaderTooOld(let supports, let needs):
            "no suitable Vulkan device: the Vulkan loader supports \(supports); nativescale needs \(needs) or newer; \(LoaderError.packageHint)"
        case .noDriver:
            "no suitable Vulkan device: no Vulkan driver (ICD) is installed; \(LoaderError.packageHint)"
        case .extensionsMissing(let names, let forWindows):
            "no suitable Vulkan device: the Vulkan loader lacks the instance extension "
                + names.joined(separator: " or ") + (forWindows ? ", which windows on this system need" : "") + "; \(LoaderError.packageHint)"
        case .validationLayerMissing:
            "validation needs VK_LAYER_KHRONOS_validation; install it with 'apt-get install vulkan-validationlayers'"
        case .validationMessages(let messages):
            "the validation layer reported \(messages.count) message(s): " + messages.prefix(5).joined(separator: " | ")
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .call: .failure
        case .loaderTooOld, .noDriver, .extensionsMissing, .validationLayerMissing: .unavailable
        case .validationMessages: .validation
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .validationLayerMissing: .validationLayer
        case .loaderTooOld, .noDriver, .extensionsMissing: .chooseDevice
        case .call, .validationMessages: nil
        }
    }
}
