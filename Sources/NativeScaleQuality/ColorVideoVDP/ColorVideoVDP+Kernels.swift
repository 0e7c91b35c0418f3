internal import CVectorKernels
internal import RealModule

extension ColorVideoVDP {
    /// The planes' storage, in order, for the length of `body`.
    static func withPointers<Result>(_ planes: [FloatPlane], _ body: ([UnsafePointer<Float>]) -> Result) -> Result {
        func nest(_ index: Int, _ collected: [UnsafePointer<Float>]) -> Result {
            guard index < planes.count else { return body(collected) }
            return planes[index].values.withUnsafeBufferPointer { nest(index + 1, collected + [$0.baseAddress!]) }
        }
        return nest(0, [])
    }

    /// ``sensitivityWeightedContrasts(test:reference:testExpanded:referenceExpanded:frequency:multiplier:parallelism:)``'s
    /// loop on the widest vectors (``ns_cvvdp_contrasts_rows``): false, with nothing written,
    /// where the CPU lacks them (or the portable path is chosen) and the Swift loop must run.
    static func vectorContrasts(
        planes: (test: [FloatPlane], reference: [FloatPlane], testExpanded: [FloatPlane], referenceExpanded: [FloatPlane]),
        lookup: SensitivityLookup, multiplier: Float, out: [SharedPlane], parallelism: Parallelism
    ) -> Bool {
        let channels = planes.test.count
        guard VectorKernels.unit == .widest, VectorKernels.widestWidth == 16, channels <= 4 else { return false }
        let width = planes.test[0].width
        let table = lookup.logSensitivity.flatMap { $0 }
        let outputs = out.map { UnsafeMutablePointer<Float>?($0.baseAddress!) }
        return withPointers(planes.test + planes.reference + planes.testExpanded + planes.referenceExpanded) { inputs in
            let sources = inputs.map { UnsafePointer<Float>?($0) }
            return table.withUnsafeBufferPointer { table in
                channelGains.withUnsafeBufferPointer { gains in
                    sources.withUnsafeBufferPointer { sources in
                        outputs.withUnsafeBufferPointer { outputs in
                            let base = sources.baseAddress!
                            let kernel = ns_cvvdp_contrasts(
                                test: base, reference: base + channels, test_expanded: base + 2 * channels,
                                reference_expanded: base + 3 * channels, channels: channels, log_sensitivity: table.baseAddress,
                                entries: lookup.last + 1, first: lookup.first, span: lookup.span, correction: lookup.correction,
                                multiplier: multiplier, gains: gains.baseAddress, differences: outputs.baseAddress,
                                smaller: outputs.baseAddress! + channels)
                            // The kernel declines only by CPU and channel count, checked above: every band runs it.
                            return withUnsafePointer(to: kernel) { kernel in
                                let done = parallelism.mapBands(rows: planes.test[0].height) { rows in
                                    ns_cvvdp_contrasts_rows(kernel, rows.lowerBound * width, rows.upperBound * width)
                                }
                                return done.allSatisfy { $0 != 0 }
                            }
                        }
                    }
                }
            }
        }
    }

    /// ``maskedDifferences(differences:masks:parallelism:)``'s per-pixel sums on the widest vectors
    /// (``ns_cvvdp_masked_sums``), a band of rows at a time; nil where the CPU lacks them (or the
    /// portable path is chosen) and the Swift loop must run.
    func vectorMaskedSums(differences: [FloatPlane], masks: [FloatPlane], parallelism: Parallelism) -> [Double]? {
        let channels = differences.count
        guard VectorKernels.unit == .widest, VectorKernels.widestWidth == 16, channels <= 4 else { return nil }
        let width = differences[0].width
        let p = Float(parameters.maskP)
        let q = parameters.maskQ.prefix(channels).map(Float.init)
        let weights = (0..<channels).flatMap { j in (0..<channels).map { c in Float.pow(2, Float(parameters.crossChannelWeights[4 * j + c])) } }
        let epsilonQ = q.map { Float.pow(Self.epsilon, $0) }
        return Self.withPointers(differences + masks) { inputs in
            let sources = inputs.map { UnsafePointer<Float>?($0) }
            return sources.withUnsafeBufferPointer { sources in
                q.withUnsafeBufferPointer { q in
                    epsilonQ.withUnsafeBufferPointer { epsilonQ in
                        weights.withUnsafeBufferPointer { weights in
                            let kernel = ns_cvvdp_masking(
                                differences: sources.baseAddress, masks: sources.baseAddress! + channels, channels: channels, p: p,
                                epsilon: Self.epsilon, epsilon_p: Float.pow(Self.epsilon, p), epsilon_squared: Float.pow(Self.epsilon, 2),
                                maximum: Float.pow(10, Float(parameters.dMax)), q: q.baseAddress, epsilon_q: epsilonQ.baseAddress,
                                weights: weights.baseAddress)
                            let sums = withUnsafePointer(to: kernel) { kernel in
                                parallelism.mapBands(rows: differences[0].height) { rows -> [Double]? in
                                    var sums = [Double](repeating: 0, count: channels)
                                    let done = ns_cvvdp_masked_sums(kernel, rows.lowerBound * width, rows.upperBound * width, &sums)
                                    return done == 0 ? nil : sums
                                }
                            }
                            guard sums.allSatisfy({ $0 != nil }) else { return nil }
                            return (0..<channels).map { c in sums.reduce(0.0) { $0 + $1![c] } }
                        }
                    }
                }
            }
        }
    }
}
