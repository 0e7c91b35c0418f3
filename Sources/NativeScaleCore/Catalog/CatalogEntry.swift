/// One real display, display mode or platform scale step, with where its figures come from.
public struct CatalogEntry: Hashable, Sendable {
    /// What the entry describes.
    public enum Kind: String, Hashable, Sendable {
        /// A device in its standard mode.
        case device
        /// An iPhone or iPad in Display Zoom (larger text, fewer points, usually upscaled).
        case displayZoom = "display-zoom"
        /// A macOS "looks like" mode on a Retina panel.
        case scaledMode = "scaled-mode"
        /// A platform scale step on a reference panel or window (Windows, Wayland, Android).
        case scaleStep = "scale-step"
        /// An Android phone's screen-resolution setting (FHD+ or QHD+ on one panel).
        case resolutionMode = "resolution-mode"
    }

    /// How far the figures can be trusted, as `displays.md` rates them.
    public enum Confidence: String, Hashable, Sendable {
        /// Several independent sources agree, or a device measurement.
        case high
        /// One good source, or arithmetic from documented rules.
        case medium
        /// A single unverified or simulator-derived source.
        case low
    }

    /// The stable lowercase slug, e.g. `iphone-8-plus`.
    public let id: String
    /// Other slugs that find this entry, e.g. `iphone-6-plus` for `iphone-8-plus`.
    public let aliases: [String]
    /// The human name, e.g. `iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus`.
    public let name: String
    /// The platform.
    public let platform: Platform
    /// What the entry describes.
    public let kind: Kind
    /// The display in its natural orientation (phones and tablets portrait, desktops landscape).
    public let display: Display
    /// The safe-area insets in points, where published.
    public let safeArea: SafeArea?
    /// The iPad Split View and Slide Over windows, where published.
    public let multitasking: MultitaskingLayout?
    /// The source keys of `displays.md` (`[IOSREF][PAINTCODE]`) and any remark on them.
    public let source: String
    /// How far the figures can be trusted.
    public let confidence: Confidence
    /// What a user should know: defaults, disagreements, inferences.
    public let note: String?
    /// The physical panel: density, diagonal, device class, with sources. Every catalog entry has
    /// one (``DisplayCatalog/panels``); nil for a display described on the command line.
    public let panel: Panel?

    /// Creates an entry.
    public init(
        id: String, aliases: [String] = [], name: String, platform: Platform, kind: Kind,
        display: Display, safeArea: SafeArea? = nil, multitasking: MultitaskingLayout? = nil,
        source: String, confidence: Confidence, note: String? = nil, panel: Panel? = nil
    ) {
        self.id = id
        self.aliases = aliases
        self.name = name
        self.platform = platform
        self.kind = kind
        self.display = display
        self.safeArea = safeArea
        self.multitasking = multitasking
        self.source = source
        self.confidence = confidence
        self.note = note
        self.panel = panel
    }

    /// This entry with `panel`.
    func with(panel: Panel?) -> CatalogEntry {
        CatalogEntry(
            id: id, aliases: aliases, name: name, platform: platform, kind: kind, display: display, safeArea: safeArea,
            multitasking: multitasking, source: source, confidence: confidence, note: note, panel: panel)
    }
}
