/// Why a size, scale or display description was rejected.
///
/// Every case renders, through ``description``, as one line that names the bad value and the
/// accepted form, so a command-line tool can print it as is.
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

extension SizingError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .invalidLogicalLength(name, axis, value, maximum):
            return "\(name) \(axis) \(Self.text(value)) is not a valid logical length; "
                + "expected a finite number greater than 0 and at most \(Self.text(maximum))"
        case let .invalidScale(name, value, maximum):
            return "\(name) \(Self.text(value)) is not a valid scale factor; "
                + "expected a finite number greater than 0 and at most \(Self.text(maximum)) (e.g. 3 or 2.608696)"
        case let .invalidPixelLength(name, axis, value, maximum):
            return "\(name) \(axis) \(value) is not a valid pixel length; "
                + "expected a whole number from 1 to \(maximum)"
        case let .inconsistentPanel(logicalSize, nativeScale, panelSize, nativeSize):
            return "native scale \(nativeScale) maps \(logicalSize) to "
                + "\(NumberText.trimmed(nativeSize.width, maxFractionDigits: 2))×"
                + "\(NumberText.trimmed(nativeSize.height, maxFractionDigits: 2)) px, not the \(panelSize) panel; "
                + "expected panel width = points width × native scale (within 1 px) and height within "
                + "\(NumberText.trimmed(SizeLimits.panelHeightTolerance * 100, maxFractionDigits: 2)) %"
        }
    }

    private static func text(_ value: Double) -> String {
        NumberText.trimmed(value, maxFractionDigits: 6)
    }
}
