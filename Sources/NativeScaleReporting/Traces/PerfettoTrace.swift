import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
package import PerfettoProtos
import SwiftProtobuf

/// A Perfetto trace (protobuf, https://perfetto.dev/docs/reference/trace-packet-proto) of
/// measured runs, to open in ui.perfetto.dev: each run a process, holding
/// - one track per path with every measured frame's GPU stages (scene, resolve, transition,
///   resample) as slices, at their timestamps;
/// - a track of rounds, each an enclosing slice from its first stage's start to its last's end;
/// - a CPU track of the host's submissions (submit to fence);
/// - the audit's per-round figures as counters, its findings and the analysis's anomalies as
///   instant events, and the configuration as the arguments of a "configuration" instant.
///
/// Each bench run is a packet sequence of its own. On GPU timestamps its GPU tracks use a clock of
/// the sequence's own (id 64), tied to the host's boot clock by one snapshot that puts the first
/// round's first timestamp at that round's submission: the GPU and host clocks are not
/// calibrated against each other, so a GPU slice sits a queueing delay off its submission at
/// most, and both clocks keep their own durations exactly. Every slice lasts exactly its
/// sample's time, rounded to the nanosecond.
public struct PerfettoTrace {
    /// One process of the trace: its name (`bench`, a display, `base`, `head`, `sweep`) and the
    /// measurements it holds, each a run of its own (ab's rounds run bench once per side; a sweep
    /// times each render size apart).
    public struct Run {
        public let name: String
        public let measurements: [Measurement]

        public init(name: String, result: BenchResult) {
            self.init(name: name, results: [result])
        }

        public init(name: String, results: [BenchResult]) {
            self.init(name: name, measurements: results.map(Measurement.init))
        }

        public init(name: String, measurements: [Measurement]) {
            self.name = name
            self.measurements = measurements
        }
    }

    public let runs: [Run]
    /// The trace's packets, made once.
    package let packets: [Perfetto_Protos_TracePacket]

    /// The trace of `runs`; throws when a measurement holds no sample placed in time (a result
    /// file written before bench schema 5 or sweep schema 8).
    public init(runs: [Run]) throws(TraceError) {
        for run in runs where run.measurements.isEmpty || run.measurements.contains(where: { !$0.samples.contains { $0.timeline != nil } }) {
            throw .noTimeline(run.name)
        }
        self.runs = runs
        packets = Self.packets(of: runs)
    }

    /// The GPU clock's id on each run's sequence (64…127: a writer's own clocks).
    static let gpuClock: UInt32 = 64
    /// Perfetto's `BOOTTIME`, the host clock of the submissions.
    static let bootClock: UInt32 = 6

    /// The packets of `runs`: each process's tracks, then each of its measurements on a sequence of its own.
    static func packets(of runs: [Run]) -> [Perfetto_Protos_TracePacket] {
        var uuids = UUIDSource()
        var sequences: UInt32 = 0
        return runs.enumerated().flatMap { index, run in
            let tracks = RunTracks(run: run, index: index, uuids: &uuids)
            return tracks.descriptors()
                + run.measurements.indices.flatMap { measurement in
                    sequences += 1
                    return tracks.packets(of: measurement, sequence: sequences)
                }
        }
    }

    /// The trace file's bytes.
    public func serialized() throws -> [UInt8] {
        var trace = Perfetto_Protos_Trace()
        trace.packet = packets
        return try trace.serializedBytes()
    }
}

/// Why a trace cannot be written.
public enum TraceError: Error, Equatable, CustomStringConvertible {
    /// The run's samples carry no timeline.
    case noTimeline(String)

    public var description: String {
        switch self {
        case .noTimeline(let name):
            "\(name): the samples are not placed in time (a file written before bench schema 5 or sweep schema 8); measure again to trace it"
        }
    }
}

/// Track ids, unique across the trace (0 is Perfetto's implicit global track).
struct UUIDSource {
    private var next: UInt64 = 1

    mutating func make() -> UInt64 {
        defer { next += 1 }
        return next
    }
}
