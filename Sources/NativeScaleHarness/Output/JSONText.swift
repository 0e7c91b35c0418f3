import Foundation

/// JSON encoding with nativescale's conventions: sorted keys, pretty printed, no escaped slashes.
public enum JSONText {
    /// `value` as JSON text ending in a newline.
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
