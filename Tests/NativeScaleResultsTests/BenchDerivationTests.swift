import Foundation
import NativeScaleAnalysis
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// A bench result's analysis, verdict, anomalies and audit are derived in one function, whether
/// the result was just measured or read from a file, old or new.
@Suite("One derivation of a bench result")
struct BenchDerivationTests {
    @Test("A result just made and the same result written and read back carry the same analysis, verdict and anomalies")
    func measuredAndReadAgree() throws {
        let made = try SyntheticResults.make(nativeMilliseconds: 10, rounds: 30, seed: 3, nativeStep: (round: 15, factor: 1.3))
        let folder = try TemporaryFolder("nativescale-derivation")
        let path = folder.path("r.json")
        try SyntheticResults.write(made, to: path)
        let read = try BenchResult.read(from: path)
        #expect(read.analysis == made.analysis)
        #expect(read.verdict == made.verdict && made.verdict != nil)
        #expect(read.anomalies == made.anomalies && !made.anomalies.isEmpty)
    }

    @Test("A version 1 file read today has the analysis and verdict its samples give, not the figures it stored")
    func olderFileDerivedFromItsSamples() throws {
        let read = try BenchResult.read(from: Fixtures.benchVersion1)
        let analysis = BenchAnalysis(samples: read.samples, seed: read.configuration.seed)
        #expect(read.analysis == analysis)
        #expect(read.verdict == NativeSaving(analysis))
    }

    @Test("The stop rule's precision, bootstrapped alone while measuring, is the figure the whole analysis gives", arguments: [3, 12, 30])
    func stopRulePrecisionMatchesTheAnalysis(_ rounds: Int) throws {
        let result = try SyntheticResults.make(nativeMilliseconds: 4, rounds: rounds, seed: UInt64(rounds))
        let alone = BenchAnalysis.widestHalfWidthPoints(of: result.samples, seed: result.configuration.seed)
        #expect(alone == result.analysis.widestHalfWidthPoints && alone != nil)
    }
}
