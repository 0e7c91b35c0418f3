import Foundation

/// A nativescale result file of any kind, told apart by its `schema` field.
public enum ResultFile: Sendable {
    case bench(BenchResult)
    case sweep(SweepResult)

    /// Reads `path`, refusing unreadable, truncated, foreign and other-version files.
    public static func read(from path: String) throws -> ResultFile {
        switch try header(of: path).schema {
        case SweepResult.schemaName:
            return .sweep(try decode(SweepResult.self, schema: SweepResult.schemaName, version: SweepResult.currentSchemaVersion, kind: "sweep", path: path))
        default:
            return .bench(try BenchResult.read(from: path))
        }
    }

    struct Header: Decodable {
        let schema: String?
        let schemaVersion: Int?
    }

    static func contents(of path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw ResultFileError(path: path, reason: "cannot be read") }
        return data
    }

    static func header(of path: String) throws -> Header {
        let data = try contents(of: path)
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw ResultFileError(path: path, reason: "is not JSON (truncated or another format)")
        }
        return header
    }

    /// Decodes a `kind` result after checking its schema name and version.
    static func decode<Document: Decodable>(_ type: Document.Type, schema: String, version: Int, kind: String, path: String) throws -> Document {
        let header = try header(of: path)
        guard header.schema == schema else {
            throw ResultFileError(path: path, reason: "is not a nativescale \(kind) result (schema \(header.schema.map { "'\($0)'" } ?? "missing"))")
        }
        guard header.schemaVersion == version else {
            throw ResultFileError(path: path, reason: "has schema version \(header.schemaVersion.map(String.init) ?? "missing"); this nativescale reads version \(version)")
        }
        do {
            return try JSONDecoder().decode(Document.self, from: contents(of: path))
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
