public import NativeScaleRendering

/// A known timing fault put back on purpose, for tests and developers only (the environment
/// variable ``environmentVariable``; no flag a user sees): each is a fault the audit exists to
/// catch, and the tests see it fail at small and large render sizes.
public enum InjectedFault: String, CaseIterable, Hashable, Sendable {
    /// Every scene's start stamp is written with no execution dependency after it, so the scene
    /// may start before its stamp is written (lavapipe bins the stamp into the scene after it).
    case startWithoutDependency = "start-without-dependency"
    /// Every scene's start stamp is written after its draws: the range holds none of its work
    /// where the device runs the draws before the stamp (lavapipe beside a busy machine sometimes
    /// rasterizes its binned draws after it, inside the range: 115 of 320 native frames at 256×256).
    case startAfterWork = "start-after-work"
    /// Every scene's end stamp is written before its draws: the range holds none of its work.
    case endBeforeWork = "end-before-work"
    /// The scaled paths' scenes draw nothing (the render pass still begins and ends).
    case skippedDraw = "skipped-draw"
    /// Inside every scaled scene's range, the GPU waits for an event the host sets only after
    /// sleeping as long as the renderer's last native frame took: time in the range that is no
    /// work of the stage (`vkCmdWaitEvents2` on a host-set `VkEvent`).
    case hostStall = "host-stall"

    /// The variable that names one fault for the processes a test or a developer starts.
    public static let environmentVariable = "NATIVESCALE_INJECT_FAULT"

    /// The fault `name` names (the value of ``environmentVariable``); nil for none or an empty
    /// value, an error for a name that is no fault.
    public static func named(_ name: String?) throws(RendererError) -> InjectedFault? {
        guard let name, !name.isEmpty else { return nil }
        guard let fault = InjectedFault(rawValue: name) else {
            throw .recording(.unknownFault(variable: environmentVariable, value: name, valid: allCases.map(\.rawValue)))
        }
        return fault
    }
}
