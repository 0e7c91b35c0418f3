import ArgumentParser
import Foundation
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// Checks, before any work, that the files a command will write are not directories.
enum OutputPaths {
    /// Throws one line naming the first option whose path is an existing directory.
    static func checkFiles(_ paths: [(option: String, path: String?)]) throws {
        for case (let option, let path?) in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ValidationError("\(option) '\(path)' is a directory; expected a file name")
            }
        }
    }

    /// Throws one line naming the first option whose path is an existing file (a folder is expected).
    static func checkFolders(_ paths: [(option: String, path: String?)]) throws {
        for case (let option, let path?) in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ValidationError("\(option) '\(path)' is a file; expected a folder to write into")
            }
        }
    }
}
