import Foundation
import NativeScaleCore
import NativeScaleImages
import NativeScaleQuality
import NativeScaleTestSupport
import Testing

/// The video mode against the reference implementation: `Tests/Fixtures/cvvdp-video` holds three
/// sequences of 24 frames (a pattern moving under a point-sampling test, a flickering band, a
/// still blur) and the JOD cvvdp 0.5.7 (PyTorch on the CPU, `predict` at 60 fps) gave each on two
/// display models (`scripts/cvvdp-video-fixtures` made them).
@Suite("ColorVideoVDP's video mode agrees with cvvdp 0.5.7")
struct ColorVideoVDPVideoAgreementTests {
    struct Document: Decodable {
        struct Sequence: Decodable, CustomTestStringConvertible {
            let sequence: String
            let display: String
            let framesPerSecond: Double
            let frames: Int
            let jod: Double
            let firstFrameImageJOD: Double
            var testDescription: String { "\(sequence) on \(display)" }
        }
        let catalogDisplay: DisplayModel
        let sequences: [Sequence]
    }

    static let folder = URL(fileURLWithPath: Fixtures.colorVideoVDPVideo)

    static func load() throws -> Document {
        try JSONDecoder().decode(Document.self, from: Data(contentsOf: folder.appendingPathComponent("reference-jod.json")))
    }

    /// The sequence's frames, in the order of their names.
    static func frames(_ sequence: String, _ role: String) throws -> [RGBAImage] {
        let path = folder.appendingPathComponent(sequence).appendingPathComponent(role).path
        return try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".png") }.sorted()
            .map { try ImageFile(path: path + "/" + $0).image }
    }

    /// The catalog's iphone-12-mini model as nativescale makes it today.
    static func catalogModel() throws -> DisplayModel {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        return try DisplayModel.catalog(entry, viewing: ViewingGeometry.resolve(panel: entry.panel))
    }

    static func model(_ display: String) throws -> DisplayModel {
        display == "standard_fhd" ? try ColorVideoVDPNamedDisplay.named("standard_fhd").model() : try catalogModel()
    }

    @Test("The fixtures hold the three sequences (moving, flicker, static) on two display models")
    func fixturesCoverThreeSequencesOnTwoDisplays() throws {
        let sequences = try Self.load().sequences
        #expect(Set(sequences.map(\.sequence)) == ["moving", "flicker", "static"])
        #expect(Set(sequences.map(\.display)) == ["standard_fhd", try Self.catalogModel().name])
        #expect(sequences.count == 6)
    }

    @Test("The catalog display the fixtures were scored on is still the catalog's iphone-12-mini (else rerun scripts/cvvdp-video-fixtures)")
    func catalogDisplayIsUnchanged() throws {
        #expect(try Self.catalogModel() == Self.load().catalogDisplay)
    }

    /// The issue asks for 0.1 JOD; the port computes as the reference does, in single precision,
    /// and agrees to about 1e-6, so a thousandth already flags a step computed differently. A
    /// missing fixture fails this test (its arguments throw).
    @Test("Each sequence's video JOD is within 0.001 of cvvdp's at 60 fps", arguments: try load().sequences)
    func videoJODMatchesReference(_ expected: Document.Sequence) throws {
        let test = try Self.frames(expected.sequence, "test")
        let reference = try Self.frames(expected.sequence, "reference")
        #expect(test.count == expected.frames && reference.count == expected.frames)
        var video = ColorVideoVDPVideo(metric: ColorVideoVDP(display: try Self.model(expected.display)), framesPerSecond: expected.framesPerSecond)
        for (t, r) in zip(test, reference) { video.append(test: t, reference: r) }
        let score = video.score()
        #expect(abs(score.jod - expected.jod) <= 0.001, "nativescale \(score.jod) against cvvdp \(expected.jod)")
        // The same first frame as an image: the image mode's integration, three channels.
        let image = ColorVideoVDP(display: try Self.model(expected.display)).score(test[0], against: reference[0])
        #expect(abs(image.jod - expected.firstFrameImageJOD) <= 0.001, "image mode \(image.jod) against cvvdp \(expected.firstFrameImageJOD)")
    }
}
