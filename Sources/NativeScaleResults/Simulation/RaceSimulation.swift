public import NativeScaleCore
public import NativeScaleStatistics
public import NativeScaleTuning

/// The sweep's race run again and again on noise resampled from recorded runs (``RaceNoise``),
/// to measure how often it settles off the truly cheapest point: the error rate its
/// ``RaceDesign`` states, checked on the device's own noise rather than on a model of it.
///
/// The truth is each point's median over every recorded round of every run (each run a
/// process, each with its own cost level), and the truly cheapest point is the cheapest of
/// those at least as good as the native render (the rule with no constraints; native costs 1).
/// A simulated race is the sweep's: quality settles what it settles, then look after look each
/// point racing is timed for one batch, half of it on each of two renderers, as the sweep times
/// it: rounds drawn at random from one recorded renderer's rounds, the renderer drawn at random
/// among the point's:
/// - ``Levels/perRenderer``: a renderer drawn for every half batch, as the sweep times each half
///   on a renderer of its own, which settles at a level of its own;
/// - ``Levels/perProcess``: one renderer drawn for each point for the whole race, every look at
///   its level: what a sweep that kept one renderer per render size would see (at a true tie it
///   errs far beyond α: a renderer's level reads as a difference between points).
public struct RaceSimulation: Sendable {
    /// Where a simulated race draws its cost levels from.
    public enum Levels: String, Sendable, CaseIterable {
        case perRenderer = "per renderer"
        case perProcess = "per process"
    }

    /// What the simulated races did.
    public struct Outcome: Sendable, Hashable {
        public let trials: Int
        /// Races that settled off the truly cheapest point.
        public let errors: Int
        /// Races that ended with more than one candidate (a tie on cost).
        public let ties: Int
        /// Races whose recommendation (the last candidate, or the best quality of a tie) is the
        /// truly cheapest point.
        public let rightRecommendations: Int
        /// Rounds timed, summed over every point of every race.
        public let rounds: Int

        /// The share of races that settled off the truly cheapest point.
        public var errorRate: Double { Double(errors) / Double(max(trials, 1)) }
        /// The one-sided 95 % upper bound of the error rate (Clopper–Pearson).
        public var errorRateUpperBound: Double { BinomialBound.upper(successes: errors, trials: trials, confidence: 0.95) }
    }

    public let noise: RaceNoise
    public let alpha: Double
    public let looks: Int
    public let batch: Int

    /// Creates a simulation of races at `alpha` and `looks`, timing `batch` rounds a look.
    public init(noise: RaceNoise, alpha: Double = RaceDesign.defaultAlpha, looks: Int = RaceDesign.defaultLooks, batch: Int = 8) {
        self.noise = noise
        self.alpha = alpha
        self.looks = looks
        self.batch = batch
    }

    /// This simulation on the same noise with a true tie: the truly cheapest point's rounds
    /// recorded again as a second point, one pixel wider, that draws its own blocks of them (the
    /// same cost, measured apart). Nothing can split the two, which is where an error rate is
    /// decided: an uncorrected race settles one of them off far more often than α.
    public func withTwinOfTheCheapest(alpha: Double? = nil) -> RaceSimulation {
        let cheapest = trulyCheapest
        guard cheapest > 0 else { return self }
        let point = noise.points[cheapest - 1]
        let twin = RaceNoise.Point(
            renderSize: PixelSize(width: point.renderSize.width + 1, height: point.renderSize.height), filter: point.filter,
            flip: point.flip, runs: point.runs)
        let tied = RaceNoise(recorded: noise.recorded, device: noise.device, nativeFLIP: noise.nativeFLIP, points: noise.points + [twin])
        return RaceSimulation(noise: tied, alpha: alpha ?? self.alpha, looks: looks, batch: batch)
    }

    /// The candidates a race of this noise starts with: native and every point at least as good.
    public var candidates: Int { 1 + noise.points.filter { $0.flip <= noise.nativeFLIP }.count }

    /// Point 0 is native; point i + 1 is the recording's point i.
    var qualities: [QualityMetrics] {
        ([noise.nativeFLIP] + noise.points.map(\.flip)).map { flip in
            QualityMetrics(
                psnr: 0, ssim: nil, meanAbsoluteError: 0,
                flip: FLIPStatistics(mean: flip, weightedMedian: flip, percentile95: flip, percentile99: flip, maximum: flip))
        }
    }

    /// The truly cheapest point at least as good as native (0: native itself).
    public var trulyCheapest: Int {
        let costs = [1.0] + noise.points.map { SampleStatistics.median($0.runs.flatMap { $0 }) }
        let eligible = ([noise.nativeFLIP] + noise.points.map(\.flip)).indices.filter { $0 == 0 || noise.points[$0 - 1].flip <= noise.nativeFLIP }
        return eligible.min { costs[$0] < costs[$1] }!
    }

    /// Runs `trials` races drawing levels as `levels` says.
    public func run(trials: Int, levels: Levels, seed: UInt64) -> Outcome {
        var random = RandomSource(seed: seed)
        let best = trulyCheapest
        var errors = 0
        var ties = 0
        var right = 0
        var rounds = 0
        for _ in 0..<trials {
            let (race, measured, decided) = simulate(levels: levels, random: &random)
            if race.settlements[best] != nil { errors += 1 }
            if !decided { ties += 1 }
            if recommendation(race, decided: decided, rounds: measured) == best { right += 1 }
            rounds += measured.reduce(0) { $0 + $1.count }
        }
        return Outcome(trials: trials, errors: errors, ties: ties, rightRecommendations: right, rounds: rounds)
    }

    /// One race: its settlements, each point's rounds, and whether it was decided.
    func simulate(levels: Levels, random: inout RandomSource) -> (SweepRace, [[Double]], Bool) {
        var race = SweepRace(qualities: qualities, native: 0, constraints: .none, metric: .flip)
        let design = RaceDesign(alpha: alpha, looks: looks, points: race.candidates.count)
        func draw(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        let held = noise.points.map { draw($0.runs.count) }
        // Each point's rounds per renderer; a batch is timed on two renderers, half of it on each.
        var measured = [[[Double]]](repeating: [], count: noise.points.count + 1)
        func evidence() -> RaceCosts { RaceCosts(design: design, native: 0, renderers: measured, nativeFrameMilliseconds: 1) }
        for _ in 0..<looks {
            if race.isDecided(evidence()) { break }
            for index in race.racing {
                let point = noise.points[index - 1]
                for half in [batch / 2, batch - batch / 2] {
                    let recorded = point.runs[levels == .perProcess ? held[index - 1] : draw(point.runs.count)]
                    measured[index].append((0..<half).map { _ in recorded[draw(recorded.count)] })
                }
            }
            race.update(evidence(), rounds: measured.map { $0.reduce(0) { $0 + $1.count } })
        }
        return (race, measured.map { $0.flatMap { $0 } }, race.isDecided(evidence()))
    }

    /// The point a sweep would recommend: the last candidate, or the best quality of a tie.
    func recommendation(_ race: SweepRace, decided: Bool, rounds: [[Double]]) -> Int? {
        let left = race.candidates
        if decided || left.count == 1 {
            return left.min { SampleStatistics.median(rounds[$0].isEmpty ? [1] : rounds[$0]) < SampleStatistics.median(rounds[$1].isEmpty ? [1] : rounds[$1]) }
        }
        return left.max { race.metric.score(race.qualities[$0]) < race.metric.score(race.qualities[$1]) }
    }
}
