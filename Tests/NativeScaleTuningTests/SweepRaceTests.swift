import NativeScaleCore
import NativeScaleStatistics
import NativeScaleTuning
import RealModule
import Testing

/// The adaptive sweep against the full sweep on a synthetic cost model with noise.
///
/// Each point has a true cost ratio; each measured round gives it `true × exp(ε)`, ε normal with
/// σ = 8 % (lavapipe's per-round spread of a frame ratio is 3–10 %). The full sweep measures every
/// point for 60 rounds and recommends from the medians; the adaptive sweep measures in batches of
/// 8 rounds, settles what ``SweepRace`` settles after each batch under the sweep's tests
/// (``RaceDesign``: exact U and sign tests at α / (looks × points)), and stops when the
/// recommendation is settled or every point left has its 60 rounds. The error rate on recorded
/// lavapipe noise is `RaceSimulationTests`'.
@Suite("The adaptive sweep (racing) picks the full sweep's recommendation")
struct SweepRaceTests {
    static let native = PixelSize(width: 1080, height: 2339)
    static let fullRounds = 60, batch = 8, sigma = 0.08

    struct Point {
        let width: Int
        let filter: ResampleFilter?
        let cost: Double
        let flip: Double
    }

    /// Twelve points around a 1080×2339 panel: lower scales are cheaper and worse, the drawable
    /// size and higher scales costlier and better; two upscales with good filters reach FLIP 0.05.
    static let points = [
        Point(width: 1080, filter: nil, cost: 1, flip: 0.040),
        Point(width: 756, filter: .bilinear, cost: 0.55, flip: 0.090), Point(width: 756, filter: .lanczos3, cost: 0.62, flip: 0.080),
        Point(width: 864, filter: .bilinear, cost: 0.68, flip: 0.070), Point(width: 864, filter: .lanczos3, cost: 0.74, flip: 0.049),
        Point(width: 972, filter: .bilinear, cost: 0.82, flip: 0.055), Point(width: 972, filter: .lanczos3, cost: 0.80, flip: 0.045),
        Point(width: 1125, filter: .bilinear, cost: 1.12, flip: 0.042), Point(width: 1125, filter: .area, cost: 1.18, flip: 0.036),
        Point(width: 1188, filter: .area, cost: 1.30, flip: 0.034), Point(width: 1296, filter: .area, cost: 1.45, flip: 0.031),
        Point(width: 1296, filter: .lanczos3, cost: 1.55, flip: 0.030),
    ]

    static func quality(_ point: Point) -> QualityMetrics {
        QualityMetrics(
            psnr: 40 - 100 * point.flip, ssim: 1 - point.flip / 4, meanAbsoluteError: 1,
            flip: FLIPStatistics(
                mean: point.flip, weightedMedian: point.flip, percentile95: point.flip, percentile99: point.flip,
                maximum: point.flip))
    }

    static func candidate(_ index: Int, cost: Double) -> TuningCandidate {
        let point = points[index]
        let kind: SweepTarget.Kind = point.filter == nil ? .native : (point.width == 1125 ? .drawable : .scale)
        return TuningCandidate(
            target: SweepTarget(kind: kind, renderSize: PixelSize(width: point.width, height: point.width * 2339 / 1080), nativeSize: native),
            filter: point.filter, costRatio: cost, frameMilliseconds: cost * 20, quality: quality(point))
    }

    /// The log-ratios measured so far, per point.
    struct Measurements {
        var logs: [[Double]] = Array(repeating: [], count: SweepRaceTests.points.count)
        var random: RandomSource

        mutating func measure(_ index: Int, rounds: Int) {
            for _ in 0..<rounds {
                // Box–Muller from two uniforms in (0, 1].
                let u: Double = Double((random.next() >> 11) + 1) / 9_007_199_254_740_993
                let v: Double = Double(random.next() >> 11) / 9_007_199_254_740_992
                let normal = (-2 * Double.log(u)).squareRoot() * Double.cos(2 * .pi * v)
                logs[index].append(Double.log(SweepRaceTests.points[index].cost) + SweepRaceTests.sigma * normal)
            }
        }

        func estimate(_ index: Int) -> Double { index == 0 ? 1 : Double.exp(SampleStatistics.median(logs[index])) }

        /// The evidence at the sweep's design: the rounds as ratios, native (point 0) exactly 1.
        func evidence(_ design: RaceDesign) -> Evidence {
            Evidence(design: design, ratios: logs.map { $0.map { Double.exp($0) } })
        }
    }

    /// ``CostEvidence`` as a sweep's `RaceCosts` gives it, on the model's rounds.
    struct Evidence: CostEvidence {
        let design: RaceDesign
        let ratios: [[Double]]

        func estimate(_ index: Int) -> Double? { index == 0 ? 1 : (ratios[index].isEmpty ? nil : SampleStatistics.median(ratios[index])) }
        func isSurelyCostlier(_ index: Int, than other: Int) -> Bool {
            if other == 0 { return !ratios[index].isEmpty && design.isSurelyAbove(ratios[index], 1) }
            if index == 0 { return !ratios[other].isEmpty && design.isSurelyBelow(ratios[other], 1) }
            return design.isSurelyLarger(ratios[index], than: ratios[other])
        }
        func isSurelyOver(_ index: Int, budget: FrameBudget) -> Bool {
            let limit = budget.ratio(nativeMilliseconds: 20)
            return index == 0 ? 1 > limit : !ratios[index].isEmpty && design.isSurelyAbove(ratios[index], limit)
        }
        func isSurelyWithin(_ index: Int, budget: FrameBudget) -> Bool {
            let limit = budget.ratio(nativeMilliseconds: 20)
            return index == 0 ? 1 <= limit : !ratios[index].isEmpty && design.isSurelyBelow(ratios[index], limit)
        }
    }

