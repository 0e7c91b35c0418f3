/// Why a sweep specification or recommendation request cannot be used.
public enum SweepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A list of scales could not be read.
    case badScales(String, reason: String)
    /// A quality floor or budget is outside its range.
    case badConstraint(TuningConstraints.Constraint, value: Double, expected: String)

    public var description: String {
        switch self {
        case let .badScales(text, reason):
            "scales '\(text)' \(reason); expected a list such as 0.8,1,1.15 or a range START:END:STEP such as 0.5:1.5:0.1 "
                + "(scales of the native size, each greater than 0 and at most \(NumberText.trimmed(ScaleSweep.maximumScale, maxFractionDigits: 3)), at most \(ScaleSweep.maximumCount) of them)"
        case let .badConstraint(constraint, value, expected):
            "\(constraint.rawValue) \(NumberText.trimmed(value, maxFractionDigits: 6)) is out of range; expected \(expected)"
        }
    }
}
