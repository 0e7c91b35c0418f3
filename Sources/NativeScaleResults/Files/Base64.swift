import Foundation
import NativeScaleStatistics

/// Base64 for embedding PNGs in result files and `data:` URLs.
public enum Base64 {
    /// The standard (RFC 4648) base64 text of `bytes`, with padding and no line breaks.
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
    }

    /// The bytes of base64 `text`; nil when it is not base64.
    static func decode(_ text: String) -> [UInt8]? {
        Data(base64Encoded: text).map { [UInt8]($0) }
    }
}
