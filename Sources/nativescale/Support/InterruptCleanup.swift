import Dispatch
import Foundation

/// The files a long command has written so far, removed when it is interrupted (SIGINT or
/// SIGTERM), so that an interrupted run leaves nothing behind; the process then exits with
/// 128 + the signal (130 for Ctrl-C), as a shell reports it.
///
/// The signal is handled on a queue of its own while the command goes on, so the two take turns
/// under one lock: an interruption waits for a write under way (``write(_:_:)``), no write starts
/// after it, and once the command has called ``finish()`` an interruption changes nothing.
final class InterruptCleanup: @unchecked Sendable {
    /// The run whose files an interruption removes now (nil: none, so one line and the status).
    nonisolated(unsafe) private static var active: InterruptCleanup?
    private static let activeLock = NSLock()
    /// The process's handlers of SIGINT and SIGTERM, installed once by ``install()``.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Handles SIGINT and SIGTERM for the whole process from now on: every command, with files
    /// to remove or without, ends on one with one line on stderr and 128 + the signal (130 for
    /// Ctrl-C, 143 for SIGTERM), never silently.
    static func install() {
        activeLock.withLock {
            guard sources.isEmpty else { return }
            for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    if let run = activeLock.withLock({ active }) { run.clean(exitingWith: 128 + number, signal: name) }
                    FileHandle.standardError.write(Data("nativescale: interrupted by \(name); exit \(128 + number)\n".utf8))
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    private let lock = NSLock()
    private var files: [String] = []
    private var finished = false
    /// Folders this run created (removed when empty after the files).
    private var createdFolders: [String] = []

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
        Self.install()
        Self.activeLock.withLock { Self.active = self }
    }

    /// Writes `path` with `body`, noting it first (an atomic write's temporary file beside it is
    /// removed too); an interruption meanwhile waits until `body` returns.
    func write(_ path: String, _ body: () throws -> Void) rethrows {
        lock.lock()
        defer { lock.unlock() }
        files.append(path)
        try body()
    }

    /// The command is complete: an interruption from now on removes nothing.
    func finish() {
        lock.withLock { finished = true }
    }

    /// The command ends without its output (its audit failed): removes what was written and
    /// the folders it made, and watches no more.
    func discard() {
        lock.withLock {
            removeWritten()
            finished = true
        }
    }

    /// Removes what was written and ends the process with `status`, holding the lock to the end
    /// so that the command writes nothing more; after ``finish()``, does nothing.
    private func clean(exitingWith status: Int32, signal name: String) {
        lock.lock()
        if finished {
            lock.unlock()
            return
        }
        removeWritten()
        FileHandle.standardError.write(
            Data("nativescale: interrupted by \(name); removed the \(files.count) file(s) this run had written; exit \(status)\n".utf8))
        // _exit: the command's thread may be between statements; running exit handlers beside it
        // is what crashed an earlier version (SIGSEGV in a test on a loaded machine).
        _exit(status)
    }

    /// Removes the files written (and an atomic write's temporary file beside each), then the
    /// folders this run created, when empty. Called under the lock.
    private func removeWritten() {
        let pid = ProcessInfo.processInfo.processIdentifier
        for path in files {
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.removeItem(at: url)
            try? FileManager.default.removeItem(at: url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp"))
        }
        for folder in createdFolders where (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
