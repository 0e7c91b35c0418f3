/// A plain-text table with a header row and aligned columns.
public struct TextTable: Sendable {
    /// How a column's cells line up.
    public enum Alignment: Sendable { case left, right }

    private let header: [String]
    private let alignments: [Alignment]
    private var rows: [[String]] = []

    /// Creates a table with `header` and per-column `alignments` (left by default).
    public init(header: [String], alignments: [Alignment]? = nil) {
        self.header = header
        self.alignments = alignments ?? Array(repeating: .left, count: header.count)
    }

    /// Appends a row; missing cells are blank.
    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The table as lines, each indented by `indent` spaces, columns two spaces apart.
    public func render(indent: Int = 2) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        let pad = String(repeating: " ", count: indent)
        return all.map { row in
            var line = pad
            for column in header.indices {
                let cell = column < row.count ? row[column] : ""
                let fill = String(repeating: " ", count: widths[column] - cell.count)
                let isLast = column == header.count - 1
                switch alignments[column] {
                case .left: line += cell + (isLast ? "" : fill)
                case .right: line += fill + cell
                }
                if !isLast { line += "  " }
            }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
