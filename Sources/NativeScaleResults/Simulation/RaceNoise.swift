public import Foundation
public import NativeScaleCore

/// Per-round cost ratios recorded by sweeps on a real device, grouped by the renderer that
/// measured them, for ``RaceSimulation`` to resample: the noise of the device as it is (skewed
/// rounds, and the cost level each renderer settled at), not a model of it.
public struct RaceNoise: Codable, Sendable, Hashable {
    /// One scaled point: its render size, filter and quality, and its rounds in each run.
    public struct Point: Codable, Sendable, Hashable {
        public let renderSize: PixelSize
        public let filter: ResampleFilter
        /// Its mean FLIP at the recording's viewing geometry.
        public let flip: Double
        /// Per renderer that timed it (an exhaustive sweep's one renderer per render size, or
        /// each batch of an adaptive sweep's race), its per-round frame ratios (scaled frame /
        /// native frame of the same round), in round order.
        public let runs: [[Double]]

        /// Creates the value from its parts.
        public init(renderSize: PixelSize, filter: ResampleFilter, flip: Double, runs: [[Double]]) {
            self.renderSize = renderSize
            self.filter = filter
            self.flip = flip
            self.runs = runs
        }

        /// `864×1871 + area`.
        public var label: String { "\(renderSize) + \(filter.rawValue)" }
    }

    public static let schemaName = "nativescale.race-noise"
    public static let currentSchemaVersion = 1

    public let schema: String
    public let schemaVersion: Int
    /// The command that recorded it, and where.
    public let recorded: String
    public let device: String
    /// The native render's mean FLIP (its cost is 1 by construction).
    public let nativeFLIP: Double
    public let points: [Point]

    /// Creates a recording from its parts, at the current schema.
    public init(recorded: String, device: String, nativeFLIP: Double, points: [Point]) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.recorded = recorded
        self.device = device
        self.nativeFLIP = nativeFLIP
        self.points = points
    }

    /// Reads and validates a recording: its schema, the same number of runs for every point, the
    /// same rounds in a run for every point of one render size (their rounds are shared), and
    /// finite positive ratios; a bad file is one line naming it.
    public static func read(from path: String) throws(ResultFileError) -> RaceNoise {
        let data = try ResultFile.contents(of: path)
        let noise: RaceNoise
        do { noise = try JSONDecoder().decode(RaceNoise.self, from: data) } catch {
            let (field, issue) = ResultFile.fieldAndIssue(of: error)
            throw ResultFileError(path: path, problem: .malformed(kind: .raceNoise, field: field, issue: issue))
        }
        if let problem = noise.problem { throw ResultFileError(path: path, problem: .raceNoise(problem)) }
        return noise
    }

    /// What makes the recording unusable, or nil.
    var problem: ResultFileError.RaceNoiseProblem? {
        guard schema == Self.schemaName, schemaVersion == Self.currentSchemaVersion else { return .schema(schema, version: schemaVersion) }
        guard !points.isEmpty else { return .noPoints }
        guard nativeFLIP.isFinite, nativeFLIP >= 0 else { return .badNativeFLIP(nativeFLIP) }
        for point in points {
            guard point.flip.isFinite, point.flip >= 0 else { return .badFLIP(point.flip, point: point.label) }
            guard !point.runs.isEmpty, point.runs.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isFinite && $0 > 0 } }) else {
                return .badRuns(point: point.label)
            }
        }
        return nil
    }
}
