import ArgumentParser
import Foundation
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale merge`: the shards of one sweep as one result.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Combine the shard results of one 'sweep --shard I/N' or 'bench --shard I/N' run (each shard once) into the result a single run writes.",
        discussion: """
            Example (a CI matrix of three jobs, then one job that merges):
              nativescale sweep --device iphone-8-plus --shard 1/3 --json sweep-1.json
              # (and --shard 2/3, 3/3 in the other two jobs)
              nativescale merge sweep-1.json sweep-2.json sweep-3.json --json sweep.json
              nativescale bench --platform ios --shard 1/4 --json ios-1.json
              # (and --shard 2/4 … 4/4 in the other jobs)
              nativescale merge ios-1.json ios-2.json ios-3.json ios-4.json \\
                  --json ios.json
            Every file is validated; the shards must come from the same configuration, device and driver, \
            and all N must be given, each once. The points, qualities, memory and image crops are the \
            shards'; the pooled native frame time, the Pareto frontier and the recommendation are computed \
            over all of them, so the result equals a single run's apart from timings.
            Exit status: 0 on success; 64 for bad input (a file that is not a shard, shards of different \
            runs, a shard missing or given twice), and then no file is written.
            """)

    @Argument(help: "The shard result files (sweep or bench --shard I/N --json FILE).")
    var shards: [String] = []
    @OptionGroup var outputOptions: OutputOptions<MergedDocument>
    @Option(help: "Write the merged result's charts as SVG files into this folder.")
    var svg: String?
    @OptionGroup var applyOptions: ApplyOptions
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("no shard files given; expected the files of 'sweep --shard I/N --json FILE', all N of them") }
    }

    func run() throws {
        switch try MergeUseCase(request: .init(shards: shards)).run() {
        case .benchSet(let merged):
            try outputOptions.write(merged)
            if !quiet { print(merged.results.map(\.text).joined(separator: "\n"), terminator: "") }
        case .sweep(var merged):
            try merged.attachSetting(display: nil, entry: nil, format: applyOptions.format)
            if let svg {
                for (name, chart) in SweepCharts.all(merged) { try AtomicFile.write(chart, to: URL(fileURLWithPath: svg).appendingPathComponent(name).path) }
            }
            try outputOptions.write(merged)
            if !quiet { print(merged.text, terminator: "") }
        }
    }
}
