/// FSR 1's hand-over precision: a value rounded to half precision (to nearest, ties to even),
/// and flushed to 0 below the smallest normal half (2⁻¹⁴). The EASU kernel rounds its output so
/// before storing it (`roundedToHalf` in `shaders/upscale.glsl`), so the store's own conversion,
/// whose rounding Vulkan leaves to the device (lavapipe truncates), has nothing left to round.
enum HalfPrecision {
    static func rounded(_ x: Float) -> Float {
        guard abs(x) >= 6.103_515_625e-05 else { return 0 }
        let bits = x.bitPattern &+ 0x0FFF &+ ((x.bitPattern >> 13) & 1)
        return Float(bitPattern: bits & 0xFFFF_E000)
    }
}
