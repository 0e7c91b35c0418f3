import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import PerfettoProtos

extension RunTracks {
    /// The stages a frame's GPU track shows, in the order they run.
    static let stages: [Stage] = [.scene, .resolve, .transition, .resample]

    /// One round: its enclosing slice, each frame's stage slices, the host's submission and the
    /// audit's counters for it.
    func roundPackets(_ part: Part, _ round: Int, frames: [(sample: FrameSample, timeline: FrameTimeline)]) -> [Packet] {
        let stageClock = part.stageClock
        let run = part.annotations
        var packets: [Packet] = []
        for (sample, timeline) in frames {
            guard let track = paths.first(where: { $0.path == sample.path })?.uuid else { continue }
            for stage in Self.stages {
                guard let begin = timeline.start(of: stage), let duration = sample.nanoseconds(stage) else { continue }
                packets += slice(
                    part, on: track, name: stage.rawValue, start: begin, duration: duration, clock: stageClock,
                    annotations: run + [("round", "\(round)"), ("position", "\(sample.position)"), ("path", sample.path.name)])
            }
        }
        guard let (start, end) = Self.extent(of: frames), let first = frames.first else { return packets }
        let audit = part.measurement.audit?.rounds.first { $0.round == round }
        var annotations = run + [("frames", "\(frames.count)")]
        if let audit {
            annotations += [("stages (ns)", NumberText.fixed(audit.stages, fractionDigits: 0)), ("span (ns)", NumberText.fixed(audit.span, fractionDigits: 0))]
        }
        packets += slice(
            part, on: rounds, name: "\(part.prefix)round \(round)", start: start, duration: end - start, clock: stageClock,
            annotations: annotations)
        packets += slice(
            part, on: host, name: "\(part.prefix)round \(round): submit to fence", start: first.timeline.submitted,
            duration: first.sample.host, clock: nil, annotations: run + [("round", "\(round)")])
        if let audit, audit.span > 0 {
            packets.append(counter(part, on: coverage, at: start, clock: stageClock, value: 100 * audit.stages / audit.span))
            packets.append(counter(part, on: dependency, at: start, clock: stageClock, value: audit.dependency))
        }
        return packets
    }

    /// The analysis's anomalies (at the run's start, a step at its round) and the audit's verdict
    /// and findings (at the run's end), as instants.
    func findingPackets(_ part: Part, byRound: [Int: [(sample: FrameSample, timeline: FrameTimeline)]]) -> [Packet] {
        let stageClock = part.stageClock
        let extents = byRound.compactMapValues(Self.extent(of:))
        guard let firstRound = extents.keys.min(), let lastRound = extents.keys.max(),
            let runStart = extents[firstRound]?.start, let runEnd = extents[lastRound]?.end
        else { return [] }
        let starts = extents.mapValues(\.start)
        var packets: [Packet] = part.measurement.anomalies.map { anomaly in
            var at = runStart
            if case .step(_, _, _, _, let round) = anomaly, let roundStart = starts[round] { at = roundStart }
            return instant(part, on: findings, at: at, clock: stageClock, name: part.prefix + anomaly.sentence, annotations: [("path", anomaly.path.name)])
        }
        if let audit = part.measurement.audit, let passed = audit.passed {
            let findings = audit.summary?.findings ?? []
            packets.append(
                instant(
                    part, on: self.findings, at: runEnd, clock: stageClock, name: part.prefix + (passed ? "audit passed" : "audit failed"),
                    annotations: findings.enumerated().map { ("finding \($0.offset + 1)", $0.element.sentence) }))
        }
        return packets
    }

    /// Where a round's frames sit on their clock: the first stage's start to the last stage's end;
    /// nil when none of them is placed.
    static func extent(of frames: [(sample: FrameSample, timeline: FrameTimeline)]) -> (start: Double, end: Double)? {
        let spans = frames.flatMap { sample, timeline in
            stages.compactMap { stage in timeline.start(of: stage).flatMap { start in sample.nanoseconds(stage).map { (start, start + $0) } } }
        }
        guard let start = spans.map(\.0).min(), let end = spans.map(\.1).max() else { return nil }
        return (start, end)
    }

    /// A slice of exactly `duration` (rounded to the nanosecond) from `start`: a begin and an end event.
    func slice(
        _ part: Part, on track: UInt64, name: String, start: Double, duration: Double, clock: UInt32?,
        annotations: [(String, String)]
    ) -> [Packet] {
        let begin = Self.nanoseconds(start)
        var opening = Event()
        opening.type = .sliceBegin
        opening.trackUuid = track
        opening.name = name
        opening.debugAnnotations = annotations.map(Self.annotation)
        var closing = Event()
        closing.type = .sliceEnd
        closing.trackUuid = track
        return [
            packet(opening, at: begin, clock: clock, sequence: part.sequence),
            packet(closing, at: begin + Self.nanoseconds(duration), clock: clock, sequence: part.sequence),
        ]
    }

    func instant(_ part: Part, on track: UInt64, at time: Double, clock: UInt32?, name: String, annotations: [(String, String)]) -> Packet {
        var event = Event()
        event.type = .instant
        event.trackUuid = track
        event.name = name
        event.debugAnnotations = annotations.map(Self.annotation)
        return packet(event, at: Self.nanoseconds(time), clock: clock, sequence: part.sequence)
    }

    func counter(_ part: Part, on track: UInt64, at time: Double, clock: UInt32?, value: Double) -> Packet {
        var event = Event()
        event.type = .counter
        event.trackUuid = track
        event.doubleCounterValue = value
        return packet(event, at: Self.nanoseconds(time), clock: clock, sequence: part.sequence)
    }

    private func packet(_ event: Event, at timestamp: UInt64, clock: UInt32?, sequence: UInt32) -> Packet {
        var packet = Packet()
        packet.timestamp = timestamp
        if let clock { packet.timestampClockID = clock }
        packet.trackEvent = event
        packet.trustedPacketSequenceID = sequence
        return packet
    }

    private static func annotation(_ pair: (String, String)) -> Perfetto_Protos_DebugAnnotation {
        var annotation = Perfetto_Protos_DebugAnnotation()
        annotation.name = pair.0
        annotation.stringValue = pair.1
        return annotation
    }
}
