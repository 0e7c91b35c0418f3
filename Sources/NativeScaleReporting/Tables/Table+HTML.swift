import NativeScaleResults
import NativeScaleStatistics

extension Table {
    /// The table as an XHTML `<table>`, every cell escaped; right-aligned columns carry `class="num"`.
    public func html() -> String {
        func cells(_ row: [String], tag: String) -> String {
            header.indices.map { column in
                let alignment = alignments[column] == .right ? " class=\"num\"" : ""
                return "<\(tag)\(alignment)>\(HTMLWriter.escape(cell(row, column)))</\(tag)>"
            }.joined()
        }
        var markup = "<table><thead><tr>" + cells(header, tag: "th") + "</tr></thead><tbody>"
        for row in rows { markup += "<tr>" + cells(row, tag: "td") + "</tr>" }
        return markup + "</tbody></table>"
    }
}
