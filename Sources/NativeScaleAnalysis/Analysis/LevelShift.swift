public import NativeScaleCore
import NativeScaleStatistics

/// A cost level that moved between the renderers of one render size in a sweep (each half batch
/// of the race runs on a renderer of its own): the native frame's time, or a scaled path's cost
/// ratio, with every round of one renderer beyond every round of another and their medians at
/// least ``minimumChange`` apart.
///
/// Lavapipe settles each renderer at one of two cost levels (the same render taking 5 to 30 %
/// longer at the slower one), and a real GPU has clock states: a shift says the sweep saw more
/// than one (a machine's load moves the native frame's time the same way). The race asks every
/// renderer to agree before it settles a point (`RaceCosts`), so one renderer's level settles
/// nothing.
public struct LevelShift: Codable, Sendable, Hashable {
    /// What moved: the native frame time, or a scaled path's cost as a multiple of the native frame.
    public enum Quantity: String, Codable, Sendable, Hashable {
        case nativeFrameMilliseconds
        case costRatio
    }

    public let renderSize: PixelSize
    /// The scaled path's filter for a cost ratio; nil for the native frame.
    public let filter: ResampleFilter?
    public let quantity: Quantity
    /// The renderers (1-based, in the render size's order) with the lowest and the highest median.
    public let lowRenderer: Int
    public let highRenderer: Int
    public let lowMedian: Double
    public let highMedian: Double

    /// The smallest change of medians called a shift (5 %).
    public static let minimumChange = 0.05
    /// The fewest rounds a renderer needs to be compared.
    public static let minimumRounds = 4

    /// Creates the value from its parts.
    public init(
        renderSize: PixelSize, filter: ResampleFilter?, quantity: Quantity, lowRenderer: Int, highRenderer: Int, lowMedian: Double,
        highMedian: Double
    ) {
        self.renderSize = renderSize
        self.filter = filter
        self.quantity = quantity
        self.lowRenderer = lowRenderer
        self.highRenderer = highRenderer
        self.lowMedian = lowMedian
        self.highMedian = highMedian
    }

    /// The shift among `batches` (each renderer's values, in order), if any: the renderers with
    /// the lowest and the highest median, when every value of one lies below every value of the
    /// other and the medians are at least ``minimumChange`` apart.
    public static func find(in batches: [[Double]], renderSize: PixelSize, filter: ResampleFilter?, quantity: Quantity) -> LevelShift? {
        let compared = batches.indices.filter { batches[$0].count >= minimumRounds }
        guard compared.count >= 2 else { return nil }
        let medians = Dictionary(uniqueKeysWithValues: compared.map { ($0, SampleStatistics.median(batches[$0])) })
        guard let low = compared.min(by: { medians[$0]! < medians[$1]! }), let high = compared.max(by: { medians[$0]! < medians[$1]! }),
            let lowMax = batches[low].max(), let highMin = batches[high].min(), lowMax < highMin,
            medians[high]! >= medians[low]! * (1 + minimumChange)
        else { return nil }
        return LevelShift(
            renderSize: renderSize, filter: filter, quantity: quantity, lowRenderer: low + 1, highRenderer: high + 1,
            lowMedian: medians[low]!, highMedian: medians[high]!)
    }
}
