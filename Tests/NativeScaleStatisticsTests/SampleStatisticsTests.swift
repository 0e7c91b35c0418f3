import NativeScaleStatistics
import Testing

@Suite("Statistics on synthetic samples")
struct StatisticsTests {
    @Test(
        "Quantiles interpolate between order statistics (type 7)",
        arguments: [
            ([1.0, 2, 3, 4], 0.5, 2.5),
            ([1.0, 2, 3, 4], 0.1, 1.3),
            ([1.0, 2, 3, 4], 0.9, 3.7),
            ([5.0], 0.9, 5.0),
            ([3.0, 1, 2], 0.5, 2.0),
        ])
    func quantiles(samples: [Double], q: Double, expected: Double) {
        #expect(abs(SampleStatistics.quantile(samples.sorted(), q) - expected) < 1e-12)
    }

    @Test("Summary of a known series")
    func summary() {
        let stats = SampleStatistics((1...100).map(Double.init))
        #expect(stats.count == 100)
        #expect(stats.median == 50.5)
        #expect(abs(stats.p10 - 10.9) < 1e-12)
        #expect(abs(stats.p90 - 90.1) < 1e-12)
        #expect(stats.mean == 50.5)
    }

    @Test("The bootstrap interval covers the median and narrows with more samples")
    func bootstrap() {
        var random = RandomSource(seed: 42)
        func noisy(_ n: Int) -> [Double] { (0..<n).map { _ in 0.30 + Double(random.next() % 1000) / 10_000 - 0.05 } }
        let small = BootstrapInterval.median(of: noisy(40))
        let large = BootstrapInterval.median(of: noisy(1600))
        #expect(small.lower <= small.estimate && small.estimate <= small.upper)
        #expect(large.lower < 0.30 && 0.30 < large.upper)
        #expect(large.halfWidth < small.halfWidth / 3)
        // Same seed, same interval.
        #expect(BootstrapInterval.median(of: [1, 2, 3, 4, 5], seed: 7) == BootstrapInterval.median(of: [1, 2, 3, 4, 5], seed: 7))
    }

    @Test("A constant series has a zero-width interval")
    func constantSeries() {
        let interval = BootstrapInterval.median(of: [Double](repeating: 0.25, count: 50))
        #expect(interval.lower == 0.25 && interval.upper == 0.25)
    }

    /// The bootstrap as written first: draw each resample's values, sort them, take their median.
    static func sortingBootstrap(_ samples: [Double], resamples: Int, seed: UInt64) -> [Double] {
        var random = RandomSource(seed: seed)
        var medians: [Double] = []
        for _ in 0..<resamples {
            let resample = samples.indices.map { _ in samples[Int(random.next() % UInt64(samples.count))] }
            medians.append(SampleStatistics.median(resample))
        }
        return medians.sorted()
    }

    @Test(
        "The bootstrap's medians found by counting are the bits sorting each resample gives: odd and even counts, ties, one value repeated",
        arguments: [2, 3, 4, 7, 8, 31, 64, 101])
    func countingMediansEqualSortedResamples(count: Int) {
        var random = RandomSource(seed: UInt64(count))
        // Stage-like times with ties: 40 distinct levels, so samples of 64 and 101 repeat values.
        let samples = (0..<count).map { _ in 0.25 + Double(random.next() % 40) * 0.0037 }
        let medians = Self.sortingBootstrap(samples, resamples: 400, seed: 9)
        let interval = BootstrapInterval.median(of: samples, resamples: 400, seed: 9)
        #expect(interval.lower == SampleStatistics.quantile(medians, (1 - 0.95) / 2) && interval.upper == SampleStatistics.quantile(medians, (1 + 0.95) / 2))
        let head = samples.map { $0 * 1.07 }.reversed() + [0.3]
        var pair = RandomSource(seed: 11)
        var ratios: [Double] = []
        for _ in 0..<400 {
            let a = samples.indices.map { _ in samples[Int(pair.next() % UInt64(samples.count))] }
            let b = head.indices.map { _ in head[Int(pair.next() % UInt64(head.count))] }
            ratios.append(SampleStatistics.median(b) / SampleStatistics.median(a))
        }
        ratios.sort()
        let ratio = BootstrapInterval.ratioOfMedians(base: samples, head: Array(head), resamples: 400, seed: 11)
        #expect(ratio.lower == SampleStatistics.quantile(ratios, (1 - 0.95) / 2) && ratio.upper == SampleStatistics.quantile(ratios, (1 + 0.95) / 2))
    }
}

@Suite("Bimodal stages and mid-run shifts")
struct ModeAnalysisTests {
    func jitter(_ n: Int, seed: UInt64) -> [Double] {
        var random = RandomSource(seed: seed)
        return (0..<n).map { _ in Double(random.next() % 1000) / 1000 * 0.4 - 0.2 }
    }

    @Test("One steady level is left alone, outliers included")
    func steady() {
        var samples = jitter(300, seed: 1).map { 10 + $0 }
        samples[17] = 19
        samples[201] = 22
        #expect(ModeAnalysis.analyse(samples) == nil)
    }

    @Test("A step from 9 to 14 ms at frame 120 is found there")
    func shift() throws {
        let noise = jitter(300, seed: 2)
        let samples = noise.enumerated().map { $0.offset < 120 ? 9 + $0.element : 14 + $0.element }
        let analysis = try #require(ModeAnalysis.analyse(samples))
        #expect(analysis.kind == .shift)
        #expect(abs((analysis.changeIndex ?? 0) - 120) <= 2)
        #expect(abs(analysis.lowLevel - 9) < 0.2 && abs(analysis.highLevel - 14) < 0.2)
    }

    @Test("Two alternating levels 40 % apart are bimodal")
    func bimodal() throws {
        var random = RandomSource(seed: 3)
        let noise = jitter(300, seed: 4)
        let samples = noise.map { (random.next() % 3 == 0 ? 14 : 10) + $0 }
        let analysis = try #require(ModeAnalysis.analyse(samples))
        #expect(analysis.kind == .bimodal)
        #expect(abs(analysis.highLevel / analysis.lowLevel - 1.4) < 0.05)
        #expect(abs(analysis.highFraction - 1.0 / 3) < 0.08)
    }

    @Test("Too few samples say nothing")
    func tooFew() {
        #expect(ModeAnalysis.analyse([10, 14, 10, 14, 10]) == nil)
    }
}
