import NativeScaleCore
internal import RealModule

extension ColorVideoVDP {
    /// JOD from the bands' pooled differences: each channel's bands pooled with `beta_sch` (the
    /// baseband weighted by its channel's `baseband_weight`, the chromatic channels by
    /// `ch_chrom_w`), the channels with `beta_tch`, times the image integration, then
    /// `10 − a · Q^exponent` (linear below Q = 0.1, as the reference makes it differentiable).
    func jod(_ bands: [ColorVideoVDPScore.Band]) -> Double {
        let channelWeights = [1, parameters.chromaticWeight, parameters.chromaticWeight]
        let perChannel = (0..<3).map { c in
            let sum = bands.indices.reduce(0.0) { sum, b in
                let weight = b == bands.count - 1 ? parameters.basebandWeights[c] : 1
                return sum + Self.safePower(bands[b].differences[c] * channelWeights[c] * weight, parameters.betaBands)
            }
            return Self.safePower(sum, 1 / parameters.betaBands)
        }
        let pooled = Self.safePower(perChannel.reduce(0.0) { $0 + Self.safePower($1, parameters.betaChannels) }, 1 / parameters.betaChannels)
        return Self.jod(pooled * parameters.imageIntegration, a: parameters.jodA, exponent: parameters.jodExponent)
    }

    /// `(x + ε)^p − ε^p` in double precision.
    static func safePower(_ x: Double, _ p: Double) -> Double {
        let e = Double(epsilon)
        return Double.pow(x + e, p) - Double.pow(e, p)
    }

    /// `10 − a · Q^exponent`, continued linearly below Q = 0.1 with the same value there.
    static func jod(_ q: Double, a: Double, exponent: Double) -> Double {
        let threshold = 0.1
        if q <= threshold { return 10 - a * Double.pow(threshold, exponent - 1) * q }
        return 10 - a * Double.pow(q, exponent)
    }
}
