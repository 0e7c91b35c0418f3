/// One window an iPad app can be given in Split View or Slide Over.
public struct MultitaskingWindow: Hashable, Sendable {
    /// How much of the screen the window takes.
    public enum Arrangement: String, CaseIterable, Hashable, Sendable {
        case full
        case twoThirds = "two-thirds"
        case half
        case oneThird = "one-third"
        case slideOver = "slide-over"
    }

    /// The arrangement.
    public let arrangement: Arrangement
    /// The orientation of the iPad.
    public let orientation: Orientation
    /// The window's logical size.
    public let size: LogicalSize
    /// The horizontal size class UIKit gives the window.
    public let sizeClass: SizeClass

    /// Creates a window description.
    public init(arrangement: Arrangement, orientation: Orientation, size: LogicalSize, sizeClass: SizeClass) {
        self.arrangement = arrangement
        self.orientation = orientation
        self.size = size
        self.sizeClass = sizeClass
    }
}
