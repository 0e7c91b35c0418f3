import ArgumentParser
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale export`: convert a bench result to another tool's format.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Convert a bench or shaders result file to google-benchmark, bmf, github-action-benchmark, csv or json.",
        discussion: """
            The file is validated and its statistics recomputed from its raw samples first.
            Examples:
              nativescale export result.json --format google-benchmark \\
                  --output gbench.json
              nativescale export result.json --format bmf | bencher run --adapter json
            """)

    @Argument(help: "A result file written by 'nativescale bench --json' or 'nativescale shaders --json'.")
    var result: String
    @Option(help: "Output format.")
    var format: ExportFormat
    @Option(help: "Write here instead of standard output.")
    var output: String?

    func validate() throws {
        try OutputPaths.checkFiles([("--output", output)])
    }

    func run() throws {
        let file = try ResultsUseCase(request: .init(paths: [result], accepted: [.bench, .benchSet, .shaders])).run()[0].file
        switch file {
        case .bench(let bench): try Output.emit(try bench.exported(as: format), to: output)
        case .shaders(let shaders): try Output.emit(try shaders.exported(as: format), to: output)
        case .benchSet(let set): try Output.emit(try set.exported(as: format), to: output)
        case .sweep, .dynres: throw ResultsError.notAccepted(path: result, kind: file.kind, accepted: [.bench, .benchSet, .shaders])
        }
    }
}
