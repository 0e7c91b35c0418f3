import NativeScaleCore
import Testing

/// The jitter a temporal upscaler is fed, against FSR 2's code (`ffxFsr2GetJitterPhaseCount`,
/// `ffxFsr2GetJitterOffset`) on the iPhone 12 mini's panel and its FSR presets' render sizes.
@Suite("Temporal jitter: FSR 2's phase count and Halton(2, 3) offsets, in pixels and clip space, and the mip bias")
struct TemporalJitterTests {
    /// The iPhone 12 mini's panel and each preset's render width, truncated as AMD's SDK does
    /// (1080 ÷ ratio), with the phase count FSR 2's code returns and what the header's ceil(8n²) says.
    static let presets: [(name: String, width: Int, height: Int, code: Int, ceilOfHeader: Int)] = [
        ("Native AA 1.0", 1080, 2340, 8, 8),
        ("Ultra Quality 1.3", 830, 1800, 13, 14),
        ("Quality 1.5", 720, 1560, 18, 18),
        ("Balanced 1.7", 635, 1376, 23, 24),
        ("Performance 2.0", 540, 1170, 32, 32),
        ("Ultra Performance 3.0", 360, 780, 72, 72),
    ]

    @Test("The phase count is FSR 2's code, int(8 × ratio²) truncated, where the header's ceil(8n²) differs", arguments: presets)
    func phaseCountFollowsTheCode(preset: (name: String, width: Int, height: Int, code: Int, ceilOfHeader: Int)) throws {
        let jitter = try #require(
            TemporalJitter(renderSize: PixelSize(width: preset.width, height: preset.height), displaySize: PixelSize(width: 1080, height: 2340)))
        #expect(jitter.phaseCount == preset.code, "\(preset.name)")
        let ratio = 1080.0 / Double(preset.width)
        #expect(Int((8 * ratio * ratio).rounded(.up)) == preset.ceilOfHeader, "\(preset.name)")
    }

    @Test("Offsets are Halton(2, 3) from index 1 minus 0.5, cycling after the phase count, never both zero")
    func offsetsAreHaltonFromOne() throws {
        let jitter = try #require(TemporalJitter(renderSize: PixelSize(width: 540, height: 1170), displaySize: PixelSize(width: 1080, height: 2340)))
        // Halton₂: 1/2, 1/4, 3/4, 1/8; Halton₃: 1/3, 2/3, 1/9, 4/9.
        let expected: [(Double, Double)] = [(0, -1.0 / 6), (-0.25, 1.0 / 6), (0.25, -7.0 / 18), (-0.375, -1.0 / 18)]
        for (index, pair) in expected.enumerated() {
            let offset = jitter.offset(ofFrame: index)
            #expect(abs(offset.x - pair.0) < 1e-6 && abs(offset.y - pair.1) < 1e-6, "frame \(index): \(offset)")
        }
        #expect(jitter.offset(ofFrame: 32) == jitter.offset(ofFrame: 0))
        #expect(jitter.offset(ofFrame: 33) == jitter.offset(ofFrame: 1))
        #expect(jitter.offset(ofFrame: -1) == jitter.offset(ofFrame: 31))
        var seen = Set<[Double]>()
        for index in 0..<jitter.phaseCount {
            let offset = jitter.offset(ofFrame: index)
            #expect((-0.5...0.5).contains(offset.x) && (-0.5...0.5).contains(offset.y))
            #expect(offset.x != 0 || offset.y != 0, "frame \(index)")
            seen.insert([offset.x, offset.y])
        }
        #expect(seen.count == jitter.phaseCount, "every phase of a cycle is a different position")
    }

    @Test("A clip offset moves a point by the pixel offset: 2 × pixels ÷ render size")
    func clipOffsetMovesByThePixelOffset() throws {
        let jitter = try #require(TemporalJitter(renderSize: PixelSize(width: 720, height: 1560), displaySize: PixelSize(width: 1080, height: 2340)))
        for index in 0..<jitter.phaseCount {
            let pixels = jitter.offset(ofFrame: index)
            let clip = jitter.clipOffset(ofFrame: index)
            // A clip x maps to (x + 1) / 2 × width pixels: the offset, mapped, is the pixel offset.
            #expect(abs(clip.x / 2 * 720 - pixels.x) < 1e-9 && abs(clip.y / 2 * 1560 - pixels.y) < 1e-9)
        }
    }

    @Test("The mip bias is log2(render ÷ display) − 1: −2 at half the width, −1 at the display's own")
    func mipBiasFollowsTheRatio() throws {
        let cases: [(Int, Double)] = [(1080, -1), (540, -2), (720, -1.584_962_5), (360, -2.584_962_5)]
        for (width, bias) in cases {
            let jitter = try #require(TemporalJitter(renderSize: PixelSize(width: width, height: 100), displaySize: PixelSize(width: 1080, height: 100)))
            #expect(abs(jitter.mipBias - bias) < 1e-6, "\(width): \(jitter.mipBias)")
        }
        #expect(TemporalJitter(renderSize: PixelSize(width: 0, height: 10), displaySize: PixelSize(width: 10, height: 10)) == nil)
    }
}
