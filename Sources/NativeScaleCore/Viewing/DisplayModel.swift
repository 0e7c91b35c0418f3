/// A display as ColorVideoVDP sees it: how finely the viewer samples it (pixels per degree) and
/// how much light it gives in its room. A catalog device gets one from its own figures
/// (`DisplayModel.catalog`, in Catalog); ColorVideoVDP's named models (`standard_fhd`, …)
/// are another source.
public struct DisplayModel: Hashable, Sendable, Codable {
    /// The catalog id or the named model's name.
    public let name: String
    /// Pixels per degree at the centre of the display.
    public let pixelsPerDegree: Double
    public let photometry: DisplayPhotometry
    /// How the peak luminance and contrast were obtained; nil for a named model of ColorVideoVDP
    /// (its own figures).
    public let luminanceBasis: PanelPhotometry.Basis?
    /// Where the figures come from.
    public let source: String

    /// Creates a model from its figures.
    public init(name: String, pixelsPerDegree: Double, photometry: DisplayPhotometry, luminanceBasis: PanelPhotometry.Basis?, source: String) {
        self.name = name
        self.pixelsPerDegree = pixelsPerDegree
        self.photometry = photometry
        self.luminanceBasis = luminanceBasis
        self.source = source
    }

    /// The same display with any of its figures replaced: a peak luminance or contrast of the
    /// user's own (their basis no longer the catalog's), a room of `ambientIlluminance` lux,
    /// another pixels per degree.
    public func replacing(
        peakLuminance: Double? = nil, contrast: Double? = nil, ambientIlluminance: Double? = nil,
        pixelsPerDegree: Double? = nil
    ) throws(ViewingError) -> DisplayModel {
        let photometry = try DisplayPhotometry(
            peakLuminance: peakLuminance ?? self.photometry.peakLuminance,
            contrast: contrast ?? self.photometry.contrast,
            ambientIlluminance: ambientIlluminance ?? self.photometry.ambientIlluminance,
            reflectivity: self.photometry.reflectivity)
        let given = peakLuminance != nil || contrast != nil
        return DisplayModel(
            name: name, pixelsPerDegree: pixelsPerDegree ?? self.pixelsPerDegree, photometry: photometry,
            luminanceBasis: given ? nil : luminanceBasis,
            source: given ? "\(source); peak luminance or contrast given on the command line" : source)
    }
}
