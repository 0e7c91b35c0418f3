public import NativeScaleCore

/// Why a sweep specification or recommendation request cannot be used, as values; Reporting
/// words it and the CLI names the flag.
public enum SweepError: Error, Hashable, Sendable {
    /// A list of scales could not be read.
    case badScales(String, problem: ScaleListProblem)
    /// A quality floor or budget is outside its range (``TuningConstraints/Constraint/accepted``).
    case badConstraint(TuningConstraints.Constraint, value: Double)
}

/// What is wrong with a list of scales.
public enum ScaleListProblem: Hashable, Sendable {
    case empty
    /// More than ``ScaleSweep/maximumCount`` scales.
    case tooMany(Int)
    case negative(Double)
    case zero
    /// Above ``ScaleSweep/maximumScale``.
    case aboveMaximum(Double)
    case notANumber(String)
    /// A range that is not START:END:STEP.
    case notARange
    case stepNotPositive
    case endsBeforeStart
}
