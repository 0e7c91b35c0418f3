import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale ab`: two builds of nativescale, alternately, in one job; compared run against run.
struct AB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Run two nativescale builds alternately (A B, B A, …) on this machine and compare them run against run.",
        discussion: """
            Example (base built in ../base, head here):
              nativescale ab ../base/.build/release/nativescale \\
                  .build/release/nativescale -- --device iphone-8-plus
              nativescale ab base head --rounds 5 --head-arg --shader-cost \\
                  --head-arg 128 --allow-mismatch -- --device iphone-8-plus
            (A head argument that changes what is measured is a mismatch: without --allow-mismatch it is \
            refused before the first round, after one frame of each side.)

            Each round runs 'bench' once with each binary, in alternating order (A B, B A, …), with the \
            arguments after '--'. Then each binary compiles the same pipelines once with 'shaders' on \
            --shader-families and the statistics are compared exactly (exit 3 on a regression of either).

            --rounds auto (the default) is sequential: after each round from the 2nd, each metric's \
            per-round change ln(head/base) is tested, and ab stops as soon as a regression is settled \
            (false-alarm rate --alpha) or every metric is settled within its threshold (miss rate --beta), \
            at --max-rounds at the latest. A metric whose run-to-run noise on this machine is too large \
            for --max-rounds to settle is 'noise-limited', said on stdout. --rounds N runs N rounds and \
            compares the runs' medians with the U test (with R rounds the smallest p-value is \
            2 / C(2R, R): R = 3: 0.1, which cannot decide at α 0.05; R = 4: 0.029, R = 5: 0.008).

            Exit status: 0 when nothing regressed; 3 on a regression; 4 with --fail-on-inconclusive when \
            a metric is not settled, noise-limited, or too few rounds cannot decide; 5 when a run's audit \
            failed (its stage times are not trusted); 64 for bad input, a mismatch of base and head found \
            before the first round among them; 1 when a run fails.
            """)

    @Argument(help: "The base nativescale executable.")
    var baseBinary: String
    @Argument(help: "The head nativescale executable.")
    var headBinary: String
    @Option(
        help: ArgumentHelp(
            "auto (sequential, stops when settled), or a fixed count of rounds (1 to 1000; at least 4 for the U test to reach p < 0.05). Each round runs "
                + "bench once per binary.",
            valueName: "auto|N"), transform: RoundsArgument.argument)
    var rounds: RoundsArgument = .auto
    @Option(help: "The cap of --rounds auto (2 to 1000).")
    var maxRounds: Int = SequentialDesign.defaultCap
    @Option(help: "--rounds auto: the miss rate, the chance of settling 'within the threshold' when a metric regressed by the threshold (between 0 and 1).")
    var beta: Double = SequentialDesign.defaultBeta
    @Flag(help: "Exit 4 when a metric is not settled by --max-rounds or is noise-limited, instead of 0.")
    var failOnInconclusive = false
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("One extra bench argument for the base side only, kept whole; repeatable.", valueName: "argument"))
    var baseArg: [String] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("One extra bench argument for the head side only, kept whole; repeatable.", valueName: "argument"))
    var headArg: [String] = []
    @OptionGroup var gate: GateOptions
    @Option(help: "Keep every run's result file in this folder.")
    var keep: String?
    @Option(help: "Write a Perfetto trace of every measured frame of every run to this file, base and head as two processes (open it in ui.perfetto.dev).")
    var trace: String?
    @Flag(help: "Compare even if the two sides measured different devices or configurations.")
    var allowMismatch = false
    @Option(
        help: ArgumentHelp(
            "RADV families for the shader-statistics gate (each binary's 'shaders' once), comma-separated, or none.",
            valueName: "family,…"), transform: FamilyList.argument(flag: "--shader-families"))
    var shaderFamilies: FamilyList = .gateDefaults
    // Its own flag: ab prints its comparison whatever --quiet says (the shared flag's words do not).
    @Flag(help: "No progress lines on standard error; the comparison, which is all ab reports, is still printed.")
    var quiet = false
    @Argument(parsing: .postTerminator, help: "Arguments of 'bench', after '--'.")
    var benchArguments: [String] = []

    func validate() throws {
        try OutputPaths.checkFiles([("--trace", trace)])
        guard (SequentialDesign.firstLook...1000).contains(maxRounds) else {
            throw ValidationError("--max-rounds \(maxRounds) is not a cap; expected \(SequentialDesign.firstLook) to 1000, e.g. 8")
        }
        guard beta.isFinite, beta > 0, beta < 1 else {
            throw ValidationError("--beta \(beta) is not a miss rate; expected a number between 0 and 1, e.g. 0.05")
        }
        do { try plan.checkReaches(gate.alpha) } catch { throw ValidationError(error.description) }
    }

    /// The rounds `--rounds` and `--max-rounds` ask for.
    var plan: ABUseCase.Rounds {
        switch rounds {
        case .fixed(let count): .fixed(count)
        case .auto: .auto(SequentialDesign(cap: maxRounds, alpha: gate.alpha, beta: beta))
        }
    }

    func run() throws {
        let experiment = ABUseCase(
            request: .init(
                base: .init(binary: baseBinary, arguments: baseArg), head: .init(binary: headBinary, arguments: headArg), rounds: plan,
                benchArguments: benchArguments, keep: keep, settings: gate.settings, allowMismatch: allowMismatch))
        let outcome = try experiment.runKeepingResults(progress: { if !quiet { StandardError.line($0.line) } })
        let comparison = outcome.comparison
        if let trace {
            let traced = try TraceFile(
                [PerfettoTrace.Run(name: "base", results: outcome.base), PerfettoTrace.Run(name: "head", results: outcome.head)],
                path: trace)
            try traced.write()
            if !quiet { StandardError.line(traced.line) }
        }
        let statistics = try experiment.compareShaderStatistics(
            families: shaderFamilies.families, thresholdPercent: gate.statisticThreshold,
            skipped: { StandardError.line("ab: shader statistics gate skipped: \($0) side: \(CommandLineFailure.message(for: $1) ?? "\($1)")") })
        try gate.emit([ComparisonGate(display: nil, timing: comparison, statistics: statistics)], failOnInconclusive: failOnInconclusive)
    }
}
