/// A catalog panel's peak luminance and contrast, with where they come from and how far they are
/// the panel's own.
public struct PanelPhotometry: Hashable, Sendable, Codable {
    /// How the figures were obtained.
    public enum Basis: String, Hashable, Sendable, Codable {
        /// Measured on the device by a third party (DisplayMate's shoot-outs).
        case measured
        /// The maker's specification, which for Apple is itself a "typical" figure.
        case stated
        /// A typical value for the device class: no figure for this panel is known.
        case typical
    }

    /// Peak (white) luminance in cd/m².
    public let peakLuminance: Double
    /// Contrast, peak over black.
    public let contrast: Double
    public let basis: Basis
    /// Where the figures come from.
    public let source: String

    /// Figures measured on the device.
    static func measured(_ peak: Double, black: Double, source: String) -> PanelPhotometry {
        PanelPhotometry(peakLuminance: peak, contrast: peak / black, basis: .measured, source: source)
    }

    /// Figures the maker states.
    static func stated(_ peak: Double, contrast: Double, source: String) -> PanelPhotometry {
        PanelPhotometry(peakLuminance: peak, contrast: contrast, basis: .stated, source: source)
    }
}
