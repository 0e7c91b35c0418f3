/// Insets from each edge of a display in logical units: a safe area, where an app should keep
/// its content clear of the notch, the Dynamic Island, the home indicator and rounded corners.
///
/// Values come from `UIWindow.safeAreaInsets` with the status bar visible; zoomed modes can
/// have fractional insets (30.667 pt), because zoomed points do not land on whole pixels.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The safe area of a display in each orientation.
public struct SafeArea: Hashable, Sendable {
    /// The insets in portrait.
    public var portrait: EdgeInsets
    /// The insets in landscape, where published.
    public var landscape: EdgeInsets?

    /// Creates a safe area.
    public init(portrait: EdgeInsets, landscape: EdgeInsets?) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The insets for `orientation`, if published.
    public func insets(for orientation: Orientation) -> EdgeInsets? {
        orientation == .portrait ? portrait : landscape
    }

    /// The logical size left inside the insets.
    public func usableSize(of size: LogicalSize, in orientation: Orientation) -> LogicalSize? {
        guard let insets = insets(for: orientation) else { return nil }
        return LogicalSize(
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
