/// A size in logical units: points on Apple platforms, density-independent pixels (dp) on
/// Android, logical (surface-local) coordinates on Wayland, 96-dpi units on Windows.
///
/// Logical sizes may be fractional (a Windows window at 175 % is 2194.29 units wide on a
/// 3840-pixel panel), so they are stored as `Double`. Multiply by a ``ScaleFactor`` to get an
/// ``ExactPixelSize``, then round it with a platform's rule to get a ``PixelSize``.
public struct LogicalSize: Hashable, Sendable {
    /// The width in logical units.
    public var width: Double
    /// The height in logical units.
    public var height: Double

    /// Creates a logical size; validate it with ``SizeLimits`` before using it for sizing.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size with width and height exchanged (portrait ↔ landscape).
    public var transposed: LogicalSize { LogicalSize(width: height, height: width) }

    /// The area in square logical units.
    public var area: Double { width * height }

    /// The size in pixels before any platform rounding: each axis times `scale`.
    public static func * (size: LogicalSize, scale: ScaleFactor) -> ExactPixelSize {
        ExactPixelSize(width: size.width * scale.value, height: size.height * scale.value)
    }
}

extension LogicalSize: CustomStringConvertible {
    /// `414×736 pt`, with fractional parts only where they exist.
    public var description: String { text(in: .point) }

    /// The size in `unit`: `414×736 pt`, `411.43×891.43 dp`.
    public func text(in unit: LogicalUnit) -> String {
        "\(NumberText.trimmed(width, maxFractionDigits: 2))×\(NumberText.trimmed(height, maxFractionDigits: 2)) \(unit.symbol)"
    }
}
