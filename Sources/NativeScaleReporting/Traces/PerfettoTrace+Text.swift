import NativeScaleResults
import PerfettoProtos

extension PerfettoTrace {
    /// What a trace holds, counted from its packets.
    public struct Contents: Hashable, Sendable {
        public let processes: Int
        /// Tracks of slices (GPU paths, rounds, host submissions, audit), and of counters.
        public let tracks: Int
        public let counterTracks: Int
        public let slices: Int
        public let instants: Int
        public let counterValues: Int
    }

    /// The trace's contents.
    public var contents: Contents {
        let descriptors = packets.compactMap { packet -> Perfetto_Protos_TrackDescriptor? in
            if case .trackDescriptor(let track) = packet.data { track } else { nil }
        }
        let events = packets.compactMap { packet -> Perfetto_Protos_TrackEvent? in
            if case .trackEvent(let event) = packet.data { event } else { nil }
        }
        return Contents(
            processes: descriptors.filter(\.hasProcess).count,
            tracks: descriptors.filter { !$0.hasProcess && !$0.hasCounter }.count,
            counterTracks: descriptors.filter(\.hasCounter).count,
            slices: events.filter { $0.type == .sliceBegin }.count,
            instants: events.filter { $0.type == .instant }.count,
            counterValues: events.filter { $0.type == .counter }.count)
    }

    /// `trace     run.pftrace: 1 process, 6 tracks, 1,536 slices, … (open it in ui.perfetto.dev)`.
    public func line(path: String) -> String {
        let c = contents
        return "trace     \(path): \(c.processes) process\(c.processes == 1 ? "" : "es"), \(c.tracks) tracks with \(c.slices) slices and "
            + "\(c.instants) instants, \(c.counterTracks) counter tracks with \(c.counterValues) values (open it in ui.perfetto.dev)"
    }
}
