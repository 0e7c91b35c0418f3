/// An operating system family whose displays nativescale describes.
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case iOS = "ios"
    case iPadOS = "ipados"
    case macOS = "macos"
    case windows
    case android
    case wayland

    /// The platform's own spelling: `iOS`, `iPadOS`, `macOS`, `Windows`, `Android`, `Wayland`.
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .macOS: "macOS"
        case .windows: "Windows"
        case .android: "Android"
        case .wayland: "Wayland"
        }
    }
}
