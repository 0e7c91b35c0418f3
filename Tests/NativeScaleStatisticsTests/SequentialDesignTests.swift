import Foundation
import NativeScaleStatistics
import Testing

@Suite("Student's t distribution")
struct StudentTTests {
    /// Quantiles from the standard tables (e.g. NIST/SEMATECH e-Handbook, table 1.3.6.7.2).
    @Test(
        "Quantiles match the published table",
        arguments: [
            (1.0, 0.975, 12.706), (2.0, 0.95, 2.920), (4.0, 0.99, 3.747), (5.0, 0.975, 2.571), (10.0, 0.995, 3.169), (30.0, 0.95, 1.697),
            (100.0, 0.999, 3.174),
        ])
    func quantiles(degrees: Double, probability: Double, expected: Double) {
        let found = StudentT.quantile(probability, degreesOfFreedom: degrees)
        #expect(abs(found - expected) < 0.0015, "t(\(degrees), \(probability)) = \(found), table \(expected)")
        #expect(abs(StudentT.quantile(1 - probability, degreesOfFreedom: degrees) + found) < 1e-9)
        #expect(abs(StudentT.cdf(found, degreesOfFreedom: degrees) - probability) < 1e-9)
    }

    @Test("The CDF is ½ at 0 and the Cauchy CDF at one degree of freedom")
    func cdf() {
        #expect(abs(StudentT.cdf(0, degreesOfFreedom: 7) - 0.5) < 1e-12)
        for t in [-3.0, -0.5, 0.7, 2.0, 40.0] {
            #expect(abs(StudentT.cdf(t, degreesOfFreedom: 1) - (0.5 + atan(t) / .pi)) < 1e-10)
        }
    }
}

@Suite("ab's sequential design")
struct SequentialDesignTests {
    /// Synthetic runs like lavapipe's: each run's median of a metric is the metric's level × its
    /// effect × lognormal run-to-run noise, and with probability `slow` the whole run settles at a
    /// second level 12 % slower (every metric of that run); its frames spread like the run-to-run
    /// noise (as measured on 110 lavapipe runs). Three metrics: two quiet (1 %), one noisy (6 %)
    /// that the change does not touch, like the resample stage under a heavier scene shader.
    struct Simulation {
        var random: RandomSource
        let design = SequentialDesign()
        let noises = [0.01, 0.012, 0.06]
        let slow = 0.1

        mutating func normal() -> Double {
            let u = (Double(random.next() % 1_000_000) + 0.5) / 1_000_000
            let v = (Double(random.next() % 1_000_000) + 0.5) / 1_000_000
            return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }

        /// ln of a run's level: the second level with probability `slow`, for all its metrics.
        mutating func level() -> Double { Double(random.next() % 1000) < slow * 1000 ? log(1.12) : 0 }

        mutating func run(effect: Double, level: Double, noise: Double) -> RunSummary {
            RunSummary(median: exp(log(1 + effect) + level + noise * normal()), spread: noise)
        }

        /// One experiment: (regressed, rounds).
        mutating func experiment(effect: Double) -> (Bool, Int) {
            var rounds: [[PairedRound]] = noises.map { _ in [] }
            for round in 1...design.cap {
                let baseLevel = level()
                let headLevel = level()
                for (index, noise) in noises.enumerated() {
                    rounds[index].append(
                        PairedRound(
                            base: run(effect: 0, level: baseLevel, noise: noise),
                            head: run(effect: index == 2 ? 0 : effect, level: headLevel, noise: noise)))
                }
                let decisions = rounds.map { design.decide($0, thresholdPercent: 5) }
                if design.settles(decisions, rounds: round) { return (decisions.contains { $0.state == .regressed }, round) }
            }
            return (false, design.cap)
        }

        /// (share flagged, median rounds) over `count` experiments.
        mutating func rates(effect: Double, count: Int = 2000) -> (flagged: Double, medianRounds: Double) {
            var flagged = 0
            var rounds: [Double] = []
            for _ in 0..<count {
                let (regressed, used) = experiment(effect: effect)
                if regressed { flagged += 1 }
                rounds.append(Double(used))
            }
            return (Double(flagged) / Double(count), SampleStatistics.median(rounds))
        }
    }

