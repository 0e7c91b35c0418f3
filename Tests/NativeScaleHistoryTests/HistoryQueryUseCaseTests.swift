import NativeScaleHistory
import NativeScaleTestSupport
import Testing

/// `history show` and `report`'s use case: the series a query matches, each read for change
/// points by the detector the request names (the command only prints them).
@Suite("history's query use case: series and their change points")
struct HistoryQueryUseCaseTests {
    @Test("A 12 % step at commit 9 is the one change point of its series; a detector that asks for 50 % finds none")
    func changePointsByTheRequestsDetector() throws {
        let folder = try TemporaryFolder("nativescale-history-query")
        let store = try HistoryStore(path: folder.path("h.sqlite"))
        try HistorySeries.record(into: store, count: 16, stepAt: 9, step: 1.12)
        let query = SeriesQuery(metric: "scaled/bilinear/frame")
        let found = try HistoryQueryUseCase(request: .init(database: store.path, query: query)).run()
        #expect(found.series.count == 1 && found.changes.count == 1 && found.commits.count == 16)
        #expect(found.changes[0].map(\.commit) == [HistorySeries.commit(9).sha])
        #expect(found.detector == ChangePointDetector())
        let strict = ChangePointDetector(alpha: ChangePointDetector.Defaults.alpha, minimumChange: 0.5)
        let none = try HistoryQueryUseCase(request: .init(database: store.path, query: query, detector: strict)).run()
        #expect(none.changes == [[]] && none.detector == strict)
    }
}
