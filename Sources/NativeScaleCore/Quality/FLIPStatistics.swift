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
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key],
                                                        debugDescription: "a FLIP error must be from 0 to 1, not \(value)"))
            }
            values.append(value)
        }
        self.init(mean: values[0], weightedMedian: values[1], percentile95: values[2], percentile99: values[3], maximum: values[4])
    }

    /// The statistics of `values` (not empty).
    public init(_ values: [Float]) {
        let sorted = values.map(Double.init).sorted()
        guard !sorted.isEmpty else {
            self.init(mean: 0, weightedMedian: 0, percentile95: 0, percentile99: 0, maximum: 0)
            return
        }
        let total = sorted.reduce(0, +)
        var running = 0.0, weightedMedian = 0.0
        for value in sorted {
            running += value
            if running > 0.5 * total {
                weightedMedian = value
                break
            }
        }
        func percentile(_ p: Double) -> Double {
            let rank = Int((p * Double(sorted.count)).rounded(.up))
            return sorted[min(max(rank - 1, 0), sorted.count - 1)]
        }
        self.init(mean: total / Double(sorted.count), weightedMedian: weightedMedian, percentile95: percentile(0.95),
                  percentile99: percentile(0.99), maximum: sorted[sorted.count - 1])
    }
}
