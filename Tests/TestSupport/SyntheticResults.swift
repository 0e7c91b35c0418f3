import Foundation
import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

/// Bench results with known figures: the frames of a run are drawn around `nativeMilliseconds`
/// (scaled frames 1.4× that) with a relative spread, reproducibly from `seed`.
public enum SyntheticResults {
    public static let environmentJSON = """
        {"nativescaleVersion":"0.1.0","date":"2026-11-22T08:00:00Z","operatingSystem":"Debian GNU/Linux 12","cpu":"test","gitCommit":null,
         "device":{"index":0,"name":"llvmpipe (LLVM 15.0.6, 256 bits)","kind":"cpu","driverName":"llvmpipe","driverInfo":"Mesa 22.3.6",
         "apiVersion":"1.3.230","timestampPeriod":1,"timestampValidBits":64,"timestampComputeAndGraphics":true,"maxImageDimension2D":16384,
         "unsuitableReasons":[]}}
        """

    /// With `nativeStep`, the native frames cost `factor` times more from that round on (a step the
    /// analysis finds); `notes` are the run's own. With `coverage`, the result carries an audit whose every round's stages account for that
    /// share of the round's span (below 0.9: a failed audit; nil: no audit, as files written before audits existed).
    public static func make(
        nativeMilliseconds: Double, spread: Double = 0.02, rounds: Int = 30, seed: UInt64, date: String = "2026-11-22T08:00:00Z",
        coverage: Double? = 0.999, nativeStep: (round: Int, factor: Double)? = nil, notes: [RunNote] = []
    ) throws -> BenchResult {
        let environment = try JSONDecoder().decode(
            RunEnvironment.self, from: Data(environmentJSON.replacingOccurrences(of: "2026-11-22T08:00:00Z", with: date).utf8))
        let memory = try JSONDecoder().decode(
            MemoryDocument.self, from: Data(#"{"nativeImageBytes":8294400,"drawableImageBytes":10969344,"intermediateBytes":0,"weightTableBytes":119808}"#.utf8)
        )
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func noise() -> Double {
            // xorshift64*, uniform in ±spread
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            let unit = Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
            return 1 + (unit * 2 - 1) * spread
        }
        var samples: [FrameSample] = []
        for round in 0..<rounds {
            let level = nativeStep.map { round >= $0.round ? $0.factor : 1 } ?? 1
            let native = nativeMilliseconds * 1e6 * noise() * level
            samples.append(FrameSample(round: round, position: 0, path: .native, scene: native, resample: nil, frame: native, host: native * 1.05))
            let scene = nativeMilliseconds * 1.25e6 * noise()
            let resample = nativeMilliseconds * 0.15e6 * noise()
            samples.append(
                FrameSample(
                    round: round, position: 1, path: .scaled(.bilinear), scene: scene, resample: resample, frame: scene + resample,
                    host: (scene + resample) * 1.05))
        }
        let display = try DisplayCatalog.entry(named: "iphone-8-plus")
        return BenchResult(
            environment: environment, plan: RenderTargetPlan(display: display.display), entry: display,
            workload: WorkloadConfiguration(), filters: [.bilinear], warmupRounds: 0, stop: StopCondition(rounds: rounds),
            seed: seed, validation: false, timing: .gpuTimestamps, memory: memory, samples: samples, measuringSeconds: 1,
            notes: notes,
            audit: coverage.map { share in
                RunAudit(
                    hostComparable: true,
                    rounds: (0..<rounds).map { round in
                        let stages = samples.filter { $0.round == round }.map { $0.scene + ($0.resample ?? 0) }.reduce(0, +)
                        // 12 untimed steps, each allowed the round's 0.2 ms empty range.
                        return RunAudit.Round(
                            round: round, stages: stages, span: stages / share, host: stages / share, dependency: 20_000,
                            unwritten: [], untimedSteps: 12, calibration: 0.2e6)
                    }, isolated: [])
            })
    }

    /// Writes `result` as a result file.
    public static func write(_ result: BenchResult, to path: String) throws {
        try AtomicFile.write(try JSONText.encode(result), to: path)
    }
}
