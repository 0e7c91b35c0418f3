public import NativeScaleResults

extension ABProgress {
    /// The round in one line, as `ab` prints it on standard error.
    public var line: String {
        guard isCap, let unsettled else { return "ab: round \(round)/\(rounds) done, \(seconds) s" }
        return "ab: round \(round) (at most \(rounds)) done, \(seconds) s; \(unsettled) metric(s) not settled"
    }
}
