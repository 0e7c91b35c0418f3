/// The exit status a failure ends the process with (BSD `sysexits.h` where one fits).
public enum ExitStatus: Int32, Hashable, Sendable {
    /// A run that failed for another reason.
    case failure = 1
    /// A comparison or check found a regression.
    case regression = 3
    /// `compare --fail-on-inconclusive`: a change beyond the threshold that one run per side
    /// cannot tell from run-to-run noise (no noise floor known).
    case inconclusive = 4
    /// A result's audit failed (its stage times do not bound their work, or its work was not
    /// done): `compare`, `ab` and `history check` name it and decide nothing from it; `history
    /// record` refuses it.
    case auditFailed = 5
    /// Bad input: a flag, a size, a file that fails validation (`EX_USAGE`).
    case badInput = 64
    /// Vulkan, a device, a display server or the validation layer is not available (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// The validation layer reported messages (`EX_SOFTWARE`).
    case validation = 70
}
