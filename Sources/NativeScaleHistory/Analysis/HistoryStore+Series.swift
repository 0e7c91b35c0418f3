import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

extension HistoryStore {
    /// The series of the points matching `query`; a query that matches nothing is an error
    /// naming the filters given.
    public func series(_ query: SeriesQuery) throws -> [HistorySeries] {
        let found = try points(query)
        guard !found.isEmpty else {
            let given: [(HistoryError.GivenFilter.Filter, String?)] = [
                (.display, query.display), (.workload, query.workload), (.filter, query.filter),
                (.device, query.device), (.metric, query.metric), (.from, query.fromCommit),
                (.to, query.toCommit),
            ]
            throw HistoryError.noMatch(
                given: given.compactMap { filter, value in value.map { HistoryError.GivenFilter(filter: filter, value: $0) } },
                path: path)
        }
        return HistorySeries.group(found, commitOrder: try commitOrder())
    }
}
