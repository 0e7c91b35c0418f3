public import NativeScaleCore
public import NativeScaleResults

extension FrameRecordingError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .missing(let path): FileFault.missing.line(path: path, expected: "a CSV of frame times with the header frame,gpu_ms,scale")
        case .unreadable(let path): "'\(path)' \(FileFault.unreadable.phrase) or \(FileFault.notText.phrase); expected a CSV of frame times"
        case .missingColumn(let path, let column): "'\(path)' has no '\(column)' column; expected the header frame,gpu_ms,scale"
        case .badValue(let path, let line, let column, let text):
            "'\(path)' line \(line) has \(column) '\(text)'; expected " + Self.accepted(column)
        case .blankLine(let path, let line): "'\(path)' line \(line) is blank; expected one frame on every line between the header and the last frame"
        case .noFrames(let path): "'\(path)' holds no frames; expected a header and one line per frame"
        case .tooManyFrames(let path, let maximum): "'\(path)' holds more than \(maximum) frames; expected at most \(maximum)"
        case .notABenchResult(let error): error.line(naming: naming)
        case .notATrace(let path): "'\(path)' is not a Perfetto trace; expected a trace file (.pftrace) such as 'bench --trace' writes"
        case .noTrack(let path, let track, let tracks):
            "'\(path)' has no track named '\(track)'; expected --track with one of "
                + (tracks.isEmpty ? "(none: the trace names no track)" : tracks.map { "'\($0)'" }.joined(separator: ", "))
        }
    }

    /// What a column accepts.
    private static func accepted(_ column: String) -> String {
        switch column {
        case "frame": "whole frame numbers, increasing"
        case "slice": "slices of a frame's time, above 0 and at most \(NumberText.trimmed(FrameTimeRecording.maximumMilliseconds, maxFractionDigits: 0)) ms"
        case "scale": "a linear scale above 0 and at most \(NumberText.trimmed(FrameTimeRecording.maximumScale, maxFractionDigits: 0))"
        default: "milliseconds above 0 and at most \(NumberText.trimmed(FrameTimeRecording.maximumMilliseconds, maxFractionDigits: 0))"
        }
    }
}
