import Foundation
import NativeScaleCore
import NativeScaleImages
import NativeScaleQuality
import NativeScaleTestSupport
import Testing

/// The port against the reference implementation: `Tests/Fixtures/cvvdp/reference-jod.json` holds
/// the JOD that cvvdp 0.5.7 (PyTorch on the CPU) gave 25 pairs of nativescale's renders on two
/// display models (`scripts/cvvdp-fixtures` made it).
@Suite("ColorVideoVDP agrees with cvvdp 0.5.7")
struct ColorVideoVDPAgreementTests {
    struct Document: Decodable {
        struct Pair: Decodable, CustomTestStringConvertible {
            let reference: String
            let test: String
            let display: String
            let jod: Double
            var testDescription: String { "\(test) on \(display)" }
        }
        let catalogDisplay: DisplayModel
        let pairs: [Pair]
    }

    static func load() throws -> Document {
        let url = URL(fileURLWithPath: Fixtures.colorVideoVDP).appendingPathComponent("reference-jod.json")
        return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url))
    }

    static func image(_ name: String) throws -> RGBAImage {
        try ImageFile(path: URL(fileURLWithPath: Fixtures.colorVideoVDP).appendingPathComponent(name).path).image
    }

    /// The catalog's iphone-8-plus model as nativescale makes it today.
    static func catalogModel() throws -> DisplayModel {
        let entry = try DisplayCatalog.entry(named: "iphone-8-plus")
        return try DisplayModel.catalog(entry, viewing: ViewingGeometry.resolve(panel: entry.panel))
    }

    @Test("The fixtures hold at least 20 pairs on two display models")
    func fixturesCoverTwentyPairsOnTwoDisplays() throws {
        let pairs = try Self.load().pairs
        #expect(Set(pairs.map { "\($0.reference) \($0.test)" }).count >= 20)
        #expect(Set(pairs.map(\.display)) == ["standard_fhd", "iphone-8-plus"])
    }

    @Test("The catalog display the fixtures were scored on is still the catalog's iphone-8-plus (else rerun scripts/cvvdp-fixtures)")
    func catalogDisplayIsUnchanged() throws {
        #expect(try Self.catalogModel() == Self.load().catalogDisplay)
    }

    /// The issue asks for 0.05 JOD; the port computes as the reference does, in single precision,
    /// and agrees to about 1e-6, so a thousandth already flags any step computed differently.
    /// A missing or unreadable fixture fails this test (its arguments throw), not only the two above.
    @Test("Each pair's JOD is within 0.001 of cvvdp's", arguments: try load().pairs)
    func jodMatchesReference(_ pair: Document.Pair) throws {
        let display = pair.display == "standard_fhd" ? try ColorVideoVDPNamedDisplay.named("standard_fhd").model() : try Self.catalogModel()
        let score = ColorVideoVDP(display: display).score(try Self.image(pair.test), against: try Self.image(pair.reference))
        #expect(abs(score.jod - pair.jod) <= 0.001, "nativescale \(score.jod) against cvvdp \(pair.jod)")
    }
}
