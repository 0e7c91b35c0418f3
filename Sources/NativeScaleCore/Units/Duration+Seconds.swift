extension Duration {
    /// The duration in seconds, as a `Double` (measuring spans, time limits).
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The duration in nanoseconds, as a `Double` (host-timed stages, which results store in ns).
    public var inNanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
