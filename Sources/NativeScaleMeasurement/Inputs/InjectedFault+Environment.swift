import Foundation
public import NativeScaleRenderer
import NativeScaleRendering

extension InjectedFault {
    /// The fault this process's ``environmentVariable`` names, for the tests and developers that
    /// prove the audit fails it; nil when the variable is unset, as in every real run.
    static func requested() throws(RendererError) -> InjectedFault? {
        try named(ProcessInfo.processInfo.environment[environmentVariable])
    }
}
