public import NativeScaleCore
internal import RealModule

/// ColorVideoVDP's video mode: a sequence of frames judged against a reference sequence at a
/// frame rate, frame by frame as they come, in JOD.
///
/// A port of `cvvdp` 0.5.7's temporal processing (gfxdisp/ColorVideoVDP, MIT licence), written
/// from its description and source; no code is copied:
/// 1. each frame becomes the three DKL channels of the image mode, kept in a window of the last
///    ``filterLength`` frames (the first frame repeated before the sequence starts, the
///    reference's `replicate` padding);
/// 2. four temporal filters over the window (``temporalFilters(framesPerSecond:)``) give the
///    sustained achromatic, red-green and yellow-violet channels and a transient achromatic one,
///    whose sensitivity is castleCSF's at 5 Hz;
/// 3. each frame's four channels go through the image mode's pyramid, masking (now across four
///    channels) and pooling over pixels, bands and channels;
/// 4. the frames' pooled differences are pooled with `beta_t` (an L2 mean, no image
///    integration) and mapped to JOD.
public struct ColorVideoVDPVideo: Sendable {
    public let metric: ColorVideoVDP
    public let framesPerSecond: Double
    /// The window's length in frames: the odd length covering 250 ms that the reference uses.
    public let filterLength: Int
    /// The filters' weights over the window, oldest frame first: sustained Y, RG, YV, transient Y.
    let windowWeights: [[Float]]
    /// Each image's last ``filterLength`` frames as DKL planes, a ring of slots of three planes
    /// each, one after another: slot `(oldest + t) % n` is the window's t-th frame, oldest first.
    private var testWindow: [Float] = []
    private var referenceWindow: [Float] = []
    private var oldest = 0
    /// The frames' size (zero before the first).
    private var size = (width: 0, height: 0)
    /// Each frame's bands (four channels each), in order.
    public private(set) var frames: [[ColorVideoVDPScore.Band]] = []

    /// A video judged by `metric` at `framesPerSecond` (positive and finite).
    public init(metric: ColorVideoVDP, framesPerSecond: Double) {
        precondition(framesPerSecond > 0 && framesPerSecond.isFinite, "ColorVideoVDP: frames per second must be positive")
        self.metric = metric
        self.framesPerSecond = framesPerSecond
        let filters = Self.temporalFilters(framesPerSecond: framesPerSecond, parameters: metric.parameters)
        filterLength = filters[0].count
        // The reference correlates the window with each filter flipped in time.
        windowWeights = filters.map { Array($0.reversed()) }
    }

    /// Frames judged so far.
    public var frameCount: Int { frames.count }

    /// Judges the next frame: `test` against `reference`, the same size as every frame before
    /// them and at least ``ColorVideoVDP/minimumSide`` on each side.
    public mutating func append(test: RGBAImage, reference: RGBAImage, parallelism: Parallelism = .allCores) {
        precondition(test.width == reference.width && test.height == reference.height, "frames differ in size")
        precondition(min(test.width, test.height) >= ColorVideoVDP.minimumSide, "frame smaller than ColorVideoVDP's pyramid")
        let testPlanes = metric.colorPlanes(test, parallelism: parallelism)
        let referencePlanes = metric.colorPlanes(reference, parallelism: parallelism)
        if frames.isEmpty {
            size = (test.width, test.height)
            let count = test.width * test.height
            testWindow = [Float](repeating: 0, count: filterLength * 3 * count)
            referenceWindow = testWindow
            for slot in 0..<filterLength {
                Self.store(testPlanes, in: &testWindow, slot: slot)
                Self.store(referencePlanes, in: &referenceWindow, slot: slot)
            }
        } else {
            precondition(size == (test.width, test.height), "a frame differs in size from the sequence's first")
            Self.store(testPlanes, in: &testWindow, slot: oldest)
            Self.store(referencePlanes, in: &referenceWindow, slot: oldest)
            oldest = (oldest + 1) % filterLength
        }
        let bands = metric.bands(
            test: filtered(testWindow, parallelism: parallelism), reference: filtered(referenceWindow, parallelism: parallelism),
            parallelism: parallelism)
        frames.append(bands)
    }

