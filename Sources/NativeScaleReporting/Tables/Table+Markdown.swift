import Foundation
import NativeScaleResults
import NativeScaleStatistics

extension Table {
    /// The table in GitHub-flavoured Markdown; the first column's cells as code when `codeFirstColumn`.
    public func markdown(codeFirstColumn: Bool = false) -> String {
        func escape(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["| " + header.map(escape).joined(separator: " | ") + " |"]
        lines.append("|" + alignments.map { $0 == .right ? "---:|" : "---|" }.joined())
        for row in rows {
            let cells = header.indices.map { column in
                let text = escape(cell(row, column))
                return column == 0 && codeFirstColumn && !text.isEmpty ? "`\(text)`" : text
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
