public import NativeScaleCore
public import NativeScaleMeasurement
import NativeScaleResults

extension CompareError: CustomStringConvertible, ReportableError {
    /// The line `compare` ends with.
    public var description: String {
        switch self {
        case let .kindsDiffer(base, baseKind, head, headKind):
            "cannot compare a \(baseKind.rawValue) result (\(base)) with a \(headKind.rawValue) result (\(head)); "
                + "expected two 'bench --json' files (one display or a set of several), or two 'shaders --json' files"
        case let .displaysDiffer(missing, base, baseDisplays, head, headDisplays):
            "the bench sets measured different displays: \(missing) is in only one of \(base) (\(baseDisplays.joined(separator: ", "))) "
                + "and \(head) (\(headDisplays.joined(separator: ", "))); expected the same displays on both sides"
        }
    }

    /// 64: the user's two files.
    public var exitStatus: ExitStatus { .badInput }
}