    /// The sequence's score: its JOD, each frame's, and each band's differences pooled over the
    /// frames. Needs at least two frames (one is an image: ``ColorVideoVDP/score(_:against:parallelism:)``).
    public func score() -> ColorVideoVDPVideoScore {
        precondition(frames.count >= 2, "ColorVideoVDP's video mode needs two frames or more")
        let perFrame = frames.map(metric.pooledQuality)
        let quality = ColorVideoVDP.pooledRoot(
            perFrame.reduce(0.0) { $0 + ColorVideoVDP.safePower($1, metric.parameters.betaFrames) } / Double(frames.count),
            beta: metric.parameters.betaFrames)
        let bands = frames[0].indices.map { b in
            ColorVideoVDPScore.Band(
                frequency: frames[0][b].frequency,
                differences: frames[0][b].differences.indices.map { c in
                    (frames.reduce(0.0) { $0 + $1[b].differences[c] * $1[b].differences[c] } / Double(frames.count)).squareRoot()
                })
        }
        return ColorVideoVDPVideoScore(
            jod: ColorVideoVDP.jod(quality, metric.parameters), display: metric.display, framesPerSecond: framesPerSecond,
            filterLength: filterLength, frameJOD: perFrame.map { ColorVideoVDP.jod($0, metric.parameters) }, bands: bands)
    }

    /// Copies a frame's three planes into slot `slot` of a window.
    private static func store(_ planes: [FloatPlane], in window: inout [Float], slot: Int) {
        let count = planes[0].count
        window.withUnsafeMutableBufferPointer { window in
            for (channel, plane) in planes.enumerated() {
                plane.values.withUnsafeBufferPointer { values in
                    (window.baseAddress! + (slot * 3 + channel) * count).update(from: values.baseAddress!, count: count)
                }
            }
        }
    }

    /// The window's four temporal channels: sustained Y, RG and YV from their own planes,
    /// transient Y from the Y plane.
    private func filtered(_ window: [Float], parallelism: Parallelism) -> [FloatPlane] {
        let (width, height) = size
        let taps = filterLength
        let oldest = oldest
        let yWeights = windowWeights[0] + windowWeights[3]
        let planes = SharedPlane.filled(4, count: width * height) { out in
            window.withUnsafeBufferPointer { window in
                parallelism.forEachBand(rows: height) { rows in
                    let offset = rows.lowerBound * width
                    let count = rows.count * width
                    VectorKernels.withSources(taps) { sources in
                        for channel in 0..<3 {
                            for t in 0..<taps {
                                let slot = (oldest + t) % taps
                                sources[t] = UnsafePointer(window.baseAddress! + (slot * 3 + channel) * width * height + offset)
                            }
                            if channel == 0 {
                                yWeights.withUnsafeBufferPointer { weights in
                                    withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Float>.self, capacity: 2) { targets in
                                        targets[0] = out[0].baseAddress! + offset
                                        targets[1] = out[3].baseAddress! + offset
                                        VectorKernels.weightedSums(
                                            of: UnsafeBufferPointer(sources), weights: weights, into: UnsafeBufferPointer(targets), count: count)
                                    }
                                }
                            } else {
                                windowWeights[channel].withUnsafeBufferPointer { weights in
                                    VectorKernels.weightedSum(
                                        of: UnsafeBufferPointer(sources), weights: weights, into: out[channel].baseAddress! + offset, count: count)
                                }
                            }
                        }
                    }
                }
            }
        }
        return planes.map { FloatPlane(width: width, height: height, values: $0) }
    }
}

extension ColorVideoVDPVideo {
    /// The four temporal filters at `framesPerSecond`, each `filterLength` taps centred on the
    /// middle one: the inverse real DFT of the frequency responses (``ColorVideoVDPParameters/temporalSigma``)
    /// sampled at `N/2 + 1` frequencies from 0 to half the frame rate, shifted to the centre.
    /// `N` is the odd length covering 250 ms, `2⌈0.125 · fps⌉ + 1` (17 at 60 fps).
    static func temporalFilters(framesPerSecond: Double, parameters: ColorVideoVDPParameters) -> [[Float]] {
        let n = Int((0.250 * framesPerSecond / 2).rounded(.up)) * 2 + 1
        let frequencies = n / 2 + 1
        let omega = (0..<frequencies).map { Float(framesPerSecond / 2) * Float($0) / Float(frequencies - 1) }
        let sigma = parameters.temporalSigma.map(Float.init)
        let beta = parameters.temporalBeta.map(Float.init)
        let transientPeak = Float.pow(5, beta[3])
        let responses: [[Float]] =
            (0..<3).map { c in omega.map { Float.exp(-Float.pow($0, beta[c]) / sigma[c]) } }
            + [omega.map { w in Float.exp(-Float.pow(Float.pow(w, beta[3]) - transientPeak, 2) / sigma[3]) }]
        return responses.map { response in
            // irfft of an odd length: x[t] = (R₀ + 2 Σₖ Rₖ cos(2πkt/N)) / N, then fftshift.
            let signal = (0..<n).map { t in
                var sum = Double(response[0])
                for k in 1..<frequencies { sum += 2 * Double(response[k]) * Double.cos(2 * Double.pi * Double(k * t) / Double(n)) }
                return Float(sum / Double(n))
            }
            return (0..<n).map { signal[(($0 - n / 2) % n + n) % n] }
        }
    }
}
