/// UIKit's horizontal size class of a window: the layout an app chooses.
public enum SizeClass: String, Hashable, Sendable {
    /// Phone-like width: a single column.
    case compact
    /// Tablet-like width: side-by-side columns.
    case regular
}
