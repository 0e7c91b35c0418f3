import NativeScaleResults
import NativeScaleStatistics

/// Builds XHTML with escaped text.
public struct HTMLWriter {
    public private(set) var text = ""

    public init() {}

    public mutating func raw(_ markup: String) { text += markup + "\n" }

    /// The start of a page in the style of `nativescale report`, through its `<h1>`.
    public mutating func begin(title: String) {
        raw("<!DOCTYPE html>")
        raw("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">")
        raw("<head><meta charset=\"utf-8\"/><title>\(Self.escape(title))</title><style>\(HTMLReport.style)</style></head>")
        raw("<body>")
        element("h1", title)
    }

    /// The end of the page.
    public mutating func end() { raw("</body></html>") }

    public mutating func element(_ name: String, _ content: String, className: String? = nil) {
        raw("<\(name)\(className.map { " class=\"\($0)\"" } ?? "")>\(Self.escape(content))</\(name)>")
    }

    public mutating func definitions(_ pairs: [(String, String)]) {
        raw("<dl>" + pairs.map { "<dt>\(Self.escape($0.0))</dt><dd>\(Self.escape($0.1))</dd>" }.joined() + "</dl>")
    }

    public mutating func list(_ items: [String]) {
        raw("<ul>" + items.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>")
    }

    /// `&`, `<`, `>`, `"` and `'` as entities XML knows.
    public static func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
