/// A figure's spread over a sequence's frames (`quality REF_DIR TEST_DIR`, `sweep --sequence`):
/// the mean of the frames' values, their 95th percentile (linear interpolation between order
/// statistics), and the worst frame.
public struct FrameSpread: Codable, Sendable, Hashable {
    public let mean: Double
    public let percentile95: Double
    public let worst: Double
    /// The worst frame's index, from 0.
    public let worstFrame: Int

    public init(mean: Double, percentile95: Double, worst: Double, worstFrame: Int) {
        self.mean = mean
        self.percentile95 = percentile95
        self.worst = worst
        self.worstFrame = worstFrame
    }
}
