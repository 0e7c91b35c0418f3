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
            throw FileError(path: path, problem: .isDirectory)
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, problem: .folderNotCreated(folder: folder.path, errno: code(of: error)))
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(path: path, problem: .notWritten(errno: code(of: error)))
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw FileError(path: path, problem: .notWritten(errno: code))
        }
    }

    /// Writes `text` as UTF-8 to `path` atomically.
    public static func write(_ text: String, to path: String) throws(FileError) {
        try write(Data(text.utf8), to: path)
    }

    /// Creates the folder at `path` and any missing parents; a failure is one ``FileError``
    /// naming it.
    public static func makeFolder(_ path: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, problem: .folderNotCreated(folder: path, errno: code(of: error)))
        }
    }

    /// The POSIX error number behind a Foundation file error, if it has one.
    private static func code(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileNoSuchFile: return ENOENT
        default: return nil
        }
    }
}
