internal import RealModule

extension ColorVideoVDP {
    /// The gains of the channels' contrast in the `mult-mutual` masking model (Y, RG, YV, and
    /// the achromatic transient channel of a video).
    static let channelGains: [Float] = [1, 1.45, 1, 1]
    /// The ε of the reference's differentiable power, `(x + ε)^p − ε^p`.
    static let epsilon: Float = 0.00001

    /// `(x + ε)^p − ε^p`: the reference's `safe_pow`, which every power of the model goes through.
    @inline(__always)
    static func safePower(_ x: Float, _ p: Float, _ epsilonPower: Float) -> Float {
        Float.pow(x + epsilon, p) - epsilonPower
    }

    /// The pooled masked difference of each channel in one band above the baseband: the band is
    /// level `level` minus level `level + 1` expanded, as Weber contrast over each image's own
    /// expanded achromatic level (at least 0.01 cd/m², the contrast at most 1000), times
    /// `multiplier` (2 for the middle bands, as `get_band` gives them).
    func bandDifferences(
        test: [FloatPlane], reference: [FloatPlane], testBelow: [FloatPlane], referenceBelow: [FloatPlane],
        frequency: Double, multiplier: Float, parallelism: Parallelism
    ) -> [Double] {
        let width = test[0].width
        let height = test[0].height
        let testExpanded = testBelow.map { $0.expanded(width: width, height: height, parallelism: parallelism) }
        let referenceExpanded = referenceBelow.map { $0.expanded(width: width, height: height, parallelism: parallelism) }
        let contrasts = sensitivityWeightedContrasts(
            test: test, reference: reference, testExpanded: testExpanded,
            referenceExpanded: referenceExpanded, frequency: frequency,
            multiplier: multiplier, parallelism: parallelism)
        let masks = contrasts.smaller.map { phaseUncertainty($0, parallelism: parallelism) }
        return maskedDifferences(differences: contrasts.differences, masks: masks, parallelism: parallelism)
    }

    /// Per channel, `|T′ − R′|` and `min(|T′|, |R′|)` of the band's contrasts times the CSF's
    /// sensitivity (at the reference's background) and the channel's gain; on AVX-512 by the C
    /// kernel (``vectorContrasts(planes:lookup:multiplier:out:parallelism:)``), within float rounding.
    func sensitivityWeightedContrasts(
        test: [FloatPlane], reference: [FloatPlane], testExpanded: [FloatPlane],
        referenceExpanded: [FloatPlane], frequency: Double, multiplier: Float,
        parallelism: Parallelism
    ) -> (differences: [FloatPlane], smaller: [FloatPlane]) {
        let width = test[0].width
        let height = test[0].height
        let count = width * height
        let channels = test.count
        let lookup = SensitivityLookup(
            sensitivity, channels: channels, frequency: frequency,
            correction: Float.pow(10, Float(parameters.sensitivityCorrection) / 20))
        let gains = Self.channelGains
        let planes = SharedPlane.filled(2 * channels, count: count) { out in
            if Self.vectorContrasts(
                planes: (test, reference, testExpanded, referenceExpanded), lookup: lookup, multiplier: multiplier, out: out,
                parallelism: parallelism)
            {
                return
            }
            parallelism.forEachBand(rows: height) { rows in
                var s = [Float](repeating: 0, count: channels)
                for p in (rows.lowerBound * width)..<(rows.upperBound * width) {
                    let testBackground = max(testExpanded[0].values[p], 0.01)
                    let referenceBackground = max(referenceExpanded[0].values[p], 0.01)
                    lookup.sensitivities(logLuminance: Float.log10(referenceBackground), into: &s)
                    for c in 0..<channels {
                        let t = min((test[c].values[p] - testExpanded[c].values[p]) / testBackground, 1000) * multiplier
                        let r = min((reference[c].values[p] - referenceExpanded[c].values[p]) / referenceBackground, 1000) * multiplier
                        let tp = t * s[c] * gains[c]
                        let rp = r * s[c] * gains[c]
                        out[c][p] = abs(tp - rp)
                        out[channels + c][p] = min(abs(tp), abs(rp))
                    }
                }
            }
        }
        let plane = { (index: Int) in FloatPlane(width: width, height: height, values: planes[index]) }
        return ((0..<channels).map(plane), (channels..<(2 * channels)).map(plane))
    }

