import NativeScaleCore
import NativeScaleQuality
import Testing

/// What a user relies on from the metric beyond agreeing with the reference.
@Suite("ColorVideoVDP in JOD")
struct ColorVideoVDPTests {
    /// A 160×120 image with edges and colour, and a copy with a one-pixel shift on its left half.
    static func pair() -> (reference: RGBAImage, test: RGBAImage) {
        func pixel(_ x: Int, _ y: Int) -> (Float, Float, Float, Float) {
            (Float((x / 6 + y / 5) % 2) * 0.7 + 0.1, Float(x) / 159, Float((x * y) % 97) / 96, 1)
        }
        let reference = RGBAImage(width: 160, height: 120, pixel: pixel)
        let test = RGBAImage(width: 160, height: 120) { x, y in pixel(x < 80 ? min(x + 1, 159) : x, y) }
        return (reference, test)
    }

    static func model(_ name: String) throws -> DisplayModel { try ColorVideoVDPNamedDisplay.named(name).model() }

    @Test("An image against itself scores exactly 10 JOD")
    func identicalImagesScoreTen() throws {
        let (reference, _) = Self.pair()
        let score = ColorVideoVDP(display: try Self.model("standard_fhd")).score(reference, against: reference)
        #expect(score.jod == 10)
        #expect(score.bands.allSatisfy { $0.differences.allSatisfy { $0 == 0 } })
    }

    @Test("A visible difference scores below 10, and the bands run from half the PPD down to the baseband")
    func differenceScoresBelowTen() throws {
        let (reference, test) = Self.pair()
        let display = try Self.model("standard_fhd")
        let score = ColorVideoVDP(display: display).score(test, against: reference)
        #expect(score.jod < 9.9 && score.jod > 0)
        #expect(abs(score.bands[0].frequency - display.pixelsPerDegree / 2) < 1e-9)
        #expect(score.bands.last?.frequency == 0.1)
        // 120 pixels allow ⌊log₂ 120⌋ − 1 = 5 bands above the baseband.
        #expect(score.bands.count == 6)
    }

    @Test("The same difference seen from further away (more pixels per degree) is less visible")
    func finerSamplingHidesDifferences() throws {
        let (reference, test) = Self.pair()
        let near = try Self.model("standard_fhd")
        let far = try near.replacing(pixelsPerDegree: near.pixelsPerDegree * 3)
        #expect(ColorVideoVDP(display: far).score(test, against: reference).jod > ColorVideoVDP(display: near).score(test, against: reference).jod)
    }

    @Test("Glare from a bright room hides differences in dark content")
    func ambientLightHidesDifferences() throws {
        let dark = RGBAImage(width: 128, height: 128) { x, y in (Float((x / 4 + y / 4) % 2) * 0.08, 0.02, 0.02, 1) }
        let shifted = RGBAImage(width: 128, height: 128) { x, y in (Float(((x + 1) / 4 + y / 4) % 2) * 0.08, 0.02, 0.02, 1) }
        let office = try Self.model("standard_fhd").replacing(ambientIlluminance: 0)
        let daylight = try office.replacing(ambientIlluminance: 20_000)
        #expect(ColorVideoVDP(display: daylight).score(shifted, against: dark).jod > ColorVideoVDP(display: office).score(shifted, against: dark).jod)
    }

    @Test("Serial and all-core runs give the same JOD, bit for bit")
    func parallelismDoesNotChangeTheScore() throws {
        let (reference, test) = Self.pair()
        let metric = ColorVideoVDP(display: try Self.model("standard_4k"))
        #expect(metric.score(test, against: reference, parallelism: .serial) == metric.score(test, against: reference, parallelism: .allCores))
    }

    @Test(
        "Only the SDR named models are accepted by name; an unknown one names the accepted ones",
        arguments: ["standard_hdr_pq", "no_such_display"])
    func unknownOrHDRModelIsRefused(name: String) {
        #expect(throws: ViewingError.unknownDisplayModel(name, accepted: ColorVideoVDPNamedDisplay.standardDynamicRangeNames)) {
            try ColorVideoVDPNamedDisplay.named(name)
        }
        #expect(ColorVideoVDPNamedDisplay.standardDynamicRangeNames.contains("standard_fhd"))
    }
}
