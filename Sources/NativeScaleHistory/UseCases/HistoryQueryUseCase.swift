public import NativeScaleResults

/// The use case behind `nativescale history show`, `report`, `check` and `export`: an existing
/// history's series that match a query, checked when asked, or its results whole.
public struct HistoryQueryUseCase {
    /// The history and what to read from it.
    public struct Request: Sendable {
        /// The history file; it must exist.
        public var database: String
        public var query: SeriesQuery

        public init(database: String, query: SeriesQuery = SeriesQuery()) {
            self.database = database
            self.query = query
        }
    }

    /// The matching series, every recorded commit in order, and where they came from.
    public struct Outcome: Sendable {
        public let series: [HistorySeries]
        public let commits: [String]
        public let database: String
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    public func run() throws -> Outcome {
        let store = try HistoryStore(existingAt: request.database)
        return Outcome(series: try store.series(request.query), commits: try store.commitOrder(), database: store.path)
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
    public func check(threshold: Double, baselineRuns: Int, includeUnaudited: Bool) throws -> [CheckVerdict] {
        try HistoryStore(existingAt: request.database).series(request.query)
            .map { $0.check(threshold: threshold, baselineRuns: baselineRuns, includeUnaudited: includeUnaudited) }
    }

    /// Every recorded result with its stored document (`history export`).
    public func results() throws -> [(run: HistoryRun, json: String)] {
        try HistoryStore(existingAt: request.database).results()
    }
}
