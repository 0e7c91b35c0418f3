extension DisplayModel {
    /// The model of a catalog display: its pixels per degree at `viewing`, its panel's peak
    /// luminance and contrast (``DisplayCatalog/photometry(for:)``), in a room of
    /// `ambientIlluminance` lux (an office's 250 unless given).
    public static func catalog(
        _ entry: CatalogEntry, viewing: ViewingGeometry,
        ambientIlluminance: Double? = nil
    ) throws(ViewingError) -> DisplayModel {
        let panel = DisplayCatalog.photometry(for: entry)
        let photometry = try DisplayPhotometry(
            peakLuminance: panel.peakLuminance, contrast: panel.contrast,
            ambientIlluminance: ambientIlluminance ?? DisplayPhotometry.officeIlluminance)
        return DisplayModel(
            name: entry.id, pixelsPerDegree: viewing.pixelsPerDegree.value, photometry: photometry,
            luminanceBasis: panel.basis, source: panel.source)
    }
}
