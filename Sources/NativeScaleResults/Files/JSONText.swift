import Foundation
import NativeScaleStatistics

/// JSON encoding with nativescale's conventions: sorted keys, pretty printed, no escaped
/// slashes, and `null` for a non-finite number (JSON has no NaN or infinity).
public enum JSONText {
    /// What a non-finite number is written as before it becomes `null`.
    static let nonFinite = "__nativescale_non_finite__"

    /// `value` as JSON text ending in a newline.
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: nonFinite, negativeInfinity: nonFinite, nan: nonFinite)
        let data = try encoder.encode(value)
        let text = String(decoding: data, as: UTF8.self)
        // Searching a long document costs more than the encoding: only one with the marker is searched again.
        guard data.range(of: Data(nonFinite.utf8)) != nil else { return text + "\n" }
        return text.replacingOccurrences(of: "\"\(nonFinite)\"", with: "null") + "\n"
    }
}
