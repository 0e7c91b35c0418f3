/// An error that knows how it is reported: one line (its ``description``, naming the bad value
/// or path and what is accepted) and the exit status it ends the process with.
///
/// Every module's error types conform, so the command line reports any of them without knowing
/// which module threw it.
public protocol ReportableError: Error, CustomStringConvertible {
    /// The exit status of a process that stops with this error.
    var exitStatus: ExitStatus { get }
}

extension SizingError: ReportableError {
    public var exitStatus: ExitStatus { .badInput }
}

extension CatalogError: ReportableError {
    public var exitStatus: ExitStatus { .badInput }
}

extension SweepError: ReportableError {
    public var exitStatus: ExitStatus { .badInput }
}

extension ViewingError: ReportableError {
    public var exitStatus: ExitStatus { .badInput }
}
