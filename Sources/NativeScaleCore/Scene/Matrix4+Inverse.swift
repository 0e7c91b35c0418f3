extension Matrix4 {
    /// The inverse, by Gauss-Jordan elimination with partial pivoting in double precision; nil
    /// when the matrix is singular (a pivot below 1e-12 of the largest entry). Unprojects a
    /// pixel and its depth back to the world through a camera's view and projection.
    public var inverse: Matrix4? {
        let values = self.values.map(Double.init)
        // Rows of [self | identity]; values are column-major, so entry (row r, column c) is values[c * 4 + r].
        var rows = (0..<4).map { r in (0..<4).map { c in values[c * 4 + r] } + (0..<4).map { $0 == r ? 1.0 : 0.0 } }
        let scale = values.map(abs).max() ?? 0
        guard scale > 0 else { return nil }
        for column in 0..<4 {
            let pivot = (column..<4).max { abs(rows[$0][column]) < abs(rows[$1][column]) } ?? column
            guard abs(rows[pivot][column]) > 1e-12 * scale else { return nil }
            rows.swapAt(column, pivot)
            let divisor = rows[column][column]
            rows[column] = rows[column].map { $0 / divisor }
            for row in 0..<4 where row != column {
                let factor = rows[row][column]
                if factor != 0 { rows[row] = zip(rows[row], rows[column]).map { $0 - factor * $1 } }
            }
        }
        func column(_ c: Int) -> SIMD4<Float> { SIMD4((0..<4).map { Float(rows[$0][4 + c]) }) }
        return Matrix4(column(0), column(1), column(2), column(3))
    }
}
