public import NativeScaleCore

/// Something in a run's figures a reader must know before trusting a median: the analysis finds
/// these in the raw samples (so they are recomputed whenever a file is read), and the reports
/// alone put them into words.
public enum Anomaly: Hashable, Sendable, Codable {
    /// A scaled path's scene and resample account for only `stagesOverFrame` of its GPU frame:
    /// the barrier that hands the drawable to the resample costs the rest.
    case barrierShare(path: MeasuredPath, stagesOverFrame: Double)
    /// A stage's frames sit at two levels, `highFraction` of them at the higher one; the median mixes them.
    case twoLevels(path: MeasuredPath, stage: Stage, lowMilliseconds: Double, highMilliseconds: Double, highFraction: Double)
    /// A stage stepped from one level to the other at `round` and stayed.
    case step(path: MeasuredPath, stage: Stage, lowMilliseconds: Double, highMilliseconds: Double, round: Int)

    /// The path it was found on.
    public var path: MeasuredPath {
        switch self {
        case .barrierShare(let path, _), .twoLevels(let path, _, _, _, _), .step(let path, _, _, _, _): path
        }
    }

    /// The stage it was found in; nil for one about a whole frame.
    public var stage: Stage? {
        switch self {
        case .barrierShare: nil
        case .twoLevels(_, let stage, _, _, _), .step(_, let stage, _, _, _): stage
        }
    }
}

/// An anomaly as a result file holds it: version 4 bench files (version 6 sweeps) write
/// ``Anomaly`` values; earlier files wrote sentences, which are read and kept only to tell the
/// run's own notes apart from them.
public enum StoredAnomaly: Hashable, Sendable, Codable {
    case anomaly(Anomaly)
    case sentence(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let sentence = try? container.decode(String.self) {
            self = .sentence(sentence)
        } else {
            self = .anomaly(try container.decode(Anomaly.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .anomaly(let anomaly): try container.encode(anomaly)
        case .sentence(let sentence): try container.encode(sentence)
        }
    }

    /// Whether an earlier version's sentence came from the analysis rather than the run's notes:
    /// the analysis began each of its sentences with a path it measured (`native …`,
    /// `scaled/area …`, `scaled/area: …`), as no device or timestamp note does. A structural
    /// rule, so no wording of any version matters.
    package static func isAnalysisSentence(_ sentence: String, paths: [MeasuredPath]) -> Bool {
        paths.contains { sentence.hasPrefix($0.name + " ") || sentence.hasPrefix($0.name + ":") }
    }
}
