internal import CVectorKernels
public import NativeScaleCore
internal import RealModule

/// The colour transforms of FLIP: sRGB to linear RGB to CIE XYZ (D65) to YCxCz, back to linear
/// RGB, and linear RGB to Hunt-adjusted CIE L\*a\*b\*.
package enum FLIPColor {
    /// D65 white in XYZ: linear RGB (1, 1, 1) through ``toXYZ``.
    static let white: (Float, Float, Float) = (0.950428545, 1, 1.088900371)

    /// A 3×3 matrix, row by row (a tuple: constant, no bounds checks in the per-pixel loops).
    typealias Matrix = (Float, Float, Float, Float, Float, Float, Float, Float, Float)

    /// The sRGB to XYZ matrix, in the exact fractions of IEC 61966-2-1's primaries and D65.
    static let toXYZ: Matrix = (
        10_135_552 / 24_577_794, 8_788_810 / 24_577_794, 4_435_075 / 24_577_794,
        2_613_072 / 12_288_897, 8_788_810 / 12_288_897, 887015 / 12_288_897,
        1_425_312 / 73_733_382, 8_788_810 / 73_733_382, 70_074_185 / 73_733_382
    )

    /// Its inverse.
    static let toLinearRGB: Matrix = (
        3.241003275, -1.537398934, -0.498615861,
        -0.969224334, 1.875930071, 0.041554224,
        0.055639423, -0.204011202, 1.057148933
    )

    /// The sRGB transfer function's inverse for an 8-bit code, looked up.
    static let decode: [Float] = (0...255).map { code in
        let c = Float(code) / 255
        return c <= 0.04045 ? c / 12.92 : Float.pow((c + 0.055) / 1.055, 2.4)
    }

    @inline(__always)
    static func multiply(_ m: Matrix, _ v: (Float, Float, Float)) -> (Float, Float, Float) {
        (m.0 * v.0 + m.1 * v.1 + m.2 * v.2, m.3 * v.0 + m.4 * v.1 + m.5 * v.2, m.6 * v.0 + m.7 * v.1 + m.8 * v.2)
    }

    /// YCxCz of an 8-bit sRGB pixel: Y = 116 y − 16, Cx = 500 (x − y), Cz = 200 (y − z), with
    /// x, y, z the XYZ over white (the linear counterpart of L\*a\*b\*).
    static func ycxcz(sRGB8 pixel: (UInt8, UInt8, UInt8)) -> (Float, Float, Float) {
        let xyz = multiply(toXYZ, (decode[Int(pixel.0)], decode[Int(pixel.1)], decode[Int(pixel.2)]))
        let x = xyz.0 / white.0
        let y = xyz.1
        let z = xyz.2 / white.2
        return (116 * y - 16, 500 * (x - y), 200 * (y - z))
    }

    /// The product of `m` and eight column vectors, lane by lane exactly as ``multiply(_:_:)``.
    @inline(__always)
    static func multiply(_ m: Matrix, _ v: Pixels) -> Pixels {
        (m.0 * v.0 + m.1 * v.1 + m.2 * v.2, m.3 * v.0 + m.4 * v.1 + m.5 * v.2, m.6 * v.0 + m.7 * v.1 + m.8 * v.2)
    }

    /// Three channels of eight pixels.
    typealias Pixels = (SIMD8<Float>, SIMD8<Float>, SIMD8<Float>)

    /// Linear RGB (not clamped) of eight YCxCz values.
    static func linearRGB(ycxcz: Pixels) -> Pixels {
        let y = (ycxcz.0 + 16) / 116
        let x = y + ycxcz.1 / 500
        let z = y - ycxcz.2 / 200
        return multiply(toLinearRGB, (x * white.0, y, z * white.2))
    }

    /// CIE L\*a\*b\* of eight linear RGB values, with a and b scaled by 0.01 L (the Hunt effect:
    /// colour differences shrink with luminance).
    static func huntAdjustedLab(linearRGB rgb: Pixels) -> Pixels {
        let xyz = multiply(toXYZ, rgb)
        let fx = f(xyz.0 / white.0)
        let fy = f(xyz.1)
        let fz = f(xyz.2 / white.2)
        let l = 116 * fy - 16
        return (l, 0.01 * l * 500 * (fx - fy), 0.01 * l * 200 * (fy - fz))
    }

    /// ``huntAdjustedLab(linearRGB:)`` of one value.
    static func huntAdjustedLab(linearRGB rgb: (Float, Float, Float)) -> (Float, Float, Float) {
        let lab = huntAdjustedLab(linearRGB: (SIMD8(repeating: rgb.0), SIMD8(repeating: rgb.1), SIMD8(repeating: rgb.2)))
        return (lab.0[0], lab.1[0], lab.2[0])
    }

    /// L\*a\*b\*'s δ = 6/29, and its compression's linear part below δ³: t / (3δ²) + 4/29.
    static let delta: Float = 6 / 29
    static let linearDivisor: Float = 3 * delta * delta
    static let linearOffset: Float = 4 / 29
    static let threshold: Float = delta * delta * delta

    /// CIE L\*a\*b\*'s compression of each lane: the cube root above δ³, linear below.
    @inline(__always)
    static func f(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let linear = t / linearDivisor + linearOffset
        return cubeRoots(t).replacing(with: linear, where: t .<= threshold)
    }

    /// The constants above for the C kernel (``ns_flip_convert``).
    static let kernelConstants = ns_flip_color(
        to_xyz: toXYZ, to_linear_rgb: toLinearRGB, white: white,
        linear_divisor: linearDivisor, linear_offset: linearOffset, threshold: threshold)

    /// The cube root of each positive normal lane of `t`, rounded from a double exact to about
    /// 1e-11: so within a unit in the last place of `powf(t, 1/3)`, in a fraction of the time of
    /// that or of glibc's `cbrtf` (a quarter of FLIP's time when it was used), and eight lanes at
    /// once. Lanes that are not positive normals give a meaningless value.
    ///
    /// A first guess divides the exponent by three in the bit pattern (FreeBSD's `s_cbrtf.c`,
    /// within 4 %), then two steps of Halley's iteration, y ← y (y³ + 2t) / (2y³ + t), each
    /// cubing the relative error.
    @inline(__always)
    package static func cubeRoots(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let bits = unsafeBitCast(t, to: SIMD8<UInt32>.self)
        let x = SIMD8<Double>(t)
        var y = SIMD8<Double>(unsafeBitCast(bits / 3 &+ 709_958_130, to: SIMD8<Float>.self))
        for _ in 0..<2 {
            let cube = y * y * y
            y *= (cube + 2 * x) / (2 * cube + x)
        }
        return SIMD8<Float>(y)
    }
}
