import NativeScaleCore
import NativeScaleQuality
import Testing

/// ColorVideoVDP's video mode on sequences whose answer is known without the reference
/// implementation: its temporal filters, identical sequences, still and flickering ones.
@Suite("ColorVideoVDP's video mode")
struct ColorVideoVDPVideoTests {
    /// ColorVideoVDP's own `standard_fhd` model.
    static func display() throws -> DisplayModel { try ColorVideoVDPNamedDisplay.named("standard_fhd").model() }

    /// A 48×32 frame: a vertical grating of period 8 px, shifted by `shift` px, with `gain` on its light bars.
    static func frame(shift: Int = 0, gain: Double = 1) -> RGBAImage {
        let width = 48
        let height = 32
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let light = (x + shift) % 8 < 4
                let value = UInt8(min(255, (light ? 200 * gain : 60).rounded()))
                for c in 0..<3 { bytes[(y * width + x) * 4 + c] = value }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func score(_ pairs: [(test: RGBAImage, reference: RGBAImage)], fps: Double = 60) throws -> ColorVideoVDPVideoScore {
        var video = ColorVideoVDPVideo(metric: ColorVideoVDP(display: try display()), framesPerSecond: fps)
        for pair in pairs { video.append(test: pair.test, reference: pair.reference) }
        return video.score()
    }

    @Test(
        "The temporal window covers 250 ms in an odd number of frames, as cvvdp's 2⌈fps/8⌉ + 1",
        arguments: [(24.0, 7), (30, 9), (60, 17), (90, 25), (120, 31), (144, 37)])
    func windowCoversAQuarterSecond(fps: Double, frames: Int) throws {
        #expect(ColorVideoVDPVideo(metric: ColorVideoVDP(display: try Self.display()), framesPerSecond: fps).filterLength == frames)
    }

    @Test("A sequence against itself is 10 JOD in every frame, moving or not")
    func identicalSequenceIsTenJOD() throws {
        let frames = (0..<6).map { Self.frame(shift: $0) }
        let score = try Self.score(frames.map { ($0, $0) })
        #expect(score.jod == 10)
        #expect(score.frameJOD == Array(repeating: 10, count: 6))
        #expect(score.frameCount == 6 && score.filterLength == 17)
    }

    @Test("A still sequence is judged alike in every frame: no transient response without change")
    func stillSequenceIsAlikeInEveryFrame() throws {
        let pair = (test: Self.frame(gain: 0.9), reference: Self.frame())
        let score = try Self.score(Array(repeating: pair, count: 5))
        #expect(score.jod < 10)
        for jod in score.frameJOD { #expect(abs(jod - score.frameJOD[0]) < 1e-9) }
        // Each band's transient differences are (all but) nothing: both sequences are still.
        let stillTransient = score.bands.dropLast().map { $0.differences[3] }.max() ?? 1
        let sustained = score.bands.dropLast().map { $0.differences[0] }.max() ?? 0
        #expect(stillTransient < sustained * 1e-3, "transient \(stillTransient) against sustained \(sustained)")
    }

    @Test("A test that flickers against a still reference scores worse than the same error held still")
    func flickerIsWorseThanAStillError() throws {
        let reference = Self.frame()
        let still = try Self.score(Array(repeating: (Self.frame(gain: 0.92), reference), count: 12))
        let flicker = try Self.score((0..<12).map { ($0 % 2 == 0 ? Self.frame(gain: 0.92) : reference, reference) })
        #expect(flicker.jod < still.jod, "flicker \(flicker.jod) JOD against still \(still.jod) JOD")
        #expect(flicker.bands.dropLast().contains { $0.differences[3] > 0 })
    }

    @Test("The frames' JODs bracket the sequence's, which pools them as an L2 mean")
    func sequencePoolsItsFrames() throws {
        let reference = (0..<8).map { Self.frame(shift: $0) }
        let test = (0..<8).map { Self.frame(shift: $0, gain: $0 < 4 ? 1 : 0.85) }
        let score = try Self.score(Array(zip(test, reference)))
        #expect(score.frameJOD.min()! <= score.jod && score.jod <= score.frameJOD.max()!)
        #expect(score.frameJOD.prefix(2).allSatisfy { $0 == 10 }, "\(score.frameJOD)")
        #expect(score.frameJOD.last! < 10)
    }
}
