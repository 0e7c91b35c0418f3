import Foundation

/// Files a run wrote beside its result, named relative to the result file's folder (or
/// absolute when outside it): the Perfetto trace (`--trace`) and the RenderDoc captures
/// (`bench --capture`). A report over the result links them.
public struct LinkedFiles: Codable, Hashable, Sendable {
    public var trace: String?
    public var captures: [String]?

    public init(trace: String? = nil, captures: [String]? = nil) {
        self.trace = trace
        self.captures = captures
    }

    /// Refuses empty names (a file is validated, not trusted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trace = try container.decodeIfPresent(String.self, forKey: .trace)
        captures = try container.decodeIfPresent([String].self, forKey: .captures)
        for name in [trace].compactMap({ $0 }) + (captures ?? []) where name.isEmpty || name.contains("\0") {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a linked file needs a name, not '\(name)'"))
        }
    }

    enum CodingKeys: String, CodingKey { case trace, captures }

    /// `path` as the result at `resultPath` names it: relative to the result's folder when
    /// inside it, else absolute.
    public static func name(of path: String, besideResultAt resultPath: String) -> String {
        let folder = URL(fileURLWithPath: resultPath).standardizedFileURL.deletingLastPathComponent().path
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// A file named by the result at `resultPath`, as a link from a page written at `pagePath`:
    /// relative to the page's folder.
    public static func href(to name: String, ofResultAt resultPath: String, fromPageAt pagePath: String) -> String {
        let resultFolder = URL(fileURLWithPath: resultPath).standardizedFileURL.deletingLastPathComponent()
        let target = (name.hasPrefix("/") ? URL(fileURLWithPath: name) : resultFolder.appendingPathComponent(name)).standardizedFileURL.pathComponents
        let page = URL(fileURLWithPath: pagePath).standardizedFileURL.deletingLastPathComponent().pathComponents
        let common = zip(target, page).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: page.count - common) + target.dropFirst(common)).joined(separator: "/")
    }

    /// Whether the file named by the result at `resultPath` is there.
    public static func exists(_ name: String, ofResultAt resultPath: String) -> Bool {
        let folder = URL(fileURLWithPath: resultPath).deletingLastPathComponent()
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path)
    }
}
