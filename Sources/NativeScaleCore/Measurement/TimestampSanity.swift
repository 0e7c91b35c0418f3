/// Checks the raw timestamps of one frame before they become stage times.
///
/// Drivers without real counters return timestamps that cannot be durations: MoltenVK without
/// counter sampling writes the same value for every timestamp of a command buffer, some drivers
/// go backwards across a power-state change, and a broken period gives infinities. Each of
/// these would turn into zero-length stages, negative ratios or NaN statistics; the renderer
/// switches to the host clock instead and notes why (`RunNote.timestampsUnusable`).
public enum TimestampSanity {
    /// What is wrong with a frame's timestamps.
    public enum Problem: String, Hashable, Sendable, Codable {
        /// A stage that did work has equal start and end timestamps.
        case zero
        /// A later timestamp is earlier than the one before it.
        case nonMonotonic = "non-monotonic"
        /// A duration is infinite or not a number.
        case nonFinite = "non-finite"
    }

    /// The first problem with `stamps` (in the order they were written), or nil when they are
    /// usable. `timedPairs` are the index pairs that bracket work (scene, resample), which must
    /// not be zero; other gaps (barriers between stages) may be.
    public static func problem(in stamps: [UInt64], timedPairs: [(start: Int, end: Int)], conversion: TimestampConversion) -> Problem? {
        // A counter of validBits wraps at 2^validBits: a forward step of more than half the range
        // is a step backwards.
        let half = conversion.mask / 2
        for (earlier, later) in zip(stamps, stamps.dropFirst()) where (later &- earlier) & conversion.mask > half {
            return .nonMonotonic
        }
        for index in stamps.indices.dropFirst() where !conversion.nanoseconds(from: stamps[index - 1], to: stamps[index]).isFinite {
            return .nonFinite
        }
        for pair in timedPairs where pair.end < stamps.count && (stamps[pair.end] &- stamps[pair.start]) & conversion.mask == 0 {
            return .zero
        }
        return nil
    }
}
