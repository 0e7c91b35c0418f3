import ArgumentParser
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale report`: one self-contained HTML page over bench and sweep result files.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one self-contained HTML report (no network, no external assets) over bench and sweep results.",
        discussion: """
            Every file is validated (bench statistics recomputed from their raw samples) before anything is written.
            Example:
              nativescale report sweep.json bench.json --output report.html
            """)

    @Argument(help: "Result files of 'bench', 'sweep', 'shaders' or 'dynres' (JSON).")
    var results: [String]
    @Option(name: [.customShort("o"), .long], help: "The HTML file to write.")
    var output: String

    func validate() throws {
        try OutputPaths.checkFiles([("--output", output)])
        guard !results.isEmpty else { throw ValidationError("no result files given; expected one or more RESULT.json from 'bench --json' or 'sweep --json'") }
        guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") else {
            throw ValidationError("--output '\(output)' is not an HTML file name; expected a path ending in .html")
        }
    }

    func run() throws {
        let files = try ResultsUseCase(request: .init(paths: results, accepted: [.bench, .benchSet, .sweep, .shaders, .dynres])).run()
        try AtomicFile.write(HTMLReport(results: files, pagePath: output).render(), to: output)
        print("wrote \(output): one page over \(results.count) result file(s)")
    }
}
