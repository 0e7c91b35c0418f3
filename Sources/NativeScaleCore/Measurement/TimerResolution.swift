/// The finest interval a run's timer reads, in nanoseconds: what the audit allows every timed
/// range beyond its work, and what a stream records as its tick.
///
/// The device's `timestampPeriod` (`VkPhysicalDeviceLimits::timestampPeriod`, nanoseconds per
/// tick) where it gives one; 1 ns, the finest a timer reads, where it gives none (a device
/// without usable timestamps, a file written before the period was recorded). The one home of
/// that default: results, streams and the audit all take it from here.
public enum TimerResolution {
    /// The tick assumed where the device gives no period, ns.
    public static let unknownPeriod = 1.0

    /// The tick of a device whose `timestampPeriod` is `period` (nil where it has none), ns.
    public static func nanoseconds(period: Double?) -> Double {
        guard let period, period.isFinite, period > 0 else { return unknownPeriod }
        return period
    }
}
