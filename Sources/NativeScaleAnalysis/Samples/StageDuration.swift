/// The time of a stage. Result files hold nanoseconds (GPU timestamps converted with the
/// device's period, or the host clock); tables and statistics use milliseconds. The one place
/// one becomes the other.
public struct StageDuration: Hashable, Comparable, Sendable {
    public let nanoseconds: Double

    public init(nanoseconds: Double) {
        self.nanoseconds = nanoseconds
    }

    public init(milliseconds: Double) {
        nanoseconds = milliseconds * Self.nanosecondsPerMillisecond
    }

    /// The time in milliseconds.
    public var milliseconds: Double { nanoseconds / Self.nanosecondsPerMillisecond }

    public static func < (lhs: StageDuration, rhs: StageDuration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    static let nanosecondsPerMillisecond = 1e6
}
