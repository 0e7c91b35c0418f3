public import NativeScaleCore
import NativeScaleStatistics

/// Why `nativescale shaders` could not compile on a target, as values; Reporting words it.
public enum ShaderStatisticsError: Error, Hashable, Sendable {
    /// No RADV ICD manifest: Mesa's Vulkan drivers are not installed.
    case radvMissing
    /// The child for `family` exited with an error of its own.
    case childFailed(family: String, status: Int32, detail: String)
    /// The child for `family` died from `signal` before any pipeline compiled.
    case childCrashed(family: String, signal: Int32, detail: String)
    /// A child's request or output file could not be read.
    case childOutput(path: String)
    /// The child's environment showed no device that reports statistics.
    case noStatisticsDevice([String])
}
