import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleStatistics
import Testing

@Suite("Bench analysis of synthetic samples")
struct BenchAnalysisTests {
    /// Rounds where native takes 10 ms and the scaled path 13.2 ms of scene plus 4 ms of resample.
    func samples(rounds: Int, drift: Double = 0) -> [FrameSample] {
        (0..<rounds).flatMap { round -> [FrameSample] in
            let factor = 1 + drift * Double(round) / Double(rounds)
            return [
                FrameSample(round: round, position: 0, path: .native, scene: 10e6 * factor, resample: nil, frame: 10e6 * factor, host: 11e6),
                FrameSample(
                    round: round, position: 1, path: .scaled(.area), scene: 13.2e6 * factor, resample: 4e6 * factor,
                    frame: 17.2e6 * factor, host: 18e6),
            ]
        }
    }

    @Test("Overhead, scene ratio and resample share from per-round ratios")
    func comparison() throws {
        let analysis = BenchAnalysis(samples: samples(rounds: 50))
        let area = try #require(analysis.comparisons.first)
        #expect(area.filter == .area)
        #expect(abs(area.overhead.estimate - 0.72) < 1e-9)
        #expect(abs(area.sceneRatio.estimate - 1.32) < 1e-9)
        #expect(abs(area.resampleShare.estimate - 0.4) < 1e-9)
        #expect(area.rounds == 50)
    }

    @Test("A drift hitting both paths leaves the per-round ratio unchanged")
    func driftCancels() throws {
        let analysis = BenchAnalysis(samples: samples(rounds: 60, drift: 0.5))
        let area = try #require(analysis.comparisons.first)
        #expect(abs(area.overhead.estimate - 0.72) < 1e-9)
        #expect(area.overhead.halfWidth < 1e-9)
    }

    @Test("A barrier that takes a share of the GPU frame is reported; host overhead is not")
    func coverage() throws {
        // Scene 13.2 + resample 4 of a 17.2 ms frame: the stages cover it all, whatever the host
        // time (a sub-millisecond frame on a real GPU sits behind a much longer submit-to-fence).
        let good = samples(rounds: 40).map {
            FrameSample(
                round: $0.round, position: $0.position, path: $0.path, scene: $0.scene, resample: $0.resample,
                transition: $0.resample == nil ? nil : 0, frame: $0.frame, host: $0.frame * 20)
        }
        let analysis = BenchAnalysis(samples: good)
        #expect(analysis.timestampCoverage.map(\.path) == [.scaled(.area)])
        #expect(analysis.timestampCoverage.allSatisfy { ($0.stagesOverFrame ?? 0) > 0.99 })
        #expect(analysis.anomalies.isEmpty)
        // A 17.2 ms decompression between scene and resample doubles the frame.
        let slowBarrier = samples(rounds: 40).map {
            FrameSample(
                round: $0.round, position: $0.position, path: $0.path, scene: $0.scene, resample: $0.resample,
                transition: $0.resample == nil ? nil : 17.2e6, frame: $0.resample == nil ? $0.frame : $0.frame * 2, host: $0.host)
        }
        let slow = BenchAnalysis(samples: slowBarrier)
        #expect(slow.anomalies.count == 1)
        guard case .barrierShare(let path, let share) = try #require(slow.anomalies.first) else {
            Issue.record("expected the barrier's share, got \(slow.anomalies)")
            return
        }
        #expect(path == .scaled(.area) && abs(share - 0.5) < 0.01)
        #expect(slow.stages.contains { $0.path == .scaled(.area) && $0.stage == .transition && $0.milliseconds.median == 17.2 })
    }

    @Test("Stages are summarized in milliseconds")
    func stages() throws {
        let analysis = BenchAnalysis(samples: samples(rounds: 40))
        let resample = try #require(analysis.stages.first { $0.path == .scaled(.area) && $0.stage == .resample })
        #expect(resample.milliseconds.median == 4)
        #expect(analysis.stages.contains { $0.path == .native && $0.stage == .scene })
        #expect(!analysis.stages.contains { $0.path == .native && $0.stage == .resample })
    }
}
