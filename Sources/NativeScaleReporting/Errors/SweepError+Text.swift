public import NativeScaleCore
public import NativeScaleTuning

extension SweepError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .badScales(let text, let problem):
            "\(naming.name(.scales)) '\(text)' \(Self.text(problem)); expected a list such as 0.8,1,1.15 or a range START:END:STEP such as 0.5:1.5:0.1 "
                + "(scales of the native size, each greater than 0 and at most \(Self.number(ScaleSweep.maximumScale)), at most "
                + "\(ScaleSweep.maximumCount) of them)"
        case .badConstraint(let constraint, let value):
            "\(naming.name(.constraint(constraint))) \(Self.number(value)) is out of range; expected \(Self.accepted(constraint))"
        }
    }

    private static func text(_ problem: ScaleListProblem) -> String {
        switch problem {
        case .empty: "is empty"
        case .tooMany(let count): "has \(count) scales"
        case .negative(let scale): "has a negative scale, \(number(scale))"
        case .zero: "has the scale 0"
        case .aboveMaximum(let scale): "has the scale \(number(scale)), above the largest"
        case .notANumber(let part): "has '\(part)', which is not a number"
        case .notARange: "is not START:END:STEP"
        case .stepNotPositive: "has a step that is not greater than 0"
        case .endsBeforeStart: "ends before it starts"
        }
    }

    private static func accepted(_ constraint: TuningConstraints.Constraint) -> String {
        switch constraint {
        case .budget: "milliseconds greater than 0, e.g. 16.7"
        case .budgetFraction: "a fraction of the native frame greater than 0 and at most 10, e.g. 0.6x, and no --budget-ms beside it"
        case .minimumSSIM: "an SSIM greater than -1 and at most 1, e.g. 0.98"
        case .minimumPSNR: "decibels greater than 0, e.g. 35"
        case .maximumFLIP: "a mean FLIP error greater than 0 and at most 1, e.g. 0.05"
        case .maximumJODLoss: "JOD from 0 to 10 below the native render, e.g. 0.25"
        }
    }

    private static func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 6) }
}
