public import NativeScaleCore
public import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults

extension DynamicResolutionBenchError: CustomStringConvertible, ReportableError {
    /// The line `dynres bench` ends with.
    public var description: String {
        switch self {
        case .noFit(let fixed, let perMegapixel, let findings):
            "the calibration's frames fit no cost that grows with the pixels"
                + (perMegapixel.map {
                    " (\(NumberText.trimmed(fixed ?? 0, maxFractionDigits: 3)) ms + \(NumberText.trimmed($0, maxFractionDigits: 3)) ms per megapixel)"
                } ?? "")
                + (findings.isEmpty
                    ? "; expected a workload whose cost follows its render size: raise --shader-cost or the output size, or widen --min-scale"
                    : ", and their audit failed (" + findings.map(\.sentence).joined(separator: "; ") + "): their stage times do not bound their work")
        }
    }

    /// 5 when the calibration's audit failed; else 1: the run measured, and what it measured cannot be used.
    public var exitStatus: ExitStatus {
        switch self {
        case .noFit(_, _, let findings): findings.isEmpty ? .failure : .auditFailed
        }
    }
}
