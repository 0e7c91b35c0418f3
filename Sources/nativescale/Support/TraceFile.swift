import Foundation
import NativeScaleReporting
import NativeScaleResults

/// The `--trace FILE` of bench, sweep and ab: made in memory first, so that nothing is written
/// when it cannot be made, then written atomically.
struct TraceFile {
    let path: String
    let data: Data
    /// The line that says what the trace holds.
    let line: String

    init(_ runs: [PerfettoTrace.Run], path: String) throws {
        let trace = try PerfettoTrace(runs: runs)
        self.path = path
        data = Data(try trace.serialized())
        line = trace.line(path: path)
    }

    func write() throws {
        try AtomicFile.write(data, to: path)
    }

    /// The files a result written at `resultPath` links: this trace.
    static func linked(_ trace: TraceFile?, resultAt resultPath: String) -> LinkedFiles? {
        trace.map { LinkedFiles(trace: LinkedFiles.name(of: $0.path, besideResultAt: resultPath)) }
    }
}
