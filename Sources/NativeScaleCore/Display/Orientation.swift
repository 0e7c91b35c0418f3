/// The way a display is held; logical and panel sizes are stored portrait and transposed for
/// landscape.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Taller than wide (how UIKit reports a phone's `bounds` at launch).
    case portrait
    /// Wider than tall (how a Mac, a Windows or a Wayland desktop is described).
    case landscape
}
