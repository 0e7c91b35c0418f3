public import NativeScaleCore

/// What every phase's error says: its line, the Vulkan call that failed (when one did), the
/// exit status and the remedy.
public protocol PhaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The Vulkan call that returned an error, when that is what failed.
    var call: VulkanCall? { get }
    /// The process's exit status for this error.
    var exitStatus: ExitStatus { get }
    /// What the user can do about it, when there is one thing.
    var remedy: Remedy? { get }
}
