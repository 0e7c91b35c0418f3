extension FloatPlane {
    /// Filters every column: output row `r` is the taps' weighted sum of input rows.
    func filteringColumns(_ taps: ResamplingTaps, parallelism: Parallelism) -> FloatPlane {
        let width = width
        return values.withUnsafeBufferPointer { input in
            FloatPlane.filled(width: width, height: taps.outputCount, parallelism: parallelism) { output, rows in
                taps.weights.withUnsafeBufferPointer { allWeights in
                    for row in rows {
                        let range = taps.starts[row]..<taps.starts[row + 1]
                        VectorKernels.withSources(range.count) { sources in
                            for (n, tap) in range.enumerated() { sources[n] = input.baseAddress! + taps.indices[tap] * width }
                            // The row's weights are consecutive in the taps: a slice, not a copy.
                            VectorKernels.weightedSum(
                                of: UnsafeBufferPointer(sources), weights: UnsafeBufferPointer(rebasing: allWeights[range]),
                                into: output.baseAddress! + row * width, count: width)
                        }
                    }
                }
            }
        }
    }

    /// Filters every row: output column `c` is the taps' weighted sum of input columns.
    func filteringRows(_ taps: ResamplingTaps, parallelism: Parallelism) -> FloatPlane {
        let width = width
        let outputs = taps.outputCount
        return values.withUnsafeBufferPointer { input in
            taps.starts.withUnsafeBufferPointer { starts in
                taps.indices.withUnsafeBufferPointer { indices in
                    taps.weights.withUnsafeBufferPointer { weights in
                        FloatPlane.filled(width: outputs, height: height, parallelism: parallelism) { output, rows in
                            for row in rows {
                                let source = input.baseAddress! + row * width
                                let target = output.baseAddress! + row * outputs
                                for column in 0..<outputs {
                                    var sum: Float = 0
                                    for tap in starts[column]..<starts[column + 1] { sum += weights[tap] * source[indices[tap]] }
                                    target[column] = sum
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// One level down the Gaussian pyramid: ⌈height/2⌉ × ⌈width/2⌉ (``ResamplingTaps/reduce(length:oddEnd:)``).
    func reduced(parallelism: Parallelism) -> FloatPlane {
        let oddRows = height % 2 == 1
        return filteringColumns(.reduce(length: height, oddEnd: oddRows), parallelism: parallelism)
            .filteringRows(.reduce(length: width, oddEnd: oddRows), parallelism: parallelism)
    }

    /// This level expanded to `width × height` (``ResamplingTaps/expand(length:)``).
    func expanded(width: Int, height: Int, parallelism: Parallelism) -> FloatPlane {
        filteringColumns(.expand(length: height), parallelism: parallelism)
            .filteringRows(.expand(length: width), parallelism: parallelism)
    }

    /// Blurred by a Gaussian of `sigma` pixels over 4σ + 1 taps with reflected edges.
    func blurred(sigma: Double, parallelism: Parallelism) -> FloatPlane {
        let radius = Int(sigma * 4) / 2
        return filteringColumns(.gaussian(length: height, sigma: sigma, radius: radius), parallelism: parallelism)
            .filteringRows(symmetric: .gaussian(length: width, sigma: sigma, radius: radius), radius: radius, parallelism: parallelism)
    }

    /// Filters every row with taps that are the same `2·radius + 1` weights over consecutive
    /// columns away from the edges: those outputs as one weighted sum of shifted rows (the vector
    /// kernel), the `radius` at each edge by their own taps. The same sums, in the same order.
    func filteringRows(symmetric taps: ResamplingTaps, radius: Int, parallelism: Parallelism) -> FloatPlane {
        let width = width
        let interior = width - 2 * radius
        guard interior > 0 else { return filteringRows(taps, parallelism: parallelism) }
        let weights = Array(taps.weights[taps.starts[radius]..<taps.starts[radius + 1]])
        return values.withUnsafeBufferPointer { input in
            weights.withUnsafeBufferPointer { weights in
                FloatPlane.filled(width: width, height: height, parallelism: parallelism) { output, rows in
                    for row in rows {
                        let source = input.baseAddress! + row * width
                        let target = output.baseAddress! + row * width
                        VectorKernels.withSources(weights.count) { sources in
                            for k in 0..<weights.count { sources[k] = source + k }
                            VectorKernels.weightedSum(of: UnsafeBufferPointer(sources), weights: weights, into: target + radius, count: interior)
                        }
                        for edge in [0..<radius, (width - radius)..<width] {
                            for column in edge {
                                var sum: Float = 0
                                for tap in taps.starts[column]..<taps.starts[column + 1] { sum += taps.weights[tap] * source[taps.indices[tap]] }
                                target[column] = sum
                            }
                        }
                    }
                }
            }
        }
    }
}
