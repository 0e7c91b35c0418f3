import NativeScaleCore
import Testing

@Suite("Pixel rounding")
struct PixelRoundingTests {
    @Test(
        "Each platform rounding on its documented examples",
        arguments: [
            // Wayland toplevel / Windows MulDiv: 1366 × 1.25 = 1707.5 rounds half away from zero.
            (PixelRounding.halfAwayFromZero, 1707.5, 1708),
            (.halfAwayFromZero, 1707.49, 1707),
            // GLFW on X11: `int *= float` truncates.
            (.towardZero, 1707.5, 1707),
            (.towardZero, 517.99, 517),
            // Android: 1 dp at 420 dpi = 2.625 px → 3; never 0 for a non-zero size.
            (.androidSize, 2.625, 3),
            (.androidSize, 0.1, 1),
            (.androidSize, 0.0, 0),
            (.androidSize, -0.2, -1),
        ])
    func documentedExamples(rounding: PixelRounding, length: Double, expected: Int) {
        #expect(rounding.round(length) == expected)
    }

    @Test("Floating-point noise is not rounded away")
    func floatingPointNoise() {
        // 400 × (1242 / 300) is 1656 on paper and 1655.9999999999998 in binary floating point.
        let length = 400 * (1242.0 / 300.0)
        #expect(length < 1656)
        #expect(PixelRounding.towardZero.round(length) == 1656)
        #expect(PixelRounding.towardZero.round(1655.99) == 1655)
    }
}
