import NativeScaleStatistics
import RealModule
import Testing

@Suite("The between-run noise floor")
struct NoiseFloorTests {
    @Test(
        "The floor is the 95 % prediction bound of the log medians (values from scipy.stats.t)",
        arguments: [
            ([100.0, 102, 98], 10.448638494),
            ([50.0, 51, 49.5, 50.5, 52, 49], 6.120360350),
        ])
    func predictionBound(_ medians: [Double], _ percent: Double) throws {
        let floor = try #require(NoiseFloor(runMedians: medians))
        #expect(floor.runs == medians.count)
        #expect(abs(floor.percent - percent) < 1e-6, "\(floor.percent)")
    }

    @Test(
        "Fewer than three runs, or a median that is not a positive number, give no floor",
        arguments: [[], [10.0], [10.0, 11], [10.0, 0, 11], [10.0, .nan, 11]])
    func tooFewOrInvalid(_ medians: [Double]) {
        #expect(NoiseFloor(runMedians: medians) == nil)
    }

    @Test("One more run of the same build lands beyond the floor of three earlier runs about 5 % of the time; beyond their range about half the time")
    func falseAlarmRate() throws {
        var random = RandomSource(seed: 36)
        // Run levels: lognormal with a 4 % spread (Box–Muller from two uniforms).
        func run() -> Double {
            let u1 = (Double(random.next() % 1_000_000) + 0.5) / 1_000_000
            let u2 = Double(random.next() % 1_000_000) / 1_000_000
            return 100 * Double.exp(0.04 * (-2 * Double.log(u1)).squareRoot() * Double.cos(2 * .pi * u2))
        }
        var beyondFloor = 0
        var beyondRange = 0
        let trials = 4000
        for _ in 0..<trials {
            let earlier = [run(), run(), run()]
            let next = run()
            let floor = try #require(NoiseFloor(runMedians: earlier))
            let median = earlier.sorted()[1]
            if abs(next / median - 1) * 100 > floor.percent { beyondFloor += 1 }
            if next > earlier.max()! || next < earlier.min()! { beyondRange += 1 }
        }
        #expect(Double(beyondFloor) / Double(trials) <= 0.07, "\(beyondFloor) of \(trials)")
        #expect(Double(beyondRange) / Double(trials) > 0.4, "\(beyondRange) of \(trials)")
    }
}
