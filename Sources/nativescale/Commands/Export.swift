import ArgumentParser
import NativeScaleHarness

/// `nativescale export`: convert a bench result to another tool's format.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a bench result file to google-benchmark, bmf, github-action-benchmark, csv or json.",
        discussion: """
            Examples:
              nativescale export result.json --format google-benchmark --output gbench.json
              nativescale export result.json --format bmf | bencher run --adapter json
            """)

    @Argument(help: "A result file written by 'nativescale bench --json'.")
    var result: String

    @Option(help: "json, google-benchmark, bmf, github-action-benchmark or csv.")
    var format: String

    @Option(help: "Write here instead of standard output.")
    var output: String?

    func run() throws {
        guard let exportFormat = ExportFormat(rawValue: format.lowercased()) else {
            throw BadInput("unknown --format '\(format)'; expected one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let text: String
        do {
            text = try BenchResult.read(from: result).exported(as: exportFormat)
        } catch let error as ResultFileError {
            throw BadInput(error.description)
        }
        if let output {
            try AtomicFile.write(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }
}
