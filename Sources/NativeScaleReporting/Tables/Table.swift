import NativeScaleResults
import NativeScaleStatistics

/// One table of a report: a header row, aligned columns and rows of cells. Built once and
/// rendered to text, Markdown, HTML or CSV, so every format shows the same figures.
public struct Table: Sendable, Hashable {
    /// How a column's cells line up.
    public enum Alignment: Sendable, Hashable { case left, right }

    /// The column titles.
    public let header: [String]
    /// Per column, how its cells line up.
    public let alignments: [Alignment]
    /// The rows, each one cell per column (missing cells are blank).
    public private(set) var rows: [[String]] = []

    /// Creates a table with `header` and per-column `alignments` (left by default).
    public init(header: [String], alignments: [Alignment]? = nil) {
        self.header = header
        self.alignments = alignments ?? Array(repeating: .left, count: header.count)
    }

    /// Appends a row.
    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The cell of `row` in `column`, blank when the row is short.
    func cell(_ row: [String], _ column: Int) -> String {
        column < row.count ? row[column] : ""
    }
}
