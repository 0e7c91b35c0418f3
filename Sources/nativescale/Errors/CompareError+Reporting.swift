public import NativeScaleCore
import NativeScaleResults
public import NativeScaleUseCases

extension CompareError: CustomStringConvertible, ReportableError {
    /// The line `compare` ends with.
    public var description: String {
        switch self {
        case .kindsDiffer(let base, let baseKind, let head, let headKind):
            "cannot compare a \(baseKind.rawValue) result (\(base)) with a \(headKind.rawValue) result (\(head)); "
                + "expected two 'bench --json' files (one display or a set of several), or two 'shaders --json' files"
        case .displaysDiffer(let missing, let base, let baseDisplays, let head, let headDisplays):
            "the bench sets measured different displays: \(missing) is in only one of \(base) (\(baseDisplays.joined(separator: ", "))) "
                + "and \(head) (\(headDisplays.joined(separator: ", "))); expected the same displays on both sides"
        }
    }

    /// 64: the user's two files.
    public var exitStatus: ExitStatus { .badInput }
}
