import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// A bad value given on the command line, reported as one line naming it and the accepted form.
struct BadInput: ReportableError {
    let description: String
    var exitStatus: ExitStatus { .badInput }

    init(_ description: String) {
        self.description = description
    }
}
