import Foundation
public import NativeScaleCore
public import NativeScaleResults

extension FileError: WordedError {
    /// A path that cannot be written is bad input: the user named it.
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch problem {
        case .isDirectory:
            "cannot write '\(path)': it is a directory; expected a file name"
        case .folderNotCreated(let folder, let code) where folder == path:
            "cannot create the folder '\(path)'" + Self.because(code)
        case .folderNotCreated(let folder, let code):
            "cannot write '\(path)': its folder '\(folder)' cannot be created" + Self.because(code)
        case .notWritten(let code):
            "cannot write '\(path)': " + (code.map(Self.system) ?? "the write failed")
        }
    }

    /// ` (reason)` in the system's words, or nothing when it gave no error number.
    private static func because(_ code: Int32?) -> String {
        code.map { " (\(system($0)))" } ?? ""
    }

    private static func system(_ code: Int32) -> String { String(cString: strerror(code)) }
}

extension PNGError: WordedError {
    public var exitStatus: ExitStatus { .failure }

    public func line(naming: SettingNaming) -> String {
        "cannot encode PNG: zlib compress2 returned \(zlibStatus)"
    }
}
