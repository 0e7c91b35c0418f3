import Foundation
public import NativeScaleCore

extension FileFault {
    /// The fault that keeps the file at `path` from being read, found on the file system: none
    /// exists, a directory, not readable by this process; nil when it can be opened for reading
    /// (a file read and found not to be text is ``notText``, which only its reader can tell).
    public static func of(path: String) -> FileFault? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .isDirectory }
        return FileManager.default.isReadableFile(atPath: path) ? nil : .unreadable
    }
}
