extension PixelFormat {
    /// The largest error of one stored channel value in 0…1 from rounding to the format: half a
    /// step of an 8- or 10-bit UNORM channel, or half a unit in the last place of a half float
    /// (relative, 2⁻¹¹, which is 2⁻¹² of 1 below 1 and grows with the value).
    public func roundingError(at value: Float) -> Float {
        switch self {
        case .rgba8, .bgra8: 0.5 / 255
        case .rgb10a2: 0.5 / 1023
        case .rgba16f: max(abs(value), 1.0 / 16384) / 2048
        }
    }

    /// Channel values (RGBA, 0…1 for UNORM formats) from pixels stored in this format.
    public func decode(_ bytes: [UInt8]) -> [Float] {
        let pixels = bytes.count / bytesPerPixel
        var values = [Float](repeating: 0, count: pixels * 4)
        switch self {
        case .rgba8:
            for i in 0..<(pixels * 4) { values[i] = Float(bytes[i]) / 255 }
        case .bgra8:
            for p in 0..<pixels {
                values[p * 4] = Float(bytes[p * 4 + 2]) / 255
                values[p * 4 + 1] = Float(bytes[p * 4 + 1]) / 255
                values[p * 4 + 2] = Float(bytes[p * 4]) / 255
                values[p * 4 + 3] = Float(bytes[p * 4 + 3]) / 255
            }
        case .rgb10a2:
            // A2B10G10R10_UNORM_PACK32, little-endian: red in bits 0–9, green 10–19, blue 20–29, alpha 30–31.
            for p in 0..<pixels {
                let word = UInt32(bytes[p * 4]) | UInt32(bytes[p * 4 + 1]) << 8 | UInt32(bytes[p * 4 + 2]) << 16 | UInt32(bytes[p * 4 + 3]) << 24
                values[p * 4] = Float(word & 0x3FF) / 1023
                values[p * 4 + 1] = Float((word >> 10) & 0x3FF) / 1023
                values[p * 4 + 2] = Float((word >> 20) & 0x3FF) / 1023
                values[p * 4 + 3] = Float(word >> 30) / 3
            }
        case .rgba16f:
            for i in 0..<(pixels * 4) {
                values[i] = Float(Self.halfToFloat(UInt16(bytes[i * 2]) | UInt16(bytes[i * 2 + 1]) << 8))
            }
        }
        return values
    }

    /// Pixels in this format's layout from channel values (RGBA), rounded to nearest as Vulkan
    /// requires (UNORM values clamped to 0…1).
    public func encode(_ values: [Float]) -> [UInt8] {
        let pixels = values.count / 4
        var bytes = [UInt8](repeating: 0, count: pixels * bytesPerPixel)
        switch self {
        case .rgba8:
            for i in 0..<values.count { bytes[i] = RGBAImage.unorm8(values[i]) }
        case .bgra8:
            for p in 0..<pixels {
                bytes[p * 4] = RGBAImage.unorm8(values[p * 4 + 2])
                bytes[p * 4 + 1] = RGBAImage.unorm8(values[p * 4 + 1])
                bytes[p * 4 + 2] = RGBAImage.unorm8(values[p * 4])
                bytes[p * 4 + 3] = RGBAImage.unorm8(values[p * 4 + 3])
            }
        case .rgb10a2:
            for p in 0..<pixels {
                let unorm = { (value: Float, maximum: Float) in UInt32((min(max(value, 0), 1) * maximum).rounded(.toNearestOrEven)) }
                let word =
                    unorm(values[p * 4], 1023) | unorm(values[p * 4 + 1], 1023) << 10 | unorm(values[p * 4 + 2], 1023) << 20
                    | unorm(values[p * 4 + 3], 3) << 30
                for b in 0..<4 { bytes[p * 4 + b] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(b))) }
            }
        case .rgba16f:
            for i in 0..<values.count {
                let half = Self.floatToHalf(values[i])
                bytes[i * 2] = UInt8(truncatingIfNeeded: half)
                bytes[i * 2 + 1] = UInt8(truncatingIfNeeded: half >> 8)
            }
        }
        return bytes
    }

    /// IEEE 754 binary16 bits to a float (subnormals, infinities and NaN included).
    package static func halfToFloat(_ bits: UInt16) -> Float {
        let sign: Float = bits & 0x8000 != 0 ? -1 : 1
        let exponent = Int((bits >> 10) & 0x1F)
        let mantissa = Float(bits & 0x3FF)
        switch exponent {
        case 0: return sign * mantissa * Float(sign: .plus, exponent: -24, significand: 1)
        case 31: return mantissa == 0 ? sign * .infinity : .nan
        default: return sign * (1 + mantissa / 1024) * Float(sign: .plus, exponent: exponent - 15, significand: 1)
        }
    }

    /// A float to the nearest binary16 bits (ties to even), as a device stores RGBA16F.
    package static func floatToHalf(_ value: Float) -> UInt16 {
        let bits = value.bitPattern
        let sign = UInt16((bits >> 16) & 0x8000)
        let exponent = Int((bits >> 23) & 0xFF) - 127 + 15
        var mantissa = bits & 0x7F_FFFF
        if value.isNaN { return sign | 0x7E00 }
        if exponent >= 31 { return sign | 0x7C00 }
        if exponent <= 0 {
            guard exponent >= -10 else { return sign }
            mantissa |= 0x80_0000
            let shift = UInt32(14 - exponent)
            var half = mantissa >> shift
            let remainder = mantissa & ((1 << shift) - 1)
            let halfway = UInt32(1) << (shift - 1)
            if remainder > halfway || (remainder == halfway && half & 1 == 1) { half += 1 }
            return sign | UInt16(half)
        }
        var half = UInt32(exponent) << 10 | mantissa >> 13
        let remainder = mantissa & 0x1FFF
        if remainder > 0x1000 || (remainder == 0x1000 && half & 1 == 1) { half += 1 }
        return sign | UInt16(min(half, 0x7C00))
    }
}
