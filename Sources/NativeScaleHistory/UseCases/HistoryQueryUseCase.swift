public import NativeScaleResults

/// The use case behind `nativescale history show`, `report`, `check` and `export`: an existing
/// history's series that match a query, checked when asked, or its results whole.
public struct HistoryQueryUseCase {
    /// The history and what to read from it.
    public struct Request: Sendable {
        /// The history file; it must exist.
        public var database: String
        public var query: SeriesQuery
        /// The change-point search every series is read with (`show`, `report`).
        public var detector: ChangePointDetector

        public init(database: String, query: SeriesQuery = SeriesQuery(), detector: ChangePointDetector = ChangePointDetector()) {
            self.database = database
            self.query = query
            self.detector = detector
        }
    }

    /// The matching series, each one's change points, every recorded commit in order, and where
    /// they came from.
    public struct Outcome: Sendable {
        public let series: [HistorySeries]
        /// Each series' change points, in the order of ``series``, found by ``detector``.
        public let changes: [[ChangePoint]]
        public let detector: ChangePointDetector
        public let commits: [String]
        public let database: String
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    public func run() throws -> Outcome {
        let store = try HistoryStore(existingAt: request.database)
        let series = try store.series(request.query)
        return Outcome(
            series: series, changes: series.map { $0.changes(detector: request.detector) }, detector: request.detector,
            commits: try store.commitOrder(), database: store.path)
    }

    /// `history check`'s rule when not told otherwise, defined once.
    public enum CheckDefaults {
        /// The relative change that counts, in percent.
        public static let thresholdPercent = 5.0
        /// Runs before the newest commit to compare with.
        public static let baselineRuns = 5
    }

    /// The newest commit of every matching series against the runs before it (`history check`):
    /// beyond `threshold` (a fraction) and the baseline's noise floor over `baselineRuns` runs.
    public func check(threshold: Double, baselineRuns: Int, includeUnaudited: Bool) throws -> [SeriesCheck] {
        try HistoryStore(existingAt: request.database).series(request.query)
            .map { $0.check(threshold: threshold, baselineRuns: baselineRuns, includeUnaudited: includeUnaudited) }
    }

    /// Every recorded result with its stored document (`history export`).
    public func results() throws -> [(run: HistoryRun, json: String)] {
        try HistoryStore(existingAt: request.database).results()
    }
}
