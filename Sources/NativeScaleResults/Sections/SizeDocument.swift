import NativeScaleCore
import NativeScaleStatistics

/// `{ "width": …, "height": … }` in JSON, for logical and pixel sizes alike.
public struct SizeDocument<Length: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public let width: Length
    public let height: Length

    /// Creates the value from its parts.
    public init(width: Length, height: Length) {
        self.width = width
        self.height = height
    }
}

extension SizeDocument where Length == Double {
    init(_ size: LogicalSize) { self.init(width: size.width, height: size.height) }
}

extension SizeDocument where Length == Int {
    init(_ size: PixelSize) { self.init(width: size.width, height: size.height) }
}

/// Insets in JSON.
public struct InsetsDocument: Encodable, Sendable {
    public let top, left, bottom, right: Double

    init(_ insets: EdgeInsets) {
        top = insets.top
        left = insets.left
        bottom = insets.bottom
        right = insets.right
    }
}

/// A safe area in JSON: portrait and, where published, landscape insets in points.
public struct SafeAreaDocument: Encodable, Sendable {
    public let portrait: InsetsDocument
    public let landscape: InsetsDocument?

    init(_ safeArea: SafeArea) {
        portrait = InsetsDocument(safeArea.portrait)
        landscape = safeArea.landscape.map(InsetsDocument.init)
    }
}
