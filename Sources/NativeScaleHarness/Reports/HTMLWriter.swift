/// Builds XHTML with escaped text.
struct HTMLWriter {
    private(set) var text = ""

    mutating func raw(_ markup: String) { text += markup + "\n" }

    mutating func element(_ name: String, _ content: String, className: String? = nil) {
        raw("<\(name)\(className.map { " class=\"\($0)\"" } ?? "")>\(Self.escape(content))</\(name)>")
    }

    mutating func definitions(_ pairs: [(String, String)]) {
        raw("<dl>" + pairs.map { "<dt>\(Self.escape($0.0))</dt><dd>\(Self.escape($0.1))</dd>" }.joined() + "</dl>")
    }

    mutating func list(_ items: [String]) {
        raw("<ul>" + items.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>")
    }

    /// `&`, `<`, `>`, `"` and `'` as entities XML knows.
    static func escape(_ text: String) -> String { SVGWriter.escape(text) }
}