    @Test("In simulation with a second cost level: false alarms within α, 10 % caught at ≥ 95 %, 25 % always, in 2 to 3 rounds")
    func simulation() {
        var simulation = Simulation(random: RandomSource(seed: 16))
        let null = simulation.rates(effect: 0)
        let tenPercent = simulation.rates(effect: 0.10)
        let quarter = simulation.rates(effect: 0.25)
        print(
            "sequential design in simulation: A/A flagged \(null.flagged), median \(null.medianRounds) rounds; +10 % caught \(tenPercent.flagged), "
                + "median \(tenPercent.medianRounds); +25 % caught \(quarter.flagged), median \(quarter.medianRounds)")
        #expect(null.flagged <= simulation.design.alpha, "A/A flagged \(null.flagged)")
        #expect(tenPercent.flagged >= 0.95, "+10 % caught \(tenPercent.flagged)")
        #expect(quarter.flagged >= 0.999, "+25 % caught \(quarter.flagged)")
        // Five fixed rounds is what ab ran before; a regression needs three, and so does no change
        // when one run in ten sits at the second level.
        for (name, rates) in [("A/A", null), ("+10 %", tenPercent), ("+25 %", quarter)] {
            #expect(rates.medianRounds <= 3, "\(name): median \(rates.medianRounds) rounds")
        }
    }

    @Test("One round decides nothing; two quiet rounds settle a metric within the threshold")
    func looks() {
        let design = SequentialDesign()
        let quiet = PairedRound(base: RunSummary(median: 100, spread: 0.01), head: RunSummary(median: 100.4, spread: 0.01))
        #expect(design.decide([quiet], thresholdPercent: 5).state == .open)
        let settled = design.decide([quiet, quiet], thresholdPercent: 5)
        #expect(settled.state == .withinThreshold, "\(settled)")
        #expect(settled.upperPercent < 5 && settled.lowerPercent < 0)
    }

    @Test("Rounds that disagree widen the bounds: a 25 % jump in one round of two is not a regression, two steady ones are")
    func disagreement() {
        let design = SequentialDesign()
        let rounds = [
            PairedRound(base: RunSummary(median: 100, spread: 0.01), head: RunSummary(median: 125, spread: 0.01)),
            PairedRound(base: RunSummary(median: 100, spread: 0.01), head: RunSummary(median: 100, spread: 0.01)),
        ]
        // The fastest runs of both sides agree: the jump is one slow run, and this noise cannot settle 5 %.
        #expect(design.decide(rounds, thresholdPercent: 5).state == .noiseLimited)
        let steady = Array(repeating: PairedRound(base: RunSummary(median: 100, spread: 0.01), head: RunSummary(median: 125, spread: 0.01)), count: 2)
        // Two steady rounds of a quiet metric settle a 25 % regression (the early rule); of a noisy
        // one they do not (a side can sit at a second level twice), three do.
        #expect(design.decide(steady, thresholdPercent: 5).state == .regressed)
        let noisy = steady.map { PairedRound(base: RunSummary(median: $0.base.median, spread: 0.06), head: RunSummary(median: $0.head.median, spread: 0.06)) }
        #expect(design.decide(noisy, thresholdPercent: 5).state == .open)
        #expect(design.decide(noisy + [noisy[0]], thresholdPercent: 5).state == .regressed)
    }

    @Test("A metric too noisy for the cap to settle is noise-limited while its change is within the threshold")
    func noiseLimited() {
        let design = SequentialDesign()
        let noisy = [
            PairedRound(base: RunSummary(median: 1, spread: 0.12), head: RunSummary(median: 0.98, spread: 0.12)),
            PairedRound(base: RunSummary(median: 1, spread: 0.12), head: RunSummary(median: 1.01, spread: 0.12)),
        ]
        #expect(design.decide(noisy, thresholdPercent: 5).state == .noiseLimited)
        // The same noise, but the change is beyond the threshold: keep measuring.
        let slower = noisy.map { PairedRound(base: $0.base, head: RunSummary(median: $0.head.median * 1.2, spread: 0.12)) }
        #expect(design.decide(slower, thresholdPercent: 5).state == .open)
    }
}
