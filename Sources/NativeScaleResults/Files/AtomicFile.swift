public import Foundation
import NativeScaleStatistics

/// Writes files whole or not at all: into a temporary file beside the target, then renamed.
public enum AtomicFile {
    /// Writes `data` to `path` atomically, creating missing parent folders. Any failure is one
    /// ``FileError`` naming `path`, and leaves no partial file behind.
    public static func write(_ data: Data, to path: String) throws(FileError) {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw FileError(path: path, reason: "it is a directory; expected a file name")
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, reason: "its folder '\(folder.path)' cannot be created (\(reason(of: error)))")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(path: path, reason: reason(of: error))
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(FileError) {
        try write(Data(text.utf8), to: path)
    }

    /// The POSIX reason behind a Foundation file error, else its description.
    private static func reason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileNoSuchFile: return "no such file or directory"
        default: return nsError.localizedDescription
        }
    }
}
