public import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it when
/// the last reference goes (at the end of the test that made it).
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL

    public init(_ prefix: String = "nativescale-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder.
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
