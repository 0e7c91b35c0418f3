import NativeScaleResults
import NativeScaleStatistics

extension Table {
    /// The table as lines for a terminal, each indented by `indent` spaces, columns two spaces apart.
    public func render(indent: Int = 2) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { cell($0, column).count }.max() ?? 0 }
        let pad = String(repeating: " ", count: indent)
        return all.map { row in
            var line = pad
            for column in header.indices {
                let text = cell(row, column)
                let fill = String(repeating: " ", count: widths[column] - text.count)
                let isLast = column == header.count - 1
                switch alignments[column] {
                case .left: line += text + (isLast ? "" : fill)
                case .right: line += fill + text
                }
                if !isLast { line += "  " }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
