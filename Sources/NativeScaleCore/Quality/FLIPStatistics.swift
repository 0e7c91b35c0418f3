/// FLIP's error map pooled the way its authors report it: the mean, the weighted median (the
/// error at which the errors, each weighted by itself, reach half their sum: it follows the large
/// errors a viewer notices), and the 95th and 99th percentiles.
public struct FLIPStatistics: Hashable, Sendable, Codable {
    /// The mean error, 0…1: FLIP's headline number.
    public let mean: Double
    public let weightedMedian: Double
    /// Nearest-rank percentiles.
    public let percentile95: Double
    public let percentile99: Double
    /// The largest error.
    public let maximum: Double

    public init(mean: Double, weightedMedian: Double, percentile95: Double, percentile99: Double, maximum: Double) {
        self.mean = mean
        self.weightedMedian = weightedMedian
        self.percentile95 = percentile95
        self.percentile99 = percentile99
        self.maximum = maximum
    }

    enum CodingKeys: String, CodingKey { case mean, weightedMedian, percentile95, percentile99, maximum }

    /// Reads statistics from a file, refusing values outside FLIP's 0…1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var values: [Double] = []
        for key in [CodingKeys.mean, .weightedMedian, .percentile95, .percentile99, .maximum] {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite, (0...1).contains(value) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [key],
                        debugDescription: "a FLIP error must be from 0 to 1, not \(value)"))
            }
            values.append(value)
        }
        self.init(mean: values[0], weightedMedian: values[1], percentile95: values[2], percentile99: values[3], maximum: values[4])
    }

    /// The statistics of `values` (empty: all zero), exactly those of sorting them, in linear
    /// time: the values are counted and summed in 65,536 buckets of their leading 16 bits (in
    /// the order of the values), and only the buckets that hold a percentile or the weighted
    /// median are sorted, gathered in one more pass.
    public init(_ values: [Float]) {
        guard !values.isEmpty else {
            self.init(mean: 0, weightedMedian: 0, percentile95: 0, percentile99: 0, maximum: 0)
            return
        }
        let histogram = OrderedHistogram(values)
        let total = histogram.sums.reduce(0, +)
        let last = values.count - 1
        let ranks: [Int] = [0.95, 0.99].map { (p: Double) -> Int in min(max(Int((p * Double(values.count)).rounded(.up)) - 1, 0), last) } + [last]
        let places = ranks.map(histogram.place(ofRank:))
        let median = histogram.place(wherePrefixSumExceeds: 0.5 * total)
        var sorted = histogram.sorted(buckets: Set(places.map(\.bucket) + [median?.bucket].compactMap { $0 }))
        let percentiles = places.map { Double(sorted[$0.bucket]![$0.offset]) }
        self.init(
            mean: total / Double(values.count),
            weightedMedian: Double(histogram.firstValue(wherePrefixSumExceeds: 0.5 * total, from: median, sorted: &sorted)),
            percentile95: percentiles[0], percentile99: percentiles[1], maximum: percentiles[2])
    }
}

/// Values in buckets of their leading 16 bits, as keys that order like the values (the sign
/// bit flipped for positives, every bit for negatives): each bucket's count and sum.
private struct OrderedHistogram {
    let values: [Float]
    var counts = [Int](repeating: 0, count: 1 << 16)
    var sums = [Double](repeating: 0, count: 1 << 16)

    init(_ values: [Float]) {
        self.values = values
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                for value in values {
                    let bucket = Self.bucket(value)
                    counts[bucket] += 1
                    sums[bucket] += Double(value)
                }
            }
        }
    }

    static func key(_ value: Float) -> UInt32 {
        let bits = value.bitPattern
        return bits & 0x8000_0000 == 0 ? bits | 0x8000_0000 : ~bits
    }

    static func bucket(_ value: Float) -> Int { Int(key(value) >> 16) }

    /// The values of each of `buckets`, sorted, from one pass over the values.
    func sorted(buckets: Set<Int>) -> [Int: [Float]] {
        var wanted = [Bool](repeating: false, count: counts.count)
        for bucket in buckets { wanted[bucket] = true }
        var gathered: [Float] = []
        for value in values where wanted[Self.bucket(value)] { gathered.append(value) }
        return Dictionary(grouping: gathered, by: Self.bucket).mapValues { $0.sorted { Self.key($0) < Self.key($1) } }
    }

    /// The bucket that holds the value at 0-based `rank` in sorted order (`rank` < the count),
    /// and its rank within the bucket.
    func place(ofRank rank: Int) -> (bucket: Int, offset: Int) {
        var before = 0
        for bucket in counts.indices where counts[bucket] > 0 {
            if before + counts[bucket] > rank { return (bucket, rank - before) }
            before += counts[bucket]
        }
        preconditionFailure("rank \(rank) is past the \(before) values")
    }

    /// The first bucket, in sorted order, whose sum takes the running sum past `threshold`, and
    /// the running sum before it; nil when none does.
    func place(wherePrefixSumExceeds threshold: Double, after start: Int = -1, running: Double = 0) -> (bucket: Int, before: Double)? {
        var running = running
        for bucket in (start + 1)..<sums.count where counts[bucket] > 0 {
            if running + sums[bucket] > threshold { return (bucket, running) }
            running += sums[bucket]
        }
        return nil
    }

    /// The first value, in sorted order, at which the running sum of the sorted values exceeds
    /// `threshold`, searched from `place` (the largest value when it never does). A bucket whose
    /// values, added one by one, fall short of its sum's rounding passes the search on.
    func firstValue(
        wherePrefixSumExceeds threshold: Double, from place: (bucket: Int, before: Double)?,
        sorted: inout [Int: [Float]]
    ) -> Float {
        var place = place
        while let (bucket, before) = place {
            if sorted[bucket] == nil { sorted.merge(self.sorted(buckets: [bucket])) { old, _ in old } }
            var running = before
            for value in sorted[bucket]! {
                running += Double(value)
                if running > threshold { return value }
            }
            place = self.place(wherePrefixSumExceeds: threshold, after: bucket, running: before + sums[bucket])
        }
        let last = self.place(ofRank: values.count - 1)
        if sorted[last.bucket] == nil { sorted.merge(self.sorted(buckets: [last.bucket])) { old, _ in old } }
        return sorted[last.bucket]![last.offset]
    }
}
