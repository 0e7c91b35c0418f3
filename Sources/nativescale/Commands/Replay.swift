import ArgumentParser
import Foundation
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale replay`: a recorded timestamp stream through the experiment, analysis and audit.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a stream recorded by 'bench --record' through the experiment, analysis and audit again, with no device.",
        discussion: """
            Example:
              nativescale bench --device iphone-8-plus --record stream.json
              nativescale replay stream.json
              nativescale replay stream.json --resample 300
            Each submission of the stream is read through the same function that reads a live \
            round's timestamps, in the order the experiment asks for them; a stream that does not \
            match the experiment is refused. With --resample N, N runs are resampled from the \
            stream's own rounds (each measured round drawn with replacement from its rounds of the \
            same order, with its checks where the experiment checks) and audited: how often the \
            audit fails them, with the exact one-sided 95 % upper bound of that rate.
            Exit status: 0 when the audit passes (with --resample, always 0 once the runs are \
            counted); 5 when it fails; 64 for a file that is not a usable stream.
            """)

    @Argument(help: "The stream file (bench --record FILE).")
    var stream: String
    @Option(help: "Also audit this many runs resampled from the stream's rounds, and print how many failed.")
    var resample: Int?
    @Option(help: "Seed of the bootstrap and of the resampling.")
    var seed: UInt64 = BootstrapInterval.Defaults.seed

    func validate() throws {
        if let resample, resample < 1 { throw ValidationError("--resample \(resample) is not a count of runs; expected 1 or more") }
    }

    func run() throws {
        let useCase = ReplayUseCase(stream: try TimestampStream.read(from: stream), seed: seed)
        let outcome = try useCase.run()
        print(useCase.stream.replayLine)
        print(outcome.audit.lines.joined(separator: "\n"))
        if let resample {
            guard let resampled = try useCase.resampled(count: resample) else {
                throw ValidationError("'\(stream)' cannot be resampled: a round on the host clock, or no check of some round order the runs need")
            }
            print(TimestampStream.resampledLine(runs: resampled.runs, failed: resampled.failed, upperBound: resampled.upperBound))
            for findings in resampled.failures.prefix(3) { print("  audit     failed: " + findings.map(\.sentence).joined(separator: "; ")) }
            return
        }
        if !outcome.findings.isEmpty { throw AuditGateFailure(failed: [("replay", outcome.findings)]) }
    }
}
