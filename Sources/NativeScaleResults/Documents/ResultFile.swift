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

    /// Reads `path`, refusing unreadable, truncated, foreign, other-version and inconsistent files.
    public static func read(from path: String) throws(ResultFileError) -> ResultFile {
        let data = try contents(of: path)
        switch try header(of: data, path: path).schema {
        case SweepResult.schemaName: return .sweep(try SweepResult.read(data, path: path))
        case ShaderStatisticsResult.schemaName: return .shaders(try ShaderStatisticsResult.read(data, path: path))
        case BenchSet.schemaName: return .benchSet(try BenchSet.read(data, path: path))
        case BenchResult.schemaName: return .bench(try BenchResult.read(data, path: path))
        case let schema?:
            throw ResultFileError(path: path, reason: "is a '\(schema)' document, not a result; expected what 'nativescale bench --json', "
                + "'sweep --json', 'shaders --json' or a bench set writes")
        case nil: return .bench(try BenchResult.read(data, path: path))
        }
    }

    /// `bench`, `sweep`, `shaders` or `bench-set`.
    public var kind: String {
        switch self {
        case .bench: "bench"
        case .sweep: "sweep"
        case .shaders: "shaders"
        case .benchSet: "bench-set"
        }
    }

    struct Header: Decodable {
        let schema: String?
        let schemaVersion: Int?
    }

    static func contents(of path: String) throws(ResultFileError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ResultFileError(path: path, reason: "does not exist; expected a result file written by 'nativescale bench --json', 'sweep --json' or 'shaders --json'")
        }
        guard !isDirectory.boolValue else { throw ResultFileError(path: path, reason: "is a directory; expected a result file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw ResultFileError(path: path, reason: "cannot be read (permission denied)") }
        return data
    }

    static func header(of data: Data, path: String) throws(ResultFileError) -> Header {
        if let header = try? JSONDecoder().decode(Header.self, from: data) { return header }
        // Valid JSON of another shape is named for what it is; anything else is not JSON.
        let kind: String? = switch try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
        case is [Any]: "a JSON array"
        case is String: "a JSON string"
        case is NSNumber: "a JSON number or boolean"
        case is NSNull: "JSON null"
        default: nil
        }
        guard let kind else { throw ResultFileError(path: path, reason: "is not JSON (truncated or another format)") }
        throw ResultFileError(path: path, reason: "is \(kind), not a result; expected the JSON object 'nativescale bench --json', 'sweep --json' or 'shaders --json' writes")
    }

    /// Decodes the `kind` result in `data` (read from `path`) after checking its schema name and version.
    static func decode<Document: Decodable>(_ type: Document.Type, from data: Data, schema: String, versions: ClosedRange<Int>, kind: String,
                                            path: String) throws(ResultFileError) -> Document {
        let header = try header(of: data, path: path)
        guard header.schema == schema else {
            throw ResultFileError(path: path, reason: "is not a nativescale \(kind) result (schema \(header.schema.map { "'\($0)'" } ?? "missing"))")
        }
        guard let version = header.schemaVersion, versions.contains(version) else {
            throw ResultFileError(path: path, reason: "has schema version \(header.schemaVersion.map(String.init) ?? "missing"); "
                + "this nativescale reads versions \(versions.lowerBound) to \(versions.upperBound)")
        }
        do {
            return try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw ResultFileError(path: path, reason: "is a malformed nativescale \(kind) result (\(describe(error)))")
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context): return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        @unknown default: return "undecodable"
        }
    }
}
