import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import PerfettoProtos

/// One run of a ``PerfettoTrace``: its process and tracks, and the packets that fill them.
struct RunTracks {
    typealias Packet = Perfetto_Protos_TracePacket
    typealias Event = Perfetto_Protos_TrackEvent

    let run: PerfettoTrace.Run
    /// The process's id in the trace (1-based).
    let pid: Int32
    let process: UInt64
    let rounds: UInt64
    let host: UInt64
    let findings: UInt64
    let coverage: UInt64
    let dependency: UInt64
    /// One GPU track per path, in the order the results list their paths.
    let paths: [(path: MeasuredPath, uuid: UInt64)]

    init(run: PerfettoTrace.Run, index: Int, uuids: inout UUIDSource) {
        self.run = run
        pid = Int32(index + 1)
        process = uuids.make()
        rounds = uuids.make()
        host = uuids.make()
        findings = uuids.make()
        coverage = uuids.make()
        dependency = uuids.make()
        var seen: [MeasuredPath] = []
        for sample in run.measurements.flatMap(\.samples) where !seen.contains(sample.path) { seen.append(sample.path) }
        paths = seen.map { ($0, uuids.make()) }
    }

    /// One bench run of the process, on its own packet sequence.
    struct Part {
        let measurement: PerfettoTrace.Measurement
        let sequence: UInt32
        /// The run's number (1-based) when the process holds several runs, else nil.
        let number: Int?
        /// "run 2 " when the process holds several runs, else empty.
        var prefix: String { number.map { "run \($0) " } ?? "" }
        /// The run's number as a slice argument, when there is one.
        var annotations: [(String, String)] { number.map { [("run", "\($0)")] } ?? [] }
        /// The clock of stage starts: the sequence's GPU clock, or nil for the boot clock (the host fallback).
        var stageClock: UInt32? { measurement.timing == .gpuTimestamps ? PerfettoTrace.gpuClock : nil }

        /// The samples that are placed in time, by round and position.
        var placed: [(sample: FrameSample, timeline: FrameTimeline)] {
            measurement.samples.compactMap { sample in sample.timeline.map { (sample, $0) } }
                .sorted { ($0.sample.round, $0.sample.position) < ($1.sample.round, $1.sample.position) }
        }
    }

    /// Everything of measurement `index`: its clock, its configuration, its slices, counters and findings.
    func packets(of index: Int, sequence: UInt32) -> [Packet] {
        let count = run.measurements.count
        let part = Part(measurement: run.measurements[index], sequence: sequence, number: count > 1 ? index + 1 : nil)
        let placed = part.placed
        guard let first = placed.first else { return [] }
        let byRound = Dictionary(grouping: placed, by: \.sample.round)
        var packets = [clockSnapshot(part, first.timeline, round: byRound[first.sample.round] ?? [])]
        var annotations = part.measurement.configuration
        if count > 1 { annotations.insert(("run", "\(index + 1) of \(count)"), at: 0) }
        packets.append(instant(part, on: process, at: first.timeline.submitted, clock: nil, name: "\(part.prefix)configuration", annotations: annotations))
        for round in byRound.keys.sorted() {
            packets += roundPackets(part, round, frames: byRound[round] ?? [])
        }
        packets += findingPackets(part, byRound: byRound)
        return packets
    }

    /// The snapshot that ties the GPU clock to the boot clock: the first round's first stage
    /// start at its submission (first packet of the sequence, which clears its state).
    private func clockSnapshot(_ part: Part, _ first: FrameTimeline, round: [(sample: FrameSample, timeline: FrameTimeline)]) -> Packet {
        var snapshot = Perfetto_Protos_ClockSnapshot()
        var boot = Perfetto_Protos_ClockSnapshot.Clock()
        boot.clockID = PerfettoTrace.bootClock
        boot.timestamp = Self.nanoseconds(first.submitted)
        snapshot.clocks = [boot]
        if let stageClock = part.stageClock {
            var gpu = Perfetto_Protos_ClockSnapshot.Clock()
            gpu.clockID = stageClock
            gpu.timestamp = Self.nanoseconds(round.map(\.timeline.scene).min() ?? first.scene)
            snapshot.clocks.append(gpu)
        }
        var packet = Packet()
        packet.timestamp = boot.timestamp
        packet.clockSnapshot = snapshot
        packet.trustedPacketSequenceID = part.sequence
        packet.sequenceFlags = 1  // SEQ_INCREMENTAL_STATE_CLEARED
        return packet
    }

    /// The process and its tracks, in the order they are listed in the UI.
    func descriptors() -> [Packet] {
        var processTrack = Perfetto_Protos_TrackDescriptor()
        processTrack.uuid = process
        processTrack.process.pid = pid
        if let first = run.measurements.first { processTrack.process.processName = "\(run.name): \(first.title)" }
        processTrack.childOrdering = .explicit
        var tracks = [processTrack]
        let gpuTracks = [(rounds, "GPU rounds")] + paths.map { ($0.uuid, "GPU \($0.path.name)") }
        for (rank, (uuid, name)) in (gpuTracks + [(host, "host submissions (submit to fence)"), (findings, "audit and anomalies")]).enumerated() {
            tracks.append(Self.track(uuid, name: name, parent: process, rank: rank))
        }
        var coverageTrack = Self.track(coverage, name: "audit: stages cover (% of round span)", parent: process, rank: tracks.count)
        coverageTrack.counter.unitName = "%"
        var dependencyTrack = Self.track(dependency, name: "audit: start dependency (ns)", parent: process, rank: tracks.count + 1)
        dependencyTrack.counter.unit = .timeNs
        return (tracks + [coverageTrack, dependencyTrack]).map { track in
            var packet = Packet()
            packet.trackDescriptor = track
            return packet
        }
    }

    private static func track(_ uuid: UInt64, name: String, parent: UInt64, rank: Int) -> Perfetto_Protos_TrackDescriptor {
        var track = Perfetto_Protos_TrackDescriptor()
        track.uuid = uuid
        track.parentUuid = parent
        track.name = name
        track.siblingOrderRank = Int32(rank)
        return track
    }

    /// Nanoseconds on a trace clock.
    static func nanoseconds(_ value: Double) -> UInt64 {
        UInt64(max(0, value).rounded())
    }
}
