/// The inputs nativescale accepts: finite, positive and no larger than any real display.
///
/// The limits are deliberately generous (a 16K panel is 15360 px wide; Vulkan's
/// `maxImageDimension2D` is 16384 on most devices) while still catching typos such as
/// `4140x7360` or a scale of `300` meant as a percentage.
public enum SizeLimits {
    /// How far a panel's height may lie from bounds × nativeScale, as a fraction of it: a
    /// panel's rows are whole, and some platforms round its bounds (``Display``).
    public static let panelHeightTolerance = 0.0025
    /// The largest logical length accepted, in logical units.
    public static let maximumLogicalLength = 32_768.0
    /// The largest pixel length accepted.
    public static let maximumPixelLength = 65_536
    /// The largest scale factor accepted.
    public static let maximumScale = 16.0

    /// Checks that `size` is a usable logical size.
    public static func validate(_ size: LogicalSize, name: String) throws(SizingError) {
        for (axis, length) in [("width", size.width), ("height", size.height)] {
            guard length.isFinite, length > 0, length <= maximumLogicalLength else {
                throw .invalidLogicalLength(
                    name: name, axis: axis, value: length, maximum: maximumLogicalLength)
            }
        }
    }

    /// Checks that `scale` is a usable scale factor.
    public static func validate(_ scale: ScaleFactor, name: String) throws(SizingError) {
        guard scale.value.isFinite, scale.value > 0, scale.value <= maximumScale else {
            throw .invalidScale(name: name, value: scale.value, maximum: maximumScale)
        }
    }

    /// Checks that `size` is a usable pixel size.
    public static func validate(_ size: PixelSize, name: String) throws(SizingError) {
        for (axis, length) in [("width", size.width), ("height", size.height)] {
            guard length > 0, length <= maximumPixelLength else {
                throw .invalidPixelLength(name: name, axis: axis, value: length, maximum: maximumPixelLength)
            }
        }
    }
}
