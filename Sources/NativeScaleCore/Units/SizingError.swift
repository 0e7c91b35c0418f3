/// Why a size, scale or display description was rejected, as values; Reporting words it.
public enum SizingError: Error, Hashable, Sendable {
    /// A logical length that is not finite, not positive, or absurdly large.
    case invalidLogicalLength(name: String, axis: String, value: Double, maximum: Double)
    /// A scale factor that is not finite, not positive, or absurdly large.
    case invalidScale(name: String, value: Double, maximum: Double)
    /// A pixel length that is not positive or absurdly large.
    case invalidPixelLength(name: String, axis: String, value: Int, maximum: Int)
    /// A native scale that does not map the logical size onto the panel.
    case inconsistentPanel(
        logicalSize: LogicalSize, nativeScale: ScaleFactor, panelSize: PixelSize, nativeSize: ExactPixelSize)
}
