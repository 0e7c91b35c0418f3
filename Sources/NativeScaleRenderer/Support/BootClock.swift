#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The host clock a trace's CPU tracks use: `CLOCK_BOOTTIME` (Perfetto's default trace clock)
/// on Linux, `CLOCK_MONOTONIC_RAW` elsewhere, in nanoseconds (`clock_gettime`).
enum BootClock {
    /// Now, in nanoseconds since the clock's zero.
    static func now() -> Double {
        var time = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_BOOTTIME, &time)
        #else
            clock_gettime(CLOCK_MONOTONIC_RAW, &time)
        #endif
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// Blocks the calling thread for `nanoseconds` (`nanosleep`, resumed after a signal): the
    /// injected host stall's sleep.
    static func sleep(nanoseconds: Double) {
        var request = timespec(tv_sec: Int(nanoseconds / 1e9), tv_nsec: Int(nanoseconds.truncatingRemainder(dividingBy: 1e9)))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 { request = remaining }
    }
}
