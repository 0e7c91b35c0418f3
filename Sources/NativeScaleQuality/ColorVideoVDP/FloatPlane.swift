/// A plane of single-precision values, row after row: one colour channel of one image at one
/// level of ColorVideoVDP's pyramid.
struct FloatPlane: Sendable {
    let width: Int
    let height: Int
    var values: [Float]

    var count: Int { width * height }

    /// A plane whose values `fill` writes, every one, by bands of rows on `parallelism`'s threads.
    static func filled(
        width: Int, height: Int, parallelism: Parallelism,
        _ fill: (SharedPlane, Range<Int>) -> Void
    ) -> FloatPlane {
        let values = SharedPlane.filled(count: width * height) { plane in
            parallelism.forEachBand(rows: height) { rows in fill(plane, rows) }
        }
        return FloatPlane(width: width, height: height, values: values)
    }
}
