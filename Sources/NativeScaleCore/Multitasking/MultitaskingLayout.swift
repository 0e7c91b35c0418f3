/// The Split View and Slide Over windows of one iPad screen size.
///
/// The Split View divider is 10 pt: one-third + two-thirds + 10 = the full width, and half =
/// (full − 10) / 2. Heights are the full screen height; Slide Over windows are shorter.
/// Widths are from pointfreeco/swift-snapshot-testing `View.swift` and a Flutter device data
/// file; size classes from gumob/SizeClassCheatSheet (see `displays.md` §2).
public struct MultitaskingLayout: Hashable, Sendable {
    /// Every window, landscape first, widest first.
    public let windows: [MultitaskingWindow]
    /// Where the widths come from.
    public let source: String

    /// Builds a layout from the published widths of a `screen` held in portrait.
    init(
        screen: LogicalSize,
        landscape: (twoThirds: Double, half: Double, oneThird: Double, halfClass: SizeClass),
        portrait: (twoThirds: Double, oneThird: Double),
        slideOver: (portrait: LogicalSize, landscape: LogicalSize),
        source: String
    ) {
        let wide = screen.transposed
        func window(
            _ arrangement: MultitaskingWindow.Arrangement, _ orientation: Orientation,
            _ width: Double, _ height: Double, _ sizeClass: SizeClass
        ) -> MultitaskingWindow {
            MultitaskingWindow(
                arrangement: arrangement, orientation: orientation,
                size: LogicalSize(width: width, height: height), sizeClass: sizeClass)
        }
        windows = [
            window(.full, .landscape, wide.width, wide.height, .regular),
            window(.twoThirds, .landscape, landscape.twoThirds, wide.height, .regular),
            window(.half, .landscape, landscape.half, wide.height, landscape.halfClass),
            window(.oneThird, .landscape, landscape.oneThird, wide.height, .compact),
            window(.slideOver, .landscape, slideOver.landscape.width, slideOver.landscape.height, .compact),
            window(.full, .portrait, screen.width, screen.height, .regular),
            window(.twoThirds, .portrait, portrait.twoThirds, screen.height, .compact),
            window(.oneThird, .portrait, portrait.oneThird, screen.height, .compact),
            window(.slideOver, .portrait, slideOver.portrait.width, slideOver.portrait.height, .compact),
        ]
        self.source = source
    }

    /// The windows of one orientation, or all of them.
    public func windows(in orientation: Orientation?) -> [MultitaskingWindow] {
        guard let orientation else { return windows }
        return windows.filter { $0.orientation == orientation }
    }
}
