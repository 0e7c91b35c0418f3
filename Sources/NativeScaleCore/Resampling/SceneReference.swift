/// The CPU reference of `shaders/pattern.glsl`: the analytic scene every workload starts from.
public enum SceneReference {
    /// The pattern at normalized coordinates `(u, v)`: zone plate, checker and gradients; text-like
    /// glyphs; a gradient band; a fan of thin lines (see `shaders/pattern.glsl`).
    public static func pattern(u: Float, v: Float) -> (Float, Float, Float) {
        if v >= 0.56 && v < 0.76 { return glyphs(u: u, v: v) }
        if v >= 0.76 && v < 0.80 { return (u, 0.5 * u + 0.25, 1 - u) }
        if v >= 0.80 { return lines(u: u, v: v) }
        let cu = u - 0.5
        let cv = v - 0.5
        let zone = 0.5 + 0.5 * Float(cosine(Double(400 * (cu * cu + cv * cv))))
        let cells = (u * 18).rounded(.down) + (v * 32).rounded(.down)
        let checker = cells.truncatingRemainder(dividingBy: 2)
        return (zone, v + (checker - v) * 0.5, u)
    }

    /// The `fill` image of a `width × height` target, as the GPU renders it (pixel centres), at
    /// `time` (still by default; a sequence's frame moves the pattern, ``SceneMotion``).
    public static func fill(width: Int, height: Int, time: FrameTime = .still(round: 0)) -> RGBAImage {
        let motion = SceneMotion.pattern(at: time)
        return RGBAImage(width: width, height: height) { x, y in
            let (u, v) = SceneMotion.moved(u: (Float(x) + 0.5) / Float(width), v: (Float(y) + 0.5) / Float(height), motion: motion)
            let (r, g, b) = pattern(u: u, v: v)
            return (r, g, b, 1)
        }
    }

    /// `sceneHash` of the shader: a 32-bit integer mix (lowbias32).
    static func hash(_ value: UInt32) -> UInt32 {
        var x = value
        x ^= x >> 16
        x = x &* 0x7FEB_352D
        x ^= x >> 15
        x = x &* 0x846C_A68B
        x ^= x >> 16
        return x
    }

    static func glyphs(u: Float, v: Float) -> (Float, Float, Float) {
        let gx = u * 96
        let gy = (v - 0.56) * 100
        let cx = gx.rounded(.down)
        let cy = gy.rounded(.down)
        let fx = gx - cx
        let fy = gy - cy
        let bits = hash(UInt32(cx) &+ 97 &* UInt32(cy))
        var ink = false
        if (bits >> 5) % 6 != 0 && fx >= 0.2 && fx < 0.8 && fy >= 0.15 && fy < 0.85 {
            ink =
                (bits & 1 != 0 && fy < 0.27) || (bits & 2 != 0 && fy >= 0.44 && fy < 0.56)
                || (bits & 4 != 0 && fy >= 0.73) || (bits & 8 != 0 && fx < 0.34) || (bits & 16 != 0 && fx >= 0.66)
        }
        let paper = 0.93 - 0.08 * u
        return ink ? (0.08, 0.08, 0.12) : (paper, paper, paper)
    }

    static func lines(u: Float, v: Float) -> (Float, Float, Float) {
        let px = u - 0.5
        let py = v - 0.80
        var line: Float = 0
        for (sine, cosine) in lineDirections {
            let distance = abs(px * sine - py * cosine)
            if distance < 0.0006 { line = 1 }
        }
        return (0.05 + 0.90 * line, 0.07 + 0.85 * line, 0.10 + 0.75 * line)
    }

    /// `(sin, cos)` of the line angles `0.2 + 0.19 k`, k = 0…14, as Float: the shader's literals.
    static let lineDirections: [(Float, Float)] = [
        (0.19866932928562164, 0.9800665974617004),
        (0.3801884055137634, 0.9249090552330017),
        (0.5480239391326904, 0.836462676525116),
        (0.6961352229118347, 0.717910647392273),
        (0.819191575050354, 0.5735200047492981),
        (0.9127639532089233, 0.4084874391555786),
        (0.9734845161437988, 0.22875280678272247),
        (0.9991679191589355, 0.040785010904073715),
        (0.988889753818512, -0.14865070581436157),
        (0.9430199265480042, -0.3327362537384033),
        (0.8632093667984009, -0.5048460960388184),
        (0.7523306012153625, -0.6587857604026794),
        (0.6143742799758911, -0.7890147566795349),
        (0.4543056786060333, -0.8908458948135376),
        (0.27788591384887695, -0.9606140851974487),
    ]

    static func cosine(_ x: Double) -> Double {
        ResampleFilter.sine(x + .pi / 2)
    }
}
