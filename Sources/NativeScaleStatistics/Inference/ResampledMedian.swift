/// The median of a resample drawn with replacement from fixed samples, found by counting
/// instead of sorting: the samples are sorted once, a resample is the number of times each was
/// drawn, and its median is read off the running count. Linear in the sample count per
/// resample, where sorting each resample was n log n and an allocation (it was four fifths of
/// a replayed run's time). Draws the same indices in the same order as drawing the values and
/// taking ``SampleStatistics/median(_:)``, and gives the same bits for finite samples.
struct ResampledMedian {
    /// The samples in ascending order.
    private let sorted: [Double]
    /// Each sample's position in `sorted`, by its index in the samples as given.
    private let rank: [Int]
    /// How often each sorted sample was drawn into the current resample.
    private var counts: [Int]

    /// Prepares resampling of `samples`; nil when one is not finite (sorting orders those
    /// differently from counting, so such samples keep the sorting path).
    init?(_ samples: [Double]) {
        guard !samples.isEmpty, samples.allSatisfy(\.isFinite) else { return nil }
        let order = samples.indices.sorted { samples[$0] < samples[$1] }
        sorted = order.map { samples[$0] }
        var rank = [Int](repeating: 0, count: samples.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        self.rank = rank
        counts = [Int](repeating: 0, count: samples.count)
    }

    /// Draws one resample (as many draws as samples, from `random`) and returns its median.
    mutating func next(using random: inout RandomSource) -> Double {
        let count = sorted.count
        for index in counts.indices { counts[index] = 0 }
        for _ in 0..<count { counts[rank[Int(random.next() % UInt64(count))]] += 1 }
        // SampleStatistics.quantile(_, 0.5) on the sorted resample: the values at two positions.
        let position = 0.5 * Double(count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, count - 1)
        var seen = 0
        var lowerValue = sorted[0]
        var upperValue = sorted[0]
        var found = false
        for (index, drawn) in counts.enumerated() where drawn > 0 {
            if !found && seen + drawn > lower {
                lowerValue = sorted[index]
                found = true
            }
            if seen + drawn > upper {
                upperValue = sorted[index]
                break
            }
            seen += drawn
        }
        return lowerValue + (upperValue - lowerValue) * (position - Double(lower))
    }
}
