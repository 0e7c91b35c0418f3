/// A size in pixels before rounding: a ``LogicalSize`` times a ``ScaleFactor``.
///
/// Platforms disagree on how to turn this into whole pixels (see ``PixelRounding``), which is
/// why it is a type of its own rather than a ``PixelSize``.
public struct ExactPixelSize: Hashable, Sendable {
    /// The unrounded width in pixels.
    public var width: Double
    /// The unrounded height in pixels.
    public var height: Double

    /// Creates an unrounded pixel size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whole pixels along each axis, rounded with `rounding`.
    public func rounded(_ rounding: PixelRounding) -> PixelSize {
        PixelSize(width: rounding.round(width), height: rounding.round(height))
    }

    /// Whether both axes are already whole numbers.
    public var isIntegral: Bool {
        width == width.rounded(.towardZero) && height == height.rounded(.towardZero)
    }
}
