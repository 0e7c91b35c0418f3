import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import Testing

@Suite("The sweep race's error rate on recorded lavapipe noise")
struct RaceSimulationTests {
    /// On the recording, settling off the truly cheapest point (864×1871 + area, 0.84× native) happens at most α = 5
    /// % of the time, levels drawn per renderer or held per point.
    @Test(
        "On the recording, settling off the truly cheapest point (864×1871 + area) happens at most α = 5 % of the time",
        arguments: RaceSimulation.Levels.allCases)
    func errorRateIsAtMostAlpha(_ levels: RaceSimulation.Levels) throws {
        let simulation = RaceSimulation(noise: try RaceNoise.read(from: Fixtures.raceNoise))
        let outcome = simulation.run(trials: 1000, levels: levels, seed: 35)
        #expect(outcome.errorRate <= simulation.alpha, "\(outcome.errors) of \(outcome.trials) races settled off the cheapest point")
        // And the race is worth running: it recommends the truly cheapest point nearly always.
        #expect(outcome.rightRecommendations >= 900, "\(outcome.rightRecommendations) of \(outcome.trials)")
    }

    /// A true tie (the cheapest point's rounds recorded twice, as two render sizes): uncorrected tests looking after
    /// every batch settle one off in more than α of races, the race's in at most α.
    @Test("A true tie: uncorrected tests after every batch settle one off in more than α of races, the race's own tests in at most α")
    func correctionHoldsOnATie() throws {
        let tied = RaceSimulation(noise: try RaceNoise.read(from: Fixtures.raceNoise)).withTwinOfTheCheapest()
        // At α × looks × candidates, each test is at the uncorrected α.
        let loose = RaceSimulation(noise: tied.noise, alpha: 0.05 * 6 * Double(tied.candidates)).run(trials: 1000, levels: .perRenderer, seed: 36)
        let strict = tied.run(trials: 1000, levels: .perRenderer, seed: 36)
        #expect(loose.errorRate > 0.05, "uncorrected: \(loose.errors) of 1000")
        #expect(strict.errorRate <= 0.05, "corrected: \(strict.errors) of 1000")
        // Neither point can be split from the other: the race ends with them tied, and picks by quality.
        #expect(strict.ties > 500, "\(strict.ties) ties of 1000")
    }

    /// At a true tie, a race that held one renderer per point for the whole race (one cost level each) would settle
    /// one off far more often than α: why each batch is timed on two fresh renderers.
    @Test("At a true tie, one renderer per point for the whole race settles one off far more often than α: why batches use fresh renderers")
    func heldLevelsBreakTheErrorRateAtATie() throws {
        let tied = RaceSimulation(noise: try RaceNoise.read(from: Fixtures.raceNoise)).withTwinOfTheCheapest()
        let held = tied.run(trials: 1000, levels: .perProcess, seed: 37)
        #expect(held.errorRate > 0.1, "\(held.errors) of 1000")
    }

    @Test("A recording with an empty run is refused with one line naming the file")
    func badRecordingIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("race-noise-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.json").path
        let bad = """
            {"schema":"nativescale.race-noise","schemaVersion":1,"recorded":"by hand","device":"none","nativeFLIP":0.04,"points":[
            {"renderSize":{"width":8,"height":8},"filter":"area","flip":0.03,"runs":[[0.9,0.8],[0.9]]},
            {"renderSize":{"width":9,"height":9},"filter":"area","flip":0.03,"runs":[[1.1,1.2],[]]}]}
            """
        try bad.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: ResultFileError(path: path, problem: .raceNoise(.badRuns(point: "9×9 + area")))) { try RaceNoise.read(from: path) }
    }
}
