/// An error that knows how it is reported: one line (its ``description``, naming the bad value
/// or path and what is accepted) and the exit status it ends the process with.
///
/// Every module's error types conform, so the command line reports any of them without knowing
/// which module threw it. Core's, Results' and Measurement's errors are values that conform where
/// they are worded: Reporting (`Sources/NativeScaleReporting/Errors/`) and the CLI
/// (`Sources/nativescale/Errors/`); those modules make no sentences.
public protocol ReportableError: Error, CustomStringConvertible {
    /// The exit status of a process that stops with this error.
    var exitStatus: ExitStatus { get }
    /// What the user can change to get past it, when a setting of theirs can; the libraries do
    /// not know how it was set (a flag, a variable), so their words leave it out.
    var remedy: Remedy? { get }
}

extension ReportableError {
    public var remedy: Remedy? { nil }
}

/// A setting the user can change to get past an error. The CLI words each with its flag.
public enum Remedy: Hashable, Sendable {
    /// Pick another device.
    case chooseDevice
    /// Allow waits on the device to take longer.
    case allowLongerWaits
    /// Run without the validation layer, or install it.
    case validationLayer
    /// Pick another colour format, sample count or depth buffer.
    case chooseTarget
    /// Render smaller images, or on a device whose size limit allows them (a format, a sample
    /// count or a depth buffer does not change a size limit).
    case chooseSmallerImages
    /// Pick another GPU family for the compile-only device.
    case chooseFamily
    /// Run where a display server is, or leave out what needs a window.
    case displayServer
    /// Leave out what needs GLFW.
    case windowLibrary
}
