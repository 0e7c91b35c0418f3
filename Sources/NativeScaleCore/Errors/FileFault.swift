/// Why a file the tool reads cannot be read, worded once for every command: an image for
/// `quality`, a shader for `--workload shader:`, a scene for `--scene`, a result for `report`
/// and `compare` each say "'PATH' is a directory; expected …" the same way.
public enum FileFault: String, Hashable, Sendable, CaseIterable {
    /// Nothing is at the path.
    case missing
    /// The path names a directory.
    case isDirectory
    /// The file exists but this process may not read it.
    case unreadable
    /// The file was read but is not UTF-8 text (a shader source, a CSV).
    case notText

    /// The fault after the quoted path: "'PATH' \(phrase); expected …".
    public var phrase: String {
        switch self {
        case .missing: "does not exist"
        case .isDirectory: "is a directory"
        case .unreadable: "cannot be read (permission denied)"
        case .notText: "is not UTF-8 text"
        }
    }

    /// The whole line: the quoted path, the fault, and what was expected there.
    public func line(path: String, expected: String) -> String {
        "'\(path)' \(phrase); expected \(expected)"
    }
}
