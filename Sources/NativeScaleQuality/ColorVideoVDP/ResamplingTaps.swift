internal import RealModule

/// The input samples and weights each output sample of a one-dimensional filter sums, in the
/// order it sums them: ColorVideoVDP's pyramid and blur written as gathers, so every boundary rule
/// of the reference (including its quirks) is a list of taps rather than a padded copy.
struct ResamplingTaps: Sendable {
    /// Output `i` sums `weights[k] · input[indices[k]]` for `k` in `starts[i]..<starts[i + 1]`.
    let starts: [Int]
    let indices: [Int]
    let weights: [Float]

    var outputCount: Int { starts.count - 1 }

    init(outputs: Int, _ taps: (Int) -> [(index: Int, weight: Float)]) {
        var starts = [0]
        var indices: [Int] = []
        var weights: [Float] = []
        for output in 0..<outputs {
            for tap in taps(output) {
                indices.append(tap.index)
                weights.append(tap.weight)
            }
            starts.append(indices.count)
        }
        self.starts = starts
        self.indices = indices
        self.weights = weights
    }

    /// The five-tap kernel of the pyramid, `[¼ − a/2, ¼, a, ¼, ¼ − a/2]` with a = 0.4.
    static let kernel: [Float] = [0.25 - 0.4 / 2, 0.25, 0.4, 0.25, 0.25 - 0.4 / 2]

    /// Halving `length` samples (to ⌈length/2⌉) as `pycvvdp`'s `gausspyr_reduce` does: the kernel
    /// at stride 2 over zero padding, then the first output adds the mirrored samples x₀·k₁ + x₁·k₀
    /// and the last adds x₋₁·k₃ + x₋₂·k₄ when `oddEnd`, else x₋₁·k₄. The reference decides `oddEnd`
    /// by the number of rows for both passes, so the horizontal pass passes the rows' parity.
    static func reduce(length: Int, oddEnd: Bool) -> ResamplingTaps {
        let outputs = (length + 1) / 2
        let last = length - 1
        return ResamplingTaps(outputs: outputs) { i in
            var taps: [(index: Int, weight: Float)] = []
            for k in 0..<5 where (0..<length).contains(2 * i + k - 2) { taps.append((2 * i + k - 2, kernel[k])) }
            if i == 0 { taps += [(0, kernel[1]), (min(1, last), kernel[0])] }
            if i == outputs - 1 {
                taps += oddEnd ? [(last, kernel[3]), (max(last - 1, 0), kernel[4])] : [(last, kernel[4])]
            }
            return taps
        }
    }

    /// Doubling to `length` samples from ⌈length/2⌉ as `gausspyr_expand` does: the samples
    /// interleaved with zeros in a row of `length + 4` that starts with the first sample and has
    /// the last again two (even `length`) or three (odd) places after the end, filtered with twice
    /// the kernel.
    static func expand(length: Int) -> ResamplingTaps {
        let inputs = (length + 1) / 2
        let odd = length % 2
        func source(_ z: Int) -> Int? {
            if z == 0 { return 0 }
            if z == length + 2 + odd { return inputs - 1 }
            if z >= 2, z < length + 2, z % 2 == 0 { return (z - 2) / 2 }
            return nil
        }
        return ResamplingTaps(outputs: length) { i in
            (0..<5).compactMap { k in source(i + k).map { ($0, 2 * kernel[k]) } }
        }
    }

    /// A normalised Gaussian of `sigma` over `2·radius + 1` taps with reflected edges (torchvision's
    /// `GaussianBlur` with reflect padding: sample −1 is sample 1).
    static func gaussian(length: Int, sigma: Double, radius: Int) -> ResamplingTaps {
        let raw = (-radius...radius).map { Float.exp(-0.5 * Float($0 * $0) / Float(sigma * sigma)) }
        let sum = raw.reduce(0, +)
        let weights = raw.map { $0 / sum }
        return ResamplingTaps(outputs: length) { i in
            (0...(2 * radius)).map { k in
                var j = i + k - radius
                if j < 0 { j = -j }
                if j >= length { j = 2 * (length - 1) - j }
                return (j, weights[k])
            }
        }
    }
}