    /// The mask's spread over neighbouring phases: a Gaussian blur of σ = `pu_dilate` pixels
    /// (only where the band is wider and taller than 2σ), times 10^`mask_c`.
    func phaseUncertainty(_ plane: FloatPlane, parallelism: Parallelism) -> FloatPlane {
        let sigma = parameters.phaseUncertaintySigma
        let gain = Float.pow(10, Float(parameters.maskC))
        let pad = Int(sigma * 2)
        var blurred = plane.height > pad && plane.width > pad ? plane.blurred(sigma: sigma, parallelism: parallelism) : plane
        for i in blurred.values.indices { blurred.values[i] *= gain }
        return blurred
    }

    /// Per channel, the L2 mean over the band's pixels of the masked, softly clamped difference
    /// `D = clamp(safe_pow(|T′ − R′|, p) / (1 + Σⱼ wⱼc · safe_pow(Mⱼ, qⱼ)))`; on AVX-512 by the C
    /// kernel (``vectorMaskedSums(differences:masks:parallelism:)``), within float rounding.
    func maskedDifferences(differences: [FloatPlane], masks: [FloatPlane], parallelism: Parallelism) -> [Double] {
        let width = differences[0].width
        let height = differences[0].height
        let channels = differences.count
        let p = Float(parameters.maskP)
        let q = parameters.maskQ.prefix(channels).map(Float.init)
        let weights = (0..<channels).map { j in (0..<channels).map { c in Float.pow(2, Float(parameters.crossChannelWeights[4 * j + c])) } }
        let epsilonP = Float.pow(Self.epsilon, p)
        let epsilonQ = q.map { Float.pow(Self.epsilon, $0) }
        let epsilonSquared = Float.pow(Self.epsilon, 2)
        let maximum = Float.pow(10, Float(parameters.dMax))
        let n = Double(width * height)
        if let sums = vectorMaskedSums(differences: differences, masks: masks, parallelism: parallelism) {
            return sums.map { Self.pooledRoot($0 / n, beta: parameters.beta) }
        }
        let sums = parallelism.mapBands(rows: height) { rows -> [Double] in
            var sums = [Double](repeating: 0, count: channels)
            var pooled = [Float](repeating: 0, count: channels)
            for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
                for j in 0..<channels { pooled[j] = Self.safePower(abs(masks[j].values[i]), q[j], epsilonQ[j]) }
                for c in 0..<channels {
                    var mask: Float = 0
                    for j in 0..<channels { mask += pooled[j] * weights[j][c] }
                    let unclamped = Self.safePower(differences[c].values[i], p, epsilonP) / (1 + mask)
                    let d = maximum * unclamped / (maximum + unclamped)
                    sums[c] += Double(Self.safePower(d, 2, epsilonSquared))
                }
            }
            return sums
        }
        return (0..<channels).map { c in Self.pooledRoot(sums.reduce(0) { $0 + $1[c] } / n, beta: parameters.beta) }
    }

    /// `safe_pow(mean, 1/β)`: the L-β mean's root as the reference takes it, ε included.
    static func pooledRoot(_ mean: Double, beta: Double) -> Double {
        let e = Double(epsilon)
        return Double.pow(mean + e, 1 / beta) - Double.pow(e, 1 / beta)
    }

    /// The baseband: each image's lowest level as Weber contrast over the mean of its own
    /// achromatic level (at least 0.01 cd/m² a pixel), times the sensitivity at 0.1 cycles per
    /// degree and the reference's mean luminance; unmasked.
    func basebandDifferences(test: [FloatPlane], reference: [FloatPlane]) -> [Double] {
        let count = test[0].count
        let testMean = Float(test[0].values.reduce(0.0) { $0 + Double(max($1, 0.01)) } / Double(count))
        let referenceMean = Float(reference[0].values.reduce(0.0) { $0 + Double(max($1, 0.01)) } / Double(count))
        let lookup = SensitivityLookup(
            sensitivity, channels: test.count, frequency: 0.1,
            correction: Float.pow(10, Float(parameters.sensitivityCorrection) / 20))
        var s = [Float](repeating: 0, count: test.count)
        lookup.sensitivities(logLuminance: Float.log10(referenceMean), into: &s)
        let epsilonSquared = Float.pow(Self.epsilon, 2)
        return test.indices.map { c in
            var sum = 0.0
            for i in 0..<count {
                let t = min(test[c].values[i] / testMean, 1000)
                let r = min(reference[c].values[i] / referenceMean, 1000)
                sum += Double(Self.safePower(abs(t - r) * s[c], 2, epsilonSquared))
            }
            return Self.pooledRoot(sum / Double(count), beta: parameters.beta)
        }
    }
}
