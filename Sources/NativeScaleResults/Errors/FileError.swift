/// A file the tool could not write: the path, and what failed, as values. Reporting words it
/// (`FileError+Text.swift`), with the system's own text for `errno`.
public struct FileError: Error, Hashable, Sendable {
    /// The path given.
    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What failed.
    public enum Problem: Hashable, Sendable {
        /// The path names a directory, not a file.
        case isDirectory
        /// The folder that would hold it (or that it is) could not be created; `errno` when the
        /// system gave one.
        case folderNotCreated(folder: String, errno: Int32?)
        /// Writing or renaming it failed; `errno` when the system gave one.
        case notWritten(errno: Int32?)
    }
}
