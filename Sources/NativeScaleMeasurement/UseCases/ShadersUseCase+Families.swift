public import NativeScaleRenderer
import NativeScaleStatistics
import NativeScaleResults

extension ShadersUseCase {
    /// The RADV families `--family` accepts (Mesa 22.3's names), oldest first.
    public static var knownFamilies: [String] { RADVFamily.names }
    /// The families compiled when `--family` is not given: one per generation, GCN 4 to RDNA 3.
    public static var defaultFamilies: [String] { RADVFamily.defaults }

    /// Whether `name` is a family RADV knows (it aborts the process on any other).
    public static func isKnownFamily(_ name: String) -> Bool { RADVFamily.isKnown(name) }
}
