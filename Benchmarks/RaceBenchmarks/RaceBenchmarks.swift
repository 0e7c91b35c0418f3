import Benchmark
import Foundation
import NativeScaleResults
import Synchronization

// The sweep race's error rate on noise recorded on lavapipe (Tests/Fixtures/race-noise.json, made
// by scripts/record-race-noise): each of 10 samples runs 1000 simulated races (RaceSimulation)
// with a fresh seed and records, per 1000 races, how many settled off the truly cheapest point (at
// most α = 5 %, 50 per 1000, is what the race states), how many ended tied, how many recommended
// the truly cheapest point, and the rounds a race timed. Levels are drawn per renderer (each
// batch on two renderers of its own, as the sweep times it) or held per point for the whole race
// (what a sweep that kept one renderer per render size would see). The
// recording as it is, then with a true tie, where an error rate is decided: the race's tests
// against the same tests uncorrected for looks and candidates.
// Run with `swift package --disable-sandbox benchmark --target RaceBenchmarks`.

extension BenchmarkMetric {
    static let errors = BenchmarkMetric.custom("cheapest settled off (per 1000 races)", polarity: .prefersSmaller, useScalingFactor: false)
    static let ties = BenchmarkMetric.custom("ended tied (per 1000 races)", polarity: .prefersSmaller, useScalingFactor: false)
    static let right = BenchmarkMetric.custom("recommended the cheapest (per 1000 races)", polarity: .prefersLarger, useScalingFactor: false)
    static let rounds = BenchmarkMetric.custom("rounds timed per race", polarity: .prefersSmaller, useScalingFactor: false)
}

/// A fresh seed for every 1000 races, across samples and benchmarks.
let seeds = Mutex<UInt64>(0x5EED)

/// Tests/Fixtures/race-noise.json, found from this file.
let noisePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/Fixtures/race-noise.json").path

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .errors, .ties, .right, .rounds], timeUnits: .milliseconds,
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(60), maxIterations: 10)
    // The recording as it is; then with a true tie (the cheapest point's rounds recorded twice),
    // where the error rate is decided, by the race's tests and by the same tests uncorrected.
    let cases: [(name: String, make: @Sendable (RaceSimulation) -> RaceSimulation)] = [
        ("recorded", { $0 }),
        ("true tie", { $0.withTwinOfTheCheapest() }),
        (
            "true tie, uncorrected (each test at α)",
            { base in
                let tied = base.withTwinOfTheCheapest()
                return RaceSimulation(noise: tied.noise, alpha: tied.alpha * Double(tied.looks * tied.candidates), looks: tied.looks, batch: tied.batch)
            }
        ),
    ]
    for (name, make) in cases {
        for levels in RaceSimulation.Levels.allCases {
            Benchmark("sweep race, \(name), levels \(levels.rawValue), α = 5 %, 6 looks") { benchmark in
                let simulation = make(RaceSimulation(noise: try RaceNoise.read(from: noisePath)))
                for _ in benchmark.scaledIterations {
                    let seed = seeds.withLock { seed in
                        seed &+= 1
                        return seed
                    }
                    let outcome = simulation.run(trials: 1000, levels: levels, seed: seed)
                    benchmark.measurement(.errors, outcome.errors)
                    benchmark.measurement(.ties, outcome.ties)
                    benchmark.measurement(.right, outcome.rightRecommendations)
                    benchmark.measurement(.rounds, outcome.rounds / outcome.trials)
                }
            }
        }
    }
}
