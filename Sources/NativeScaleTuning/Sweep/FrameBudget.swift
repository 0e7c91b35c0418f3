/// A frame budget a sweep recommends within: milliseconds on the machine that measured, or a
/// fraction of the native frame (`--budget 0.6x`), which carries over between machines as far as
/// the cost ratios do.
public enum FrameBudget: Hashable, Sendable {
    /// At most this many milliseconds a frame, on the measuring machine.
    case milliseconds(Double)
    /// At most this multiple of the native frame's time, measured in the same rounds.
    case fractionOfNative(Double)

    /// The budget as a multiple of the native frame, whose time is `nativeMilliseconds`.
    public func ratio(nativeMilliseconds: Double) -> Double {
        switch self {
        case .milliseconds(let milliseconds): nativeMilliseconds > 0 ? milliseconds / nativeMilliseconds : .infinity
        case .fractionOfNative(let fraction): fraction
        }
    }

    /// Whether a point whose frame takes `milliseconds`, `ratio` times native's, fits.
    public func fits(milliseconds: Double, ratio: Double) -> Bool {
        switch self {
        case .milliseconds(let budget): milliseconds <= budget
        case .fractionOfNative(let fraction): ratio <= fraction
        }
    }
}
