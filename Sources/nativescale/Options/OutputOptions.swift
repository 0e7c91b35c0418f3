import ArgumentParser
import NativeScaleResults

/// What a command writes as its result file: the document's schema (named in the help) and the
/// formats `--output-format` takes (its own JSON document, and for a bench result the exports).
protocol OutputDocument {
    /// The schema and version the command writes, as its help names it: `nativescale.sweep v17`.
    static var schemaLine: String { get }
    /// The formats `--output` can be written in; the first is the default.
    static var outputFormats: [ExportFormat] { get }
}

extension OutputDocument {
    static var outputFormats: [ExportFormat] { [.json] }
}

/// The output flags of every command that writes a result document (bench, sweep, merge,
/// quality, shaders, dynres replay and bench): `--json FILE`, `--output FILE` in `--output-format`
/// (`json` by default), declared once. A path that is a directory, and a format the command's
/// document cannot be written in, are refused with one line before anything runs.
struct OutputOptions<Document: OutputDocument>: ParsableArguments {
    @Option(help: ArgumentHelp("Write the result (schema \(Document.schemaLine)) to this JSON file (shorthand for --output-format json --output FILE)."))
    var json: String?
    @Option(help: ArgumentHelp("Format of --output: \(Document.outputFormats.map(\.rawValue).joined(separator: ", ")) (default json)."))
    var outputFormat: ExportFormat?
    @Option(help: "Write the result in --output-format (default json) to this file.")
    var output: String?

    func validate() throws {
        if let outputFormat, output == nil { throw ValidationError("--output-format \(outputFormat.rawValue) needs --output FILE to write to") }
        try OutputPaths.checkFiles([("--json", json), ("--output", output)])
        if let outputFormat, !Document.outputFormats.contains(outputFormat) {
            throw ValidationError(
                "--output-format \(outputFormat.rawValue) is not a format this command's result is written in; expected "
                    + Document.outputFormats.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// Each file asked for, with its format: `--json`'s, then `--output`'s.
    var files: [(path: String, format: ExportFormat)] {
        [(json, ExportFormat.json), (output, outputFormat ?? .json)].compactMap { path, format in path.map { ($0, format) } }
    }

    /// Writes `document` as JSON to every file asked for, atomically (a command whose only format is its JSON document).
    func write<T: Encodable>(_ document: T) throws {
        for file in files { try AtomicFile.write(JSONText.encode(document), to: file.path) }
    }
}
