public import Foundation
import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleTuning

/// Frame times recorded at known scales, read as untrusted input: every time finite, greater
/// than 0 and at most a second, every scale in 0–4, frames in order. Three kinds of file:
///
/// - a CSV with the header `frame,gpu_ms,scale` (columns in any order, others ignored): `gpu_ms`
///   the frame's GPU time, `scale` the linear render scale it was rendered at (1 = the output size);
/// - PresentMon's CSV: its GPU-busy column (`MsGPUBusy`, PresentMon 2; `msGPUActive`, 1.x), one
///   row a frame, all at `recordedScale`;
/// - nativescale's bench JSON: its native path's frames (`frame`, on the GPU), at scale 1.
public enum FrameTimeRecording {
    /// PresentMon's GPU-busy columns, newest first.
    public static let presentMonColumns = ["msgpubusy", "msgpuactive"]

    /// The most frames a recording may hold.
    public static let maximumFrames = 10_000_000
    /// The longest frame accepted, ms.
    public static let maximumMilliseconds = 1000.0
    /// The largest scale accepted.
    public static let maximumScale = 4.0

    /// The frames of the file at `path`: a bench result when its name ends in `.json`, a Perfetto
    /// trace's track `track` when it ends in `.pftrace` (``PerfettoRecording``), else a CSV
    /// (PresentMon's frames and a trace's are at `recordedScale`).
    public static func read(
        from path: String, recordedScale: Double = 1,
        track: String = PerfettoRecording.nativeTrack
    ) throws(FrameRecordingError) -> [DynamicResolutionReplay.RecordedFrame] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { throw .missing(path: path) }
        if PerfettoRecording.isTrace(path) {
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
            return try PerfettoRecording.frames([UInt8](data), path: path, track: track, recordedScale: recordedScale)
        }
        if path.lowercased().hasSuffix(".json") {
            let result: BenchResult
            do { result = try BenchResult.read(from: path) } catch { throw .notABenchResult(error) }
            let frames = result.samples.filter { $0.path == .native }.sorted { $0.round < $1.round }
                .map { DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: $0.frame / 1e6, scale: 1) }
            guard !frames.isEmpty else { throw .noFrames(path: path) }
            return frames
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path)
        }
        return try parse(text, path: path, recordedScale: recordedScale)
    }

    /// The frames of CSV `text`; `path` names it in any error.
    public static func parse(_ text: String, path: String, recordedScale: Double = 1) throws(FrameRecordingError) -> [DynamicResolutionReplay.RecordedFrame] {
        var lines = CSVLines(text)
        guard let (header, blank) = lines.nextFilled() else { throw .noFrames(path: path) }
        if let blank { throw .blankLine(path: path, line: blank) }
        let names = CSVLines.fields(of: header).map { $0.lowercased() }
        if let busy = presentMonColumns.lazy.compactMap({ names.firstIndex(of: $0) }).first {
            return try presentMon(lines: &lines, column: busy, name: names[busy], path: path, scale: recordedScale)
        }
        // Each column's index, found once: `frame`, `gpu_ms`, `scale`.
        var columns: [(name: String, index: Int)] = []
        for column in ["frame", "gpu_ms", "scale"] {
            guard let index = names.firstIndex(of: column) else { throw .missingColumn(path: path, column: column) }
            columns.append((column, index))
        }
        var frames: [DynamicResolutionReplay.RecordedFrame] = []
        var previous = -1
        while let (row, blank) = lines.nextFilled() {
            if let blank { throw .blankLine(path: path, line: blank) }
            let line = lines.number
            guard frames.count < maximumFrames else { throw .tooManyFrames(path: path, maximum: maximumFrames) }
            let fields = CSVLines.fields(of: row)
            func value(_ column: Int) throws(FrameRecordingError) -> Double {
                let (name, index) = columns[column]
                guard index < fields.count, let number = Double(fields[index]) else {
                    throw .badValue(path: path, line: line, column: name, text: index < fields.count ? String(fields[index]) : "")
                }
                return number
            }
            func bad(_ column: Int) -> FrameRecordingError {
                .badValue(path: path, line: line, column: columns[column].name, text: String(fields[columns[column].index]))
            }
            let (frame, time, scale) = (try value(0), try value(1), try value(2))
            guard frame.rounded() == frame, Int(exactly: frame).map({ $0 > previous }) == true else { throw bad(0) }
            guard time.isFinite, time > 0, time <= maximumMilliseconds else { throw bad(1) }
            guard scale.isFinite, scale > 0, scale <= maximumScale else { throw bad(2) }
            previous = Int(frame)
            frames.append(DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: time, scale: scale, number: Int(frame)))
        }
        guard !frames.isEmpty else { throw .noFrames(path: path) }
        return frames
    }

    /// PresentMon's rows: the GPU-busy column of each, at `scale`.
    static func presentMon(
        lines: inout CSVLines, column: Int, name: String, path: String,
        scale: Double
    ) throws(FrameRecordingError) -> [DynamicResolutionReplay.RecordedFrame] {
        guard scale.isFinite, scale > 0, scale <= maximumScale else { throw .badValue(path: path, line: 1, column: "scale", text: "\(scale)") }
        var frames: [DynamicResolutionReplay.RecordedFrame] = []
        while let (row, blank) = lines.nextFilled() {
            if let blank { throw .blankLine(path: path, line: blank) }
            let line = lines.number
            guard frames.count < maximumFrames else { throw .tooManyFrames(path: path, maximum: maximumFrames) }
            let fields = CSVLines.fields(of: row)
            let text = column < fields.count ? String(fields[column]) : ""
            guard let time = Double(text), time.isFinite, time > 0, time <= maximumMilliseconds else {
                throw .badValue(path: path, line: line, column: name, text: text)
            }
            frames.append(DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: time, scale: scale))
        }
        guard !frames.isEmpty else { throw .noFrames(path: path) }
        return frames
    }
}

/// Why a recording of frame times cannot be replayed, as values; Reporting words it.
public enum FrameRecordingError: Error, Hashable, Sendable {
    case missing(path: String)
    case unreadable(path: String)
    /// The header lacks `frame`, `gpu_ms` or `scale`.
    case missingColumn(path: String, column: String)
    /// A field that is not a number in range: a frame number not increasing, a time not in
    /// (0, 1000] ms, a scale not in (0, 4].
    case badValue(path: String, line: Int, column: String, text: String)
    /// A blank line before the last frame, numbered as an editor numbers it.
    case blankLine(path: String, line: Int)
    case noFrames(path: String)
    case tooManyFrames(path: String, maximum: Int)
    /// A `.json` recording that is not a bench result this build reads.
    case notABenchResult(ResultFileError)
    /// A `.pftrace` file that is not a Perfetto trace.
    case notATrace(path: String)
    /// A trace with no track named `track`; the names it has.
    case noTrack(path: String, track: String, tracks: [String])
}
