public import NativeScaleCore
import NativeScaleStatistics

/// An image a session hands back to be saved, with its file name stem.
public struct SavedImage: Sendable {
    /// A file name stem, e.g. `point-1242x2208-area`.
    public let name: String
    public let image: RGBAImage

    public init(name: String, image: RGBAImage) {
        self.name = name
        self.image = image
    }
}
