public import NativeScaleCore
import NativeScaleResults
public import NativeScaleUseCases

extension ResultsError: CustomStringConvertible, ReportableError {
    /// The line `export` or `report` ends with.
    public var description: String {
        switch self {
        case .notAccepted(let path, let kind, let accepted):
            "'\(path)' is a \(kind.rawValue) result; expected "
                + ResultFile.Kind.allCases.filter(accepted.contains).map(Self.written).joined(separator: " or ")
        }
    }

    /// What writes a result of `kind`.
    private static func written(_ kind: ResultFile.Kind) -> String {
        switch kind {
        case .bench: "a 'bench --json' file"
        case .benchSet: "a 'bench --device a,b --json' file"
        case .sweep: "a 'sweep --json' file"
        case .shaders: "a 'shaders --json' file"
        case .raceNoise: "a race-noise recording"
        case .dynres: "a 'dynres replay --json' or 'dynres bench --json' file"
        case .timestamps: "a 'bench --record' file"
        }
    }

    /// 64: the user's file.
    public var exitStatus: ExitStatus { .badInput }
}
