import Foundation
import NativeScaleStatistics

/// A nativescale result file of any kind, told apart by its `schema` field.
///
/// Files are read as untrusted input: the schema name and version are checked, the document
/// decoded, its raw samples validated, and its statistics recomputed from them.
public enum ResultFile: Sendable {
    case bench(BenchResult)
    case sweep(SweepResult)
    case shaders(ShaderStatisticsResult)
    /// `bench` over several displays, or a shard of them.
    case benchSet(BenchSet)
    /// `dynres replay` or `dynres bench`.
    case dynres(DynamicResolutionResult)

    /// Reads `path`, refusing unreadable, truncated, foreign, other-version and inconsistent files.
    public static func read(from path: String) throws(ResultFileError) -> ResultFile {
        let data = try contents(of: path)
        switch try header(of: data, path: path).schema {
        case SweepResult.schemaName: return .sweep(try SweepResult.read(data, path: path))
        case ShaderStatisticsResult.schemaName: return .shaders(try ShaderStatisticsResult.read(data, path: path))
        case BenchSet.schemaName: return .benchSet(try BenchSet.read(data, path: path))
        case BenchResult.schemaName: return .bench(try BenchResult.read(data, path: path))
        case DynamicResolutionResult.schemaName: return .dynres(try DynamicResolutionResult.read(data, path: path))
        case let schema?:
            throw ResultFileError(path: path, problem: .foreignSchema(schema))
        case nil: return .bench(try BenchResult.read(data, path: path))
        }
    }

    /// The kinds of document the tool reads.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case bench, sweep, shaders
        case benchSet = "bench-set"
        case raceNoise = "race-noise"
        case dynres
        /// A raw timestamp stream (`bench --record`).
        case timestamps
    }

    /// `bench`, `sweep`, `shaders` or `bench-set`.
    public var kind: Kind {
        switch self {
        case .bench: .bench
        case .sweep: .sweep
        case .shaders: .shaders
        case .benchSet: .benchSet
        case .dynres: .dynres
        }
    }

    struct Header: Decodable {
        let schema: String?
        let schemaVersion: Int?
    }

    static func contents(of path: String) throws(ResultFileError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ResultFileError(path: path, problem: .missing)
        }
        guard !isDirectory.boolValue else { throw ResultFileError(path: path, problem: .isDirectory) }
        guard let data = FileManager.default.contents(atPath: path) else { throw ResultFileError(path: path, problem: .unreadable) }
        return data
    }

    static func header(of data: Data, path: String) throws(ResultFileError) -> Header {
        if let header = try? JSONDecoder().decode(Header.self, from: data) { return header }
        // Valid JSON of another shape is named for what it is; anything else is not JSON.
        let shape: ResultFileError.JSONShape? =
            switch try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            case is [Any]: .array
            case is String: .string
            case is NSNumber: .numberOrBoolean
            case is NSNull: .null
            default: nil
            }
        guard let shape else { throw ResultFileError(path: path, problem: .notJSON) }
        throw ResultFileError(path: path, problem: .notAnObject(shape))
    }

    /// Decodes the `kind` result in `data` (read from `path`) after checking its schema name and version.
    static func decode<Document: Decodable>(
        _ type: Document.Type, from data: Data, schema: String, versions: ClosedRange<Int>, kind: Kind,
        path: String
    ) throws(ResultFileError) -> Document {
        let header = try header(of: data, path: path)
        guard header.schema == schema else {
            throw ResultFileError(path: path, problem: .wrongSchema(expected: kind, found: header.schema))
        }
        guard let version = header.schemaVersion, versions.contains(version) else {
            throw ResultFileError(path: path, problem: .unsupportedVersion(kind: kind, found: header.schemaVersion, readable: versions))
        }
        do {
            return try JSONDecoder().decode(Document.self, from: data)
        } catch {
            let (field, issue) = fieldAndIssue(of: error)
            throw ResultFileError(path: path, problem: .malformed(kind: kind, field: field, issue: issue))
        }
    }

    /// The dotted coding path where decoding failed, and how.
    static func fieldAndIssue(of error: any Error) -> (String, ResultFileError.DecodingIssue) {
        guard let error = error as? DecodingError else { return ("", .undecodable) }
        switch error {
        case .keyNotFound(let key, let context): return ((context.codingPath + [key]).map(\.stringValue).joined(separator: "."), .missing)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (context.codingPath.map(\.stringValue).joined(separator: "."), .badValue)
        @unknown default: return ("", .undecodable)
        }
    }
}
