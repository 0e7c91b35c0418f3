import NativeScaleCore
internal import RealModule

extension ColorVideoVDP {
    /// The bands' pooled differences pooled into one figure: each channel's bands pooled with
    /// `beta_sch` (the baseband weighted by its channel's `baseband_weight`, the chromatic
    /// channels by `ch_chrom_w`, the transient one by `ch_trans_w`), then the channels with
    /// `beta_tch`. An image's JOD is of this times the image integration; a video's, of its L2
    /// mean over frames.
    func pooledQuality(_ bands: [ColorVideoVDPScore.Band]) -> Double {
        let channelWeights = [1, parameters.chromaticWeight, parameters.chromaticWeight, parameters.transientWeight]
        let perChannel = bands[0].differences.indices.map { c in
            let sum = bands.indices.reduce(0.0) { sum, b in
                let weight = b == bands.count - 1 ? parameters.basebandWeights[c] : 1
                return sum + Self.safePower(bands[b].differences[c] * channelWeights[c] * weight, parameters.betaBands)
            }
            return Self.safePower(sum, 1 / parameters.betaBands)
        }
        return Self.safePower(perChannel.reduce(0.0) { $0 + Self.safePower($1, parameters.betaChannels) }, 1 / parameters.betaChannels)
    }

    /// JOD of a pooled quality `q`: `10 − a · q^exponent` (linear below q = 0.1, as the reference
    /// makes it differentiable).
    static func jod(_ q: Double, _ parameters: ColorVideoVDPParameters) -> Double {
        jod(q, a: parameters.jodA, exponent: parameters.jodExponent)
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
