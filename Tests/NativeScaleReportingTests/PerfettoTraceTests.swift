import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import PerfettoProtos
import Testing

@Suite("Perfetto traces: slices last their samples' times, on the clock of the result")
struct PerfettoTraceTests {
    /// A two-round result of native and scaled/bilinear frames placed at fractional instants.
    static func placed(timing: TimingClock) throws -> BenchResult {
        let synthetic = try SyntheticResults.make(nativeMilliseconds: 1, rounds: 2, seed: 7)
        var samples: [FrameSample] = []
        for round in 0..<2 {
            let base = 1_000_000_000.25 + Double(round) * 10_000_000
            samples.append(
                FrameSample(
                    round: round, position: 0, path: .native, scene: 1_000_000.4, resample: nil, frame: 1_000_000.4, host: 2_500_000.6,
                    timeline: FrameTimeline(submitted: 5e12 + Double(round) * 1e7, scene: base)))
            samples.append(
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: 1_250_000.5, resample: 150_000.49, transition: 2_000.2,
                    frame: 1_402_000, host: 2_500_000.6,
                    timeline: FrameTimeline(
                        submitted: 5e12 + Double(round) * 1e7, scene: base + 1_100_000, transition: base + 2_350_500.7,
                        resample: base + 2_352_500.9)))
        }
        let display = try DisplayCatalog.entry(named: "iphone-8-plus")
        return BenchResult(
            environment: synthetic.environment, plan: RenderTargetPlan(display: display.display), entry: display,
            workload: WorkloadConfiguration(), filters: [.bilinear], warmupRounds: 0, stop: StopCondition(rounds: 2), seed: 7,
            validation: false, timing: timing,
            memory: try JSONDecoder().decode(
                MemoryDocument.self,
                from: Data(#"{"nativeImageBytes":8294400,"drawableImageBytes":10969344,"intermediateBytes":0,"weightTableBytes":119808}"#.utf8)),
            samples: samples, measuringSeconds: 1)
    }

    @Test(
        "Every stage slice lasts its sample rounded to the nanosecond, and GPU slices use the run's own clock on timestamps only",
        arguments: [(TimingClock.gpuTimestamps, 64), (TimingClock.hostWallClock, nil)] as [(TimingClock, UInt32?)])
    func slicesLastTheirSamples(_ timing: TimingClock, _ clock: UInt32?) throws {
        let trace = try PerfettoTrace(runs: [.init(name: "bench", result: try Self.placed(timing: timing))])
        let packets = trace.packets
        var open: [UInt64: (name: String, begin: UInt64, clock: UInt32?)] = [:]
        var durations: [String: [UInt64]] = [:]
        for packet in packets {
            guard case .trackEvent(let event) = packet.data else { continue }
            let packetClock = packet.hasTimestampClockID ? packet.timestampClockID : nil
            switch event.type {
            case .sliceBegin: open[event.trackUuid] = (event.name, packet.timestamp, packetClock)
            case .sliceEnd:
                let opened = open.removeValue(forKey: event.trackUuid)
                let begin = try #require(opened)
                #expect(begin.clock == packetClock)
                durations[begin.name, default: []].append(packet.timestamp - begin.begin)
                if ["scene", "transition", "resample"].contains(begin.name) { #expect(begin.clock == clock) }
            default: break
            }
        }
        #expect(durations["scene"] == [1_000_000, 1_250_001, 1_000_000, 1_250_001])
        #expect(durations["transition"] == [2_000, 2_000])
        #expect(durations["resample"] == [150_000, 150_000])
        #expect(durations["round 0: submit to fence"] == [2_500_001])
        #expect(trace.contents.slices == 4 + 2 + 2 + 2 + 2)
        let snapshot = packets.compactMap { packet -> [UInt32]? in
            if case .clockSnapshot(let snapshot) = packet.data { snapshot.clocks.map(\.clockID) } else { nil }
        }
        #expect(snapshot == [clock.map { [6, $0] } ?? [6]])
    }

    @Test("A result whose samples are not placed in time (before bench schema 5) cannot be traced, and says why")
    func resultWithoutTimelineIsRefused() throws {
        let result = try SyntheticResults.make(nativeMilliseconds: 1, rounds: 2, seed: 7)
        #expect(throws: TraceError.noTimeline("old")) { try PerfettoTrace(runs: [.init(name: "old", result: result)]) }
    }
}
