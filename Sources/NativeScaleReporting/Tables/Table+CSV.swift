import Foundation
import NativeScaleResults
import NativeScaleStatistics

extension Table {
    /// The table as RFC 4180 CSV: the header, then one line per row, each ending in a newline.
    public func csv() -> String {
        ([header] + rows).map { row in header.indices.map { Self.csvField(cell(row, $0)) }.joined(separator: ",") }
            .joined(separator: "\n") + "\n"
    }

    /// Quotes a field with commas, quotes or line breaks, doubling inner quotes (RFC 4180).
    public static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
