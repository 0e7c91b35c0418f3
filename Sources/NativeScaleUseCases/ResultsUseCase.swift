public import NativeScaleResults

/// The use case behind `nativescale report` and `export`: result files read as untrusted input
/// (schema and version checked, raw samples validated, statistics recomputed from them), of the
/// kinds the command takes; the CLI hands them to Reporting.
public struct ResultsUseCase {
    /// The files, and the kinds of result the command takes.
    public struct Request: Sendable {
        public var paths: [String]
        public var accepted: Set<ResultFile.Kind>

        public init(paths: [String], accepted: Set<ResultFile.Kind>) {
            self.paths = paths
            self.accepted = accepted
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Every file, read and validated, in the order given.
    public func run() throws -> [(path: String, file: ResultFile)] {
        try request.paths.map { path in
            let file = try ResultFile.read(from: path)
            guard request.accepted.contains(file.kind) else { throw ResultsError.notAccepted(path: path, kind: file.kind, accepted: request.accepted) }
            return (path, file)
        }
    }
}

/// A result file of a kind the command does not take; the CLI words it.
public enum ResultsError: Error, Hashable, Sendable {
    case notAccepted(path: String, kind: ResultFile.Kind, accepted: Set<ResultFile.Kind>)
}