    static func full(_ constraints: TuningConstraints, seed: UInt64) -> Int? {
        var measured = Measurements(random: RandomSource(seed: seed))
        for index in points.indices.dropFirst() { measured.measure(index, rounds: fullRounds) }
        let candidates = points.indices.map { candidate($0, cost: measured.estimate($0)) }
        return Recommendation(choosingFrom: candidates, constraints: constraints, metric: .flip)?.index
    }

    static func adaptive(_ constraints: TuningConstraints, seed: UInt64) -> (choice: Int?, rounds: Int) {
        var measured = Measurements(random: RandomSource(seed: seed ^ 0xADA))
        var race = SweepRace(qualities: points.map(quality), native: 0, constraints: constraints, metric: .flip)
        let design = RaceDesign(alpha: 0.05, looks: fullRounds / batch, points: race.candidates.count)
        while true {
            let racing = race.racing.filter { measured.logs[$0].count < fullRounds }
            if race.isDecided(measured.evidence(design)) || racing.isEmpty { break }
            for index in racing { measured.measure(index, rounds: batch) }
            race.update(measured.evidence(design), rounds: measured.logs.map(\.count))
        }
        let left = race.candidates
        let choice = Recommendation(choosingFrom: left.map { candidate($0, cost: measured.estimate($0)) }, constraints: constraints, metric: .flip)
        return (choice.map { left[$0.index] }, measured.logs.map(\.count).reduce(0, +))
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let budget: Double?
        let maximumFLIP: Double?
        var testDescription: String { name }
        var constraints: TuningConstraints { get throws { try TuningConstraints(budgetMilliseconds: budget, maximumFLIP: maximumFLIP) } }
    }

    @Test(
        "Over 200 seeds the adaptive sweep agrees with the full sweep in at least 95 % of runs, with fewer than half its rounds",
        arguments: [
            Scenario(name: "no constraints: the cheapest point as good as native", budget: nil, maximumFLIP: nil),
            Scenario(name: "--max-flip 0.05: the cheapest point under it (0.80 vs 0.74 and 0.82)", budget: nil, maximumFLIP: 0.05),
            // No true cost within 4 % of the budget: a point whose cost sits on it is a coin toss
            // for the full sweep too (60 rounds at σ = 8 % give ±1 %).
            Scenario(name: "--budget-ms 25: the best FLIP within 1.25× native (1.18 in, 1.30 out)", budget: 25, maximumFLIP: nil),
        ])
    func agreesWithTheFullSweep(_ scenario: Scenario) throws {
        let constraints = try scenario.constraints
        var agree = 0
        var adaptiveRounds = 0
        let trials = 200
        for seed in 0..<UInt64(trials) {
            let (choice, rounds) = Self.adaptive(constraints, seed: seed)
            if choice == Self.full(constraints, seed: seed) { agree += 1 }
            adaptiveRounds += rounds
        }
        let fullRounds = trials * Self.fullRounds * (Self.points.count - 1)
        #expect(Double(agree) >= 0.95 * Double(trials), "agreed in \(agree) of \(trials)")
        #expect(Double(adaptiveRounds) < 0.5 * Double(fullRounds), "\(adaptiveRounds) rounds against \(fullRounds)")
    }

    @Test("Quality alone settles the points below native's FLIP before any timing, and a floor settles those above it")
    func qualitySettlesFirst() throws {
        let unconstrained = try SweepRace(qualities: Self.points.map(Self.quality), native: 0, constraints: TuningConstraints(), metric: .flip)
        #expect(unconstrained.racing == [8, 9, 10, 11])
        #expect(unconstrained.settlements[1] == Settlement(reason: .belowNativeQuality, rounds: 0))
        let floor = try SweepRace(
            qualities: Self.points.map(Self.quality), native: 0, constraints: TuningConstraints(maximumFLIP: 0.05),
            metric: .flip)
        #expect(floor.racing == [4, 6, 7, 8, 9, 10, 11])
        #expect(floor.settlements[5]?.reason == .belowQualityFloor)
        // SSIM orders these points the same way here; PSNR too: the metric decides only the order.
        let bySSIM = try SweepRace(qualities: Self.points.map(Self.quality), native: 0, constraints: TuningConstraints(), metric: .ssim)
        #expect(bySSIM.racing == unconstrained.racing)
    }

    @Test("A floor nothing reaches without a budget races nothing: the fallback is the best quality, which costs cannot change")
    func unreachableFloorRacesNothing() throws {
        var race = try SweepRace(qualities: Self.points.map(Self.quality), native: 0, constraints: TuningConstraints(maximumFLIP: 0.01), metric: .flip)
        #expect(race.settlements.isEmpty)
        let ratios = Self.points.map { point in (0..<16).map { point.cost * (0.99 + Double($0) * 0.001) } }
        let evidence = Evidence(design: RaceDesign(points: Self.points.count), ratios: ratios)
        race.update(evidence, rounds: Array(repeating: 16, count: Self.points.count))
        #expect(race.settlements.isEmpty)
        #expect(!race.isDecided(evidence))
    }
}
