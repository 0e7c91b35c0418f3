/// Formats numbers for humans without Foundation.
public enum NumberText {
    /// `value` with at most `maxFractionDigits` fractional digits, trailing zeros removed.
    ///
    /// Rounds half away from zero at the last digit: `2.6086956` with 6 digits is `2.608696`.
    public static func trimmed(_ value: Double, maxFractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var text = fixed(value, fractionDigits: maxFractionDigits)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// `value` with exactly `fractionDigits` fractional digits: `fixed(1.3225, 2)` is `1.32`.
    public static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let digits = max(0, min(fractionDigits, 12))
        var multiplier = 1.0
        for _ in 0..<digits { multiplier *= 10 }
        let magnitude = abs(value)
        guard magnitude * multiplier < 9.0e15 else { return String(value) }
        let scaled = (magnitude * multiplier).rounded(.toNearestOrAwayFromZero)
        let whole = UInt64(scaled)
        let power = UInt64(multiplier)
        var text = String(whole / power)
        if digits > 0 {
            var fraction = String(whole % power)
            while fraction.count < digits { fraction = "0" + fraction }
            text += "." + fraction
        }
        return (value < 0 && scaled != 0 ? "-" : "") + text
    }

    /// `fixed(value, fractionDigits:)` with a `+` before a value ≥ 0: `+1.5`, `-2.0`.
    public static func signed(_ value: Double, fractionDigits: Int) -> String {
        (value >= 0 ? "+" : "") + fixed(value, fractionDigits: fractionDigits)
    }

    /// Bytes in binary units with one decimal: `10.6 MiB`, `512 B`.
    public static func bytes(_ count: Int) -> String {
        let magnitude = Double(count.magnitude)
        let sign = count < 0 ? "-" : ""
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard magnitude >= 1024 else { return "\(count) B" }
        var value = magnitude
        var unit = "B"
        for candidate in units where value >= 1024 {
            value /= 1024
            unit = candidate
        }
        return sign + fixed(value, fractionDigits: 1) + " " + unit
    }
}

extension NumberText {
    /// `value` with thousands separated by commas: `662,736`.
    public static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }
}
