import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleHarness

/// `nativescale ab`: two builds of nativescale, alternately, in one job; compared run against run.
struct AB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ab",
        abstract: "Run two nativescale builds alternately (A B, B A, …) on this machine and compare them run against run.",
        discussion: """
            Example (base built in ../base, head here):
              nativescale ab ../base/.build/release/nativescale .build/release/nativescale --rounds 5 -- --device iphone-8-plus
              nativescale ab base head --head-arg --shader-cost --head-arg 128 -- --device iphone-8-plus

            Each round runs 'bench' once with each binary, in alternating order, with the arguments \
            after '--'. Then each binary compiles the same pipelines once with 'shaders' on \
            --shader-families and the statistics are compared exactly (exit 3 on a regression of either). \
            The run is the unit of replication: the U test compares the runs' medians, so \
            with R rounds the smallest possible p-value is 2 / C(2R, R) (R = 4: 0.029, R = 5: 0.008). \
            Exit status: 0 when nothing regressed; 3 on a regression; 64 for bad input; 1 when a run fails.
            """)

    @Argument(help: "The base nativescale executable.")
    var baseBinary: String
    @Argument(help: "The head nativescale executable.")
    var headBinary: String
    @Option(help: "Rounds; each runs bench once per binary (1 to 1000; at least 4 for the test to be able to reach p < 0.05).")
    var rounds: Int = 5
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("One extra bench argument for the base side only, kept whole; repeatable.", valueName: "argument"))
    var baseArg: [String] = []
    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp("One extra bench argument for the head side only, kept whole; repeatable.", valueName: "argument"))
    var headArg: [String] = []
    @OptionGroup var gate: GateOptions
    @Option(help: "Keep every run's result file in this folder.")
    var keep: String?
    @Flag(help: "Compare even if the two sides measured different devices or configurations.")
    var allowMismatch = false
    @Option(help: ArgumentHelp("RADV families for the shader-statistics gate (each binary's 'shaders' once), comma-separated, or none.",
                               valueName: "family,…"))
    var shaderFamilies: String = "navi21,gfx1100,polaris10"
    @Flag(help: "No progress lines on standard error.")
    var quiet = false
    @Argument(parsing: .postTerminator, help: "Arguments of 'bench', after '--'.")
    var benchArguments: [String] = []

    /// The families of `--shader-families`.
    var families: [String] { shaderFamilies.lowercased() == "none" ? [] : shaderFamilies.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }

    func validate() throws {
        if let unknown = families.first(where: { !ShaderStatisticsSession.isKnownFamily($0) }) {
            throw ValidationError("--shader-families '\(unknown)' is not a RADV family of Mesa 22.3; expected some of: \(ShaderStatisticsSession.knownFamilies.joined(separator: ", ")), or none")
        }
        guard (1...1000).contains(rounds) else { throw ValidationError("--rounds \(rounds) is not a round count; expected 1 to 1000 (5 or more recommended)") }
    }

    func run() throws {
        let experiment = ABExperiment(
            base: .init(binary: baseBinary, arguments: baseArg), head: .init(binary: headBinary, arguments: headArg), rounds: rounds,
            benchArguments: benchArguments, keep: keep, settings: gate.settings, allowMismatch: allowMismatch)
        let comparison = try experiment.run(progress: { if !quiet { StandardError.line($0) } })
        let statistics = try experiment.compareShaderStatistics(families: families, thresholdPercent: gate.statisticThreshold,
                                                                skipped: StandardError.line)
        try gate.emit(comparison, statistics: statistics)
    }
}
