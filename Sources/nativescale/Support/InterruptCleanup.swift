import Dispatch
import Foundation

/// The files a long command has written so far, removed when it is interrupted (SIGINT or
/// SIGTERM), so that an interrupted run leaves nothing behind; the process then exits with
/// 128 + the signal (130 for Ctrl-C), as a shell reports it.
final class InterruptCleanup: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String] = []
    /// Folders this run created (removed when empty after the files).
    private var createdFolders: [String] = []
    private var sources: [any DispatchSourceSignal] = []

    /// Watches for interruptions from now on; `folders` are the output folders the run may
    /// create (those missing now are removed again on an interruption, when empty).
    init(folders: [String]) {
        // Each folder missing now, with its missing parents, deepest first.
        for folder in folders {
            var url = URL(fileURLWithPath: folder).standardizedFileURL
            while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
                createdFolders.append(url.path)
                url.deleteLastPathComponent()
            }
        }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in clean(exitingWith: 128 + number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Notes `path` before it is written (atomically: its temporary file beside it is removed too).
    func writing(_ path: String) {
        lock.withLock { files.append(path) }
    }

    private func clean(exitingWith status: Int32) -> Never {
        lock.lock()
        let pid = ProcessInfo.processInfo.processIdentifier
        for path in files {
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp"))
        }
        for folder in createdFolders where (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
        FileHandle.standardError.write(Data("nativescale: interrupted; removed the \(files.count) file(s) this run had written\n".utf8))
        exit(status)
    }
}
