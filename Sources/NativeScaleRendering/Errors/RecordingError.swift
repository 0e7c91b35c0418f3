public import NativeScaleCore

/// Recording, submitting and waiting on work: command buffers, fences, events, timestamp
/// slots, an injected fault, a replayed stream and a RenderDoc capture of the work.
public enum RecordingError: PhaseError {
    /// Recording, submitting or waiting returned an error.
    case call(VulkanCall)
    /// A wait on the device outlasted the timeout: what was waited on, and the timeout.
    case timedOut(String, seconds: Double)
    /// A round asked for more frames than the renderer prepared timestamp slots for.
    case timestampSlots(frames: Int, prepared: UInt32)
    /// A round was submitted while every one of the renderer's frame slots (their count) held a
    /// round not yet read back.
    case slotsInFlight(Int)
    /// A replayed timestamp stream holds no such submission next: what was asked, and what it holds.
    case replayDiverged(asked: String, holds: String)
    /// An environment variable (`NATIVESCALE_INJECT_FAULT`) names no fault the renderer knows
    /// (``InjectedFault``): the variable, its value, and the faults there are.
    case unknownFault(variable: String, value: String, valid: [String])
    /// RenderDoc did not write a capture: what happened.
    case captureFailed(String)

    public var call: VulkanCall? {
        if case .call(let call) = self { call } else { nil }
    }

    public var description: String {
        switch self {
        case .call(let call):
            call.failure
        case .timedOut(let what, let seconds):
            "\(what) did not finish within \(NumberText.trimmed(seconds, maxFractionDigits: 1)) s; the device may be hung or far slower than expected"
        case .timestampSlots(let frames, let prepared):
            "a round of \(frames) frames needs more timestamp slots than the \(prepared) prepared"
        case .slotsInFlight(let slots):
            "all \(slots) frame slots hold a submission not yet read back; read one back before submitting another"
        case .replayDiverged(let asked, let holds):
            "the replayed stream diverged from the experiment: it asked for \(asked), and the stream holds \(holds) next"
        case .unknownFault(let variable, let value, let valid):
            "\(variable)='\(value)' names no injected fault; expected one of: \(valid.joined(separator: ", "))"
        case .captureFailed(let detail):
            detail
        }
    }

    public var exitStatus: ExitStatus {
        switch self {
        case .replayDiverged, .unknownFault: .badInput
        case .call, .timedOut, .timestampSlots, .slotsInFlight, .captureFailed: .failure
        }
    }

    public var remedy: Remedy? {
        if case .timedOut = self { .allowLongerWaits } else { nil }
    }
}
