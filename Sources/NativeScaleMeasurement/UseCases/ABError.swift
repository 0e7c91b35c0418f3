public import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// Why an A/B experiment could not start or finish; the CLI words it and gives its status.
public enum ABError: Error, Hashable, Sendable {
    /// A binary that is not an executable file.
    case notExecutable(String)
    /// A bench argument ab sets itself.
    case reservedArgument(String)
    /// A child `bench` (or `shaders`) run that failed.
    case runFailed(binary: String, command: String, status: Int32, message: String)
    /// A fixed count of runs a side whose U test cannot reach α: the count, α, the smallest p it
    /// can give, and the fewest runs that reach α.
    case roundsCannotDecide(count: Int, alpha: Double, smallestP: Double, needed: Int)
}
