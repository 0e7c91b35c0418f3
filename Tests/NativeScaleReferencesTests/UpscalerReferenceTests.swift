import Foundation
import NativeScaleCore
import NativeScaleReferences
import Testing

@Suite("FSR 1 on the CPU: presets, sharpness, and what EASU and RCAS must do to any image")
struct UpscalerReferenceTests {
    /// AMD's function truncates a `float` quotient: at 3840×2160 its own published table
    /// (2259×1270 for Balanced) rounds one axis up and the other down; the function gives 2258×1270.
    @Test(
        "Each preset's render size is the display's over its factor, truncated in float as ffxFsr2GetRenderResolutionFromQualityMode does",
        arguments: [
            (UpscalerPreset.ultraQuality, PixelSize(width: 1080, height: 2340), PixelSize(width: 830, height: 1800)),
            (.quality, PixelSize(width: 1080, height: 2340), PixelSize(width: 720, height: 1560)),
            (.balanced, PixelSize(width: 1080, height: 2340), PixelSize(width: 635, height: 1376)),
            (.performance, PixelSize(width: 1080, height: 2340), PixelSize(width: 540, height: 1170)),
            (.ultraPerformance, PixelSize(width: 1080, height: 2340), PixelSize(width: 360, height: 780)),
            (.quality, PixelSize(width: 3840, height: 2160), PixelSize(width: 2560, height: 1440)),
            (.balanced, PixelSize(width: 3840, height: 2160), PixelSize(width: 2258, height: 1270)),
            (.ultraQuality, PixelSize(width: 3840, height: 2160), PixelSize(width: 2953, height: 1661)),
        ])
    func presetRenderSizes(_ preset: UpscalerPreset, _ display: PixelSize, _ expected: PixelSize) {
        #expect(preset.renderSize(for: display) == expected)
    }

    @Test("Sharpness is 2^-stops in 0…2 stops; a file's value outside that range is refused")
    func sharpness() throws {
        #expect(Sharpness(stops: 0)?.linear == 1)
        #expect(abs((Sharpness(stops: 1)?.linear ?? 0) - 0.5) < 1e-7)
        #expect(abs(Sharpness.engineDefault.linear - 0.870_550_6) < 1e-6)
        #expect(Sharpness(stops: -0.1) == nil && Sharpness(stops: 2.01) == nil && Sharpness(stops: .nan) == nil)
        let decoder = JSONDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode(Sharpness.self, from: Data("3".utf8)) }
        #expect(try decoder.decode(Sharpness.self, from: Data("0.5".utf8)) == Sharpness(stops: 0.5))
    }

    /// A flat image has no edge: every weight sees the same colour. RCAS's resolve divides by
    /// AMD's medium-precision reciprocal (`APrxMedRcpF1`), which is 0.3 % short at its largest
    /// lobe, so a flat colour comes out within a level of 255 of itself, not exactly.
    @Test("EASU of a flat image is that flat colour, and RCAS moves it by less than a level of 255")
    func flatImageStaysFlat() {
        let flat = RGBAFloatImage(width: 20, height: 12, values: (0..<(20 * 12)).flatMap { _ in [0.25, 0.5, 0.75, 1] as [Float] })
        let upscaled = EdgeAdaptiveUpsampling.upscale(flat, to: 30, 18)
        let sharpened = ContrastAdaptiveSharpening.sharpen(upscaled, sharpness: Sharpness(stops: 0)!)
        #expect(upscaled.values.enumerated().allSatisfy { $0.element == [0.25, 0.5, 0.75, 1][$0.offset % 4] })
        for image in [upscaled, sharpened] {
            for pixel in 0..<(image.width * image.height) {
                #expect(abs(image.values[pixel * 4] - 0.25) < 1 / 255 && abs(image.values[pixel * 4 + 2] - 0.75) < 1 / 255)
            }
        }
    }

    /// The dering clamp: no output outside its 4 nearest texels' range, so a hard edge never rings
    /// below black or above white; RCAS's limiter keeps every channel in 0…1 too.
    @Test("EASU and RCAS never ring: on a hard black-white edge every output stays within 0…1 and each pixel's 2×2 range")
    func noRinging() {
        let width = 16
        let values = (0..<(width * 8)).flatMap { index -> [Float] in
            let v: Float = index % width < width / 2 ? 0 : 1
            return [v, v, v, 1]
        }
        let edge = RGBAFloatImage(width: width, height: 8, values: values)
        let upscaled = EdgeAdaptiveUpsampling.upscale(edge, to: 24, 12)
        let sharpened = ContrastAdaptiveSharpening.sharpen(upscaled, sharpness: Sharpness(stops: 0)!)
        #expect(upscaled.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(sharpened.values.allSatisfy { $0 >= -1e-6 && $0 <= 1 + 1e-6 })
        // Sharpening steepens the edge: the pixel just left of the middle is darker than EASU's.
        let left = (6 * 24 + 11) * 4
        #expect(sharpened.values[left] <= upscaled.values[left])
    }

    @Test("EASU's hand-over is half precision, rounded to nearest even and flushed below 2^-14, whatever the device's store rounds")
    func halfPrecisionHandOver() {
        let image = RGBAFloatImage(width: 4, height: 4, values: (0..<16).flatMap { i -> [Float] in [Float(i) / 15 + 1e-4, 3e-5, 0.1, 1] })
        let upscaled = EdgeAdaptiveUpsampling.upscale(image, to: 6, 6)
        for value in upscaled.values {
            #expect(Float(Float16(value)) == value, "\(value) is not a half")
            #expect(value == 0 || abs(value) >= 6.103_515_625e-05)
        }
    }

    /// Below SGSR's edge threshold its output is the bilinear sample; above it, the edge term moves
    /// all three channels together by at most 23/255 and never out of 0…1.
    @Test("SGSR 1 is bilinear on flat and gently graded images, and on a hard edge moves a pixel by at most 23/255 within 0…1")
    func sgsrBoundsItsEdgeTerm() {
        let ramp = RGBAFloatImage(width: 16, height: 8, values: (0..<(16 * 8)).flatMap { i -> [Float] in [Float(i % 16) / 255, 0.5, 0.25, 1] })
        let upscaledRamp = GameSuperResolution.upscale(ramp, to: 24, 12)
        let bilinear = ReferenceResampler.resample(ramp, to: 24, 12, filter: .bilinear)
        #expect(upscaledRamp.maximumDifference(from: bilinear) < 1e-5)
        let values = (0..<(16 * 8)).flatMap { i -> [Float] in
            let v: Float = i % 16 < 8 ? 0.1 : 0.9
            return [v, v, v, 1]
        }
        let edge = RGBAFloatImage(width: 16, height: 8, values: values)
        let upscaled = GameSuperResolution.upscale(edge, to: 24, 12)
        let plain = ReferenceResampler.resample(edge, to: 24, 12, filter: .bilinear)
        #expect(upscaled.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(upscaled.maximumDifference(from: plain) <= 23 / 255 + 1e-6)
        #expect(upscaled.maximumDifference(from: plain) > 1 / 255, "the edge term moved nothing at a hard edge")
    }
}
