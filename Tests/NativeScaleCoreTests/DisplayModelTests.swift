import NativeScaleCore
import Testing

/// ColorVideoVDP's display models of catalog displays: their figures, where they come from, and
/// what a user may change.
@Suite("Display models")
struct DisplayModelTests {
    static func model(_ id: String, ambient: Double? = nil) throws -> DisplayModel {
        let entry = try DisplayCatalog.entry(named: id)
        return try DisplayModel.catalog(entry, viewing: ViewingGeometry.resolve(panel: entry.panel), ambientIlluminance: ambient)
    }

    /// A catalog display's panel figures as its source gives them.
    struct Figures: Sendable, CustomTestStringConvertible {
        let id: String
        let peak: Double
        let contrast: Double
        let basis: PanelPhotometry.Basis
        var testDescription: String { id }
    }

    @Test(
        "Catalog panels carry their own figures where a source has them, and say how they were obtained",
        arguments: [
            Figures(id: "iphone-8-plus", peak: 625, contrast: 1300, basis: .stated),
            Figures(id: "iphone-12-mini", peak: 625, contrast: 2_000_000, basis: .stated),
            Figures(id: "iphone-13", peak: 825, contrast: 825 / 0.0004, basis: .measured),
            Figures(id: "iphone-15-pro", peak: 1025, contrast: 1025 / 0.0004, basis: .measured),
            Figures(id: "ipad-pro-12-9-zoomed", peak: 600, contrast: 600 / 0.37, basis: .stated),
            Figures(id: "macbook-pro-16-2019-1792x1120", peak: 500, contrast: 500 / 0.37, basis: .stated),
            Figures(id: "ipad-10", peak: 500, contrast: 1000, basis: .typical),
            Figures(id: "external-4k-27-2560x1440", peak: 200, contrast: 1000, basis: .typical),
        ])
    func panelFigures(_ expected: Figures) throws {
        let photometry = DisplayCatalog.photometry(for: try DisplayCatalog.entry(named: expected.id))
        #expect(photometry.peakLuminance == expected.peak && abs(photometry.contrast - expected.contrast) < 1e-6 && photometry.basis == expected.basis)
        #expect(!photometry.source.isEmpty)
    }

    @Test("Every catalog entry gets a model: its pixels per degree, its panel's figures, an office's 250 lux unless asked")
    func everyEntryHasAModel() throws {
        for entry in DisplayCatalog.entries {
            let model = try DisplayModel.catalog(entry, viewing: ViewingGeometry.resolve(panel: entry.panel))
            #expect(model.pixelsPerDegree >= 2 && model.photometry.ambientIlluminance == 250, "\(entry.id)")
            #expect(model.photometry.peakLuminance > model.photometry.blackLevel, "\(entry.id)")
        }
    }

    @Test("The iPhone 8 Plus's model: 82.7 PPD, black 625/1300 cd/m², reflection 250/π · 0.005 cd/m²")
    func iPhone8PlusModel() throws {
        let model = try Self.model("iphone-8-plus")
        #expect(abs(model.pixelsPerDegree - 82.66) < 0.01)
        #expect(abs(model.photometry.blackLevel - 625.0 / 1300) < 1e-12)
        #expect(abs(model.photometry.reflectedLuminance - 250 / Double.pi * 0.005) < 1e-12)
        let dark = try Self.model("iphone-8-plus", ambient: 0)
        #expect(dark.photometry.reflectedLuminance == 0)
    }

    /// A peak luminance, contrast and ambient light a user may give, and the error each bad one is.
    struct Replacement: Sendable, CustomTestStringConvertible {
        let peak: Double?
        let contrast: Double?
        let ambient: Double?
        let error: ViewingError
        var testDescription: String { "\(error)" }
    }

    @Test(
        "Figures of the user's own replace the panel's and drop its basis; out-of-range ones are refused, naming them",
        arguments: [
            Replacement(peak: -600, contrast: nil, ambient: nil, error: .peakLuminance(-600)),
            Replacement(peak: nil, contrast: 0.5, ambient: nil, error: .contrast(0.5)),
            Replacement(peak: nil, contrast: nil, ambient: -1, error: .ambientIlluminance(-1)),
            Replacement(peak: 20_000, contrast: nil, ambient: nil, error: .peakLuminance(20_000)),
        ])
    func replacedFigures(_ bad: Replacement) throws {
        let model = try Self.model("iphone-8-plus")
        let brighter = try model.replacing(peakLuminance: 1000)
        #expect(brighter.photometry.peakLuminance == 1000 && brighter.luminanceBasis == nil && brighter.photometry.contrast == 1300)
        #expect(try model.replacing(ambientIlluminance: 10_000).luminanceBasis == .stated)
        #expect(throws: bad.error) { try model.replacing(peakLuminance: bad.peak, contrast: bad.contrast, ambientIlluminance: bad.ambient) }
    }
}
