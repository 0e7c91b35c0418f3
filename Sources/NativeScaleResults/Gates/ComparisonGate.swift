public import NativeScaleCore

/// One gate of `compare` or `ab`: the timing comparison and the shader statistics' comparison,
/// each when present, for one display of a bench set or for the only one.
public struct ComparisonGate: Sendable {
    public let display: String?
    public let timing: ResultComparison?
    public let statistics: ShaderStatisticsComparison?

    public init(display: String?, timing: ResultComparison?, statistics: ShaderStatisticsComparison?) {
        self.display = display
        self.timing = timing
        self.statistics = statistics
    }

    /// The gate's outcome: the timing's, or a regression when a shader statistic regressed.
    public var outcome: GateOutcome {
        max(timing?.outcome ?? .noRegression, statistics?.regressions.isEmpty == false ? .regression : .noRegression)
    }

    /// The exit status of a gate over `gates`, decided by the worst: 5 when an audit failed, 3 on a
    /// regression, 4 with `failOnInconclusive` when a change is inconclusive or undecided, else 0.
    public static func exitStatus(of gates: [ComparisonGate], failOnInconclusive: Bool) -> ExitStatus? {
        switch gates.map(\.outcome).max() ?? .noRegression {
        case .auditFailed: .auditFailed
        case .regression: .regression
        case .inconclusive, .undecided: failOnInconclusive ? .inconclusive : nil
        case .noRegression: nil
        }
    }
}
