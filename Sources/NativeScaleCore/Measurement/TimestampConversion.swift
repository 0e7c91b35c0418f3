/// Converts pairs of raw GPU timestamps into durations.
///
/// A timestamp has `validBits` significant bits (`VkQueueFamilyProperties.timestampValidBits`)
/// and ticks every `period` nanoseconds (`VkPhysicalDeviceLimits.timestampPeriod`). The counter
/// wraps at 2^validBits, so the delta is taken modulo that, which is right as long as a stage
/// lasts less than one full wrap.
public struct TimestampConversion: Hashable, Sendable {
    /// Nanoseconds per tick.
    public let period: Double
    /// Significant bits of each timestamp, 1…64.
    public let validBits: Int

    /// Creates a conversion; `validBits` of 0 means the queue has no timestamps.
    public init(period: Double, validBits: Int) {
        self.period = period
        self.validBits = validBits
    }

    /// The mask of the significant bits.
    public var mask: UInt64 { validBits >= 64 ? .max : (UInt64(1) << UInt64(validBits)) - 1 }

    /// The nanoseconds from `start` to `end`, through at most one wrap of the counter.
    public func nanoseconds(from start: UInt64, to end: UInt64) -> Double {
        let ticks = (end &- start) & mask
        return Double(ticks) * period
    }

    /// The time of `stamp` on the GPU's clock, in nanoseconds from the counter's zero (its
    /// significant bits only): where a timed range sits on a timeline, not how long it lasted.
    public func nanoseconds(at stamp: UInt64) -> Double {
        Double(stamp & mask) * period
    }
}
