public import NativeScaleCore
internal import RealModule

/// A change of the content's load, where a controller has to follow: from ``frame`` on, the
/// load is ``ratio`` times what it was.
public struct LoadStep: Hashable, Sendable, Codable {
    /// The step's place in the recording, from 0: the index the scores read frames at.
    public let frame: Int
    /// The load after over the load before.
    public let ratio: Double
    /// The recording's own number of that frame (a CSV's `frame` column), which the reports name
    /// the step by; nil where the recording numbers none (its place is its number) and in files
    /// before dynres schema 6.
    public var recordedFrame: Int?

    public init(frame: Int, ratio: Double, recordedFrame: Int? = nil) {
        self.frame = frame
        self.ratio = ratio
        self.recordedFrame = recordedFrame
    }

    /// The frame the reports name the step by: the recording's own number, else its place.
    public var name: Int { recordedFrame ?? frame }

    /// Frames each side of a step whose loads are compared.
    public static let window = 8
    /// The least change of load that is a step: a quarter either way.
    public static let threshold = 1.25

    /// The steps in `loads` (each frame's load, any unit): frames where the geometric mean of the
    /// ``window`` frames from it differs by at least ``threshold`` from that of the ``window``
    /// frames before it, at the frame of the largest change, at least ``window`` frames apart.
    /// One frame's spike moves the mean of logs by an eighth of its log and makes no step.
    public static func detect(in loads: [Double]) -> [LoadStep] {
        let window = Self.window
        guard loads.count >= 2 * window else { return [] }
        var sums = [0.0]
        sums.reserveCapacity(loads.count + 1)
        for load in loads { sums.append(sums[sums.count - 1] + Double.log(max(load, .leastNormalMagnitude))) }
        func change(at frame: Int) -> Double {
            ((sums[frame + window] - sums[frame]) - (sums[frame] - sums[frame - window])) / Double(window)
        }
        let least = Double.log(threshold)
        var steps: [LoadStep] = []
        var frame = window
        while frame <= loads.count - window {
            guard abs(change(at: frame)) >= least else {
                frame += 1
                continue
            }
            let candidates = frame...min(frame + window - 1, loads.count - window)
            let best = candidates.max { abs(change(at: $0)) < abs(change(at: $1)) } ?? frame
            steps.append(LoadStep(frame: best, ratio: Double.exp(change(at: best))))
            frame = best + window
        }
        return steps
    }
}
