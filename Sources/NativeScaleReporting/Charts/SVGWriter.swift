import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

/// Builds SVG markup with escaped text and fixed-precision coordinates.
struct SVGWriter {
    private var body: [String] = []
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    mutating func open(_ element: String, _ attributes: [String: String]) {
        let list = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(Self.escape($0.value))\"" }.joined()
        body.append("<\(element)\(list)>")
    }

    mutating func close(_ element: String) { body.append("</\(element)>") }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, color: String, width: Double = 1, dashed: Bool = false) {
        body.append(
            "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\" stroke-width=\"\(f(width))\""
                + "\(dashed ? " stroke-dasharray=\"5 4\"" : "")/>"
        )
    }

    mutating func polyline(_ points: [(Double, Double)], color: String) {
        let list = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
        body.append("<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
    }

    mutating func polygon(_ points: [(Double, Double)], fill: String, opacity: Double) {
        let list = points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " ")
        body.append("<polygon class=\"band\" points=\"\(list)\" fill=\"\(fill)\" fill-opacity=\"\(f(opacity))\" stroke=\"none\"/>")
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil) {
        body.append("<circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"\(f(radius))\" fill=\"\(fill)\"\(stroke.map { " stroke=\"\($0)\" stroke-width=\"2\"" } ?? "")/>")
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, title: String? = nil) {
        let tooltip = title.map { "<title>\(Self.escape($0))</title>" } ?? ""
        body.append("<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(max(width, 0)))\" height=\"\(f(max(height, 0)))\" fill=\"\(fill)\">\(tooltip)</rect>")
    }

    mutating func text(
        _ content: String, x: Double, y: Double, size: Double, anchor: String = "start", weight: String? = nil,
        color: String = "#000", rotate: Bool = false, className: String? = nil, halo: Bool = false
    ) {
        var attributes = "x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(size))\" text-anchor=\"\(anchor)\" fill=\"\(color)\""
        if halo { attributes += " stroke=\"#ffffff\" stroke-width=\"4\" paint-order=\"stroke\"" }
        if let weight { attributes += " font-weight=\"\(weight)\"" }
        if rotate { attributes += " transform=\"rotate(-90 \(f(x)) \(f(y)))\"" }
        if let className { attributes += " class=\"\(className)\"" }
        body.append("<text \(attributes)>\(Self.escape(content))</text>")
    }

    func finished() -> String {
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
        return ([header] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private func f(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 2) }

    /// `&`, `<`, `>`, `"` and `'` as XML entities.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
