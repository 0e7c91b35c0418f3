public import NativeScaleCore
public import NativeScaleTuning
import PerfettoProtos
import SwiftProtobuf

/// Frame times read from a Perfetto trace: the slices of one named track, each top-level slice a
/// frame (on nativescale's own `GPU native` track, the stages of one round summed into its frame,
/// by the slices' `round` annotation).
///
/// Only absolute timestamps are read (`TracePacket.timestamp`, as nativescale and the track-event
/// SDK in its default mode write them); a slice's time is its end less its begin, on the clock of
/// both.
public enum PerfettoRecording {
    /// The file names read as Perfetto traces.
    public static let suffixes = [".pftrace", ".perfetto-trace", ".perfetto"]

    /// Whether `path` names a Perfetto trace by its suffix.
    public static func isTrace(_ path: String) -> Bool {
        suffixes.contains { path.lowercased().hasSuffix($0) }
    }

    /// The track nativescale's bench traces put the native path's stages on.
    public static let nativeTrack = "GPU native"

    /// The frames on track `track` of the trace `bytes` read from `path`, all at `recordedScale`.
    public static func frames(
        _ bytes: [UInt8], path: String, track: String, recordedScale: Double
    ) throws(FrameRecordingError) -> [DynamicResolutionReplay.RecordedFrame] {
        let trace: Perfetto_Protos_Trace
        do { trace = try Perfetto_Protos_Trace(serializedBytes: bytes) } catch { throw .notATrace(path: path) }
        let descriptors = trace.packet.compactMap { packet -> Perfetto_Protos_TrackDescriptor? in
            if case .trackDescriptor(let descriptor)? = packet.data { descriptor } else { nil }
        }
        let names = Dictionary(descriptors.map { ($0.uuid, $0.name) }, uniquingKeysWith: { first, _ in first })
        let uuids = Set(names.filter { $0.value == track }.keys)
        guard !uuids.isEmpty else { throw .noTrack(path: path, track: track, tracks: Array(Set(names.values)).sorted()) }
        // Per track, the open slices; a slice that closes at depth 0 is a frame (or part of its round's).
        var open: [UInt64: [(begin: UInt64, round: String?)]] = [:]
        var frames: [(round: String?, nanoseconds: Double)] = []
        for packet in trace.packet {
            guard case .trackEvent(let event)? = packet.data, uuids.contains(event.trackUuid) else { continue }
            switch event.type {
            case .sliceBegin:
                let round = event.debugAnnotations.first { $0.name == "round" }?.stringValue
                open[event.trackUuid, default: []].append((packet.timestamp, round))
            case .sliceEnd:
                guard let slice = open[event.trackUuid]?.popLast() else { continue }
                guard open[event.trackUuid]?.isEmpty ?? true, packet.timestamp >= slice.begin else { continue }
                let nanoseconds = Double(packet.timestamp - slice.begin)
                if let round = slice.round, let last = frames.last, last.round == round {
                    frames[frames.count - 1].nanoseconds += nanoseconds
                } else {
                    frames.append((slice.round, nanoseconds))
                }
            default: continue
            }
        }
        guard !frames.isEmpty else { throw .noFrames(path: path) }
        guard frames.count <= FrameTimeRecording.maximumFrames else { throw .tooManyFrames(path: path, maximum: FrameTimeRecording.maximumFrames) }
        return try frames.enumerated().map { index, frame throws(FrameRecordingError) in
            let milliseconds = frame.nanoseconds / 1e6
            guard milliseconds > 0, milliseconds <= FrameTimeRecording.maximumMilliseconds else {
                throw .badValue(path: path, line: index + 1, column: "slice", text: "\(milliseconds) ms")
            }
            return DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: milliseconds, scale: recordedScale)
        }
    }
}
