public import NativeScaleCore

/// The candidates that no other candidate beats on both cost and quality.
public enum ParetoFrontier {
    /// Indices of the candidates on the cost-vs-quality frontier under `metric`, cheapest first:
    /// those for which no other candidate is at most as costly and at least as good, and strictly
    /// better in one.
    public static func indices(of candidates: [TuningCandidate], metric: QualityMetric) -> [Int] {
        indices(costs: candidates.map(\.costRatio), qualities: candidates.map { $0.score(metric) })
    }

    /// The frontier of points given as parallel arrays of cost (lower is better) and quality
    /// (higher is better), cheapest first.
    public static func indices(costs: [Double], qualities: [Double]) -> [Int] {
        precondition(costs.count == qualities.count, "one quality per cost")
        let order = costs.indices.sorted { (costs[$0], -qualities[$0]) < (costs[$1], -qualities[$1]) }
        var frontier: [Int] = []
        var best = -Double.infinity
        for index in order where qualities[index] > best {
            frontier.append(index)
            best = qualities[index]
        }
        return frontier
    }
}
