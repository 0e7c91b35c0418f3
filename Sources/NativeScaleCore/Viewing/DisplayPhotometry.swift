/// How much light a display gives and how the room lights it: the photometric half of a display
/// model (ColorVideoVDP's `vvdp_display_photo_eotf`, SDR with the sRGB transfer function).
///
/// A pixel value V (0…1) leaves the panel as `(peak − black) · sRGB⁻¹(V) + black + reflected`
/// cd/m², where `black = peak / contrast` and `reflected = ambient / π · reflectivity` (a matte
/// screen reflecting the room's illuminance).
public struct DisplayPhotometry: Hashable, Sendable, Codable {
    /// Peak (white) luminance in cd/m² (nits).
    public let peakLuminance: Double
    /// The panel's own contrast, peak over black (1000 for 1000:1).
    public let contrast: Double
    /// The room's illuminance at the screen in lux (250 an office, 0 a dark room).
    public let ambientIlluminance: Double
    /// The fraction of the ambient light the screen reflects (ColorVideoVDP's default 0.005).
    public let reflectivity: Double

    /// The accepted peak luminances in cd/m²: from a dim e-reader to PQ's ceiling.
    public static let acceptedPeakLuminance: ClosedRange<Double> = 1...10_000
    /// The accepted contrasts: 1:1 up to a self-emissive panel's effectively black pixels.
    public static let acceptedContrast: ClosedRange<Double> = 1...100_000_000
    /// The accepted illuminances in lux: a dark room to direct sunlight.
    public static let acceptedAmbientIlluminance: ClosedRange<Double> = 0...150_000
    /// The accepted reflectivities: a fraction.
    public static let acceptedReflectivity: ClosedRange<Double> = 0...1
    /// The office of ColorVideoVDP's standard models, in lux.
    public static let officeIlluminance = 250.0
    /// ColorVideoVDP's default screen reflectivity.
    public static let defaultReflectivity = 0.005

    /// Creates photometry, refusing a value that is not finite or outside its accepted range.
    public init(
        peakLuminance: Double, contrast: Double, ambientIlluminance: Double = officeIlluminance,
        reflectivity: Double = defaultReflectivity
    ) throws(ViewingError) {
        guard peakLuminance.isFinite, Self.acceptedPeakLuminance.contains(peakLuminance) else { throw .peakLuminance(peakLuminance) }
        guard contrast.isFinite, Self.acceptedContrast.contains(contrast) else { throw .contrast(contrast) }
        guard ambientIlluminance.isFinite, Self.acceptedAmbientIlluminance.contains(ambientIlluminance) else {
            throw .ambientIlluminance(ambientIlluminance)
        }
        guard reflectivity.isFinite, Self.acceptedReflectivity.contains(reflectivity) else { throw .reflectivity(reflectivity) }
        self.peakLuminance = peakLuminance
        self.contrast = contrast
        self.ambientIlluminance = ambientIlluminance
        self.reflectivity = reflectivity
    }

    /// The luminance of a black pixel in the dark, `peak / contrast`, in cd/m².
    public var blackLevel: Double { peakLuminance / contrast }

    /// The luminance the screen reflects from the room, `ambient / π · reflectivity`, in cd/m².
    public var reflectedLuminance: Double { ambientIlluminance / Double.pi * reflectivity }

    /// The same panel in a room of `lux`.
    public func inAmbient(_ lux: Double) throws(ViewingError) -> DisplayPhotometry {
        try DisplayPhotometry(peakLuminance: peakLuminance, contrast: contrast, ambientIlluminance: lux, reflectivity: reflectivity)
    }
}
