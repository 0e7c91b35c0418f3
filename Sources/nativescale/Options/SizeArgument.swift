import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// Parses `WxH` sizes (`414x736`, `1080×1920`) from the command line.
enum SizeArgument {
    /// A logical size; fractional lengths are allowed (`375x693.5`).
    static func logical(_ text: String, option: String) throws -> LogicalSize {
        let (width, height) = try split(text, option: option, example: "414x736")
        guard let w = Double(width), let h = Double(height) else {
            throw BadInput("\(option) '\(text)' is not a size; expected WIDTHxHEIGHT in points, e.g. 414x736")
        }
        let size = LogicalSize(width: w, height: h)
        try SizeLimits.validate(size, name: option)
        return size
    }

    /// A pixel size; lengths must be whole numbers.
    static func pixels(_ text: String, option: String) throws -> PixelSize {
        let (width, height) = try split(text, option: option, example: "1080x1920")
        guard let w = Int(width), let h = Int(height) else {
            throw BadInput("\(option) '\(text)' is not a pixel size; expected WIDTHxHEIGHT in whole pixels, e.g. 1080x1920")
        }
        let size = PixelSize(width: w, height: h)
        try SizeLimits.validate(size, name: option)
        return size
    }

    /// A scale factor.
    static func scale(_ text: String, option: String) throws -> ScaleFactor {
        guard let value = Double(text) else {
            throw BadInput("\(option) '\(text)' is not a number; expected a scale factor such as 3 or 2.608696")
        }
        let scale = ScaleFactor(value)
        try SizeLimits.validate(scale, name: option)
        return scale
    }

    private static func split(_ text: String, option: String, example: String) throws -> (Substring, Substring) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw BadInput("\(option) '\(text)' is not a size; expected WIDTHxHEIGHT, e.g. \(example)")
        }
        return (parts[0], parts[1])
    }
}
