/// Deterministic texture contents for the workloads.
enum TextureContent {
    /// The `textured` workload's noise at the size every renderer uploads, made once per process.
    static let noise1024 = noise(side: 1024)
    /// The `ui` workload's glyphs at the size every renderer uploads, made once per process.
    static let glyphs256 = glyphs(side: 256)

    /// Smooth value noise, RGBA8, `side × side`: what the `textured` workload fetches. Each
    /// column's and row's cell and smoothstep weight are computed once (a debug build made a
    /// renderer's noise in about a second when every pixel computed them).
    static func noise(side: Int) -> [UInt8] {
        let cells = 16
        var lattice = [Float](repeating: 0, count: (cells + 1) * (cells + 1) * 3)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in lattice.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            lattice[index] = Float(state >> 40) / Float(1 << 24)
        }
        // Per column (and per row, the same numbers): the cell, the next cell, and the smoothstep weight.
        let axis = (0..<side).map { x -> (cell: Int, next: Int, weight: Float) in
            let f = Float(x) / Float(side) * Float(cells)
            let i = Int(f)
            let t = f - Float(i)
            return (i % cells, (i + 1) % cells, t * t * (3 - 2 * t))
        }
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        lattice.withUnsafeBufferPointer { lattice in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for y in 0..<side {
                    let row = axis[y]
                    let top = row.cell * (cells + 1)
                    let bottom = row.next * (cells + 1)
                    for x in 0..<side {
                        let column = axis[x]
                        for c in 0..<3 {
                            let a = lattice[(top + column.cell) * 3 + c]
                            let b = lattice[(top + column.next) * 3 + c]
                            let d = lattice[(bottom + column.cell) * 3 + c]
                            let e = lattice[(bottom + column.next) * 3 + c]
                            let upper = a + (b - a) * column.weight
                            let lower = d + (e - d) * column.weight
                            pixels[(y * side + x) * 4 + c] = UInt8(min(255, max(0, (upper + (lower - upper) * row.weight) * 255)))
                        }
                    }
                }
            }
        }
        return pixels
    }

    /// Text-like strokes in the alpha channel over a light background, RGBA8, `side × side`:
    /// what the `ui` workload's cards show.
    static func glyphs(side: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let row = y / 16
                let inRow = y % 16
                let glyph = (x / 10 + row * 7) % 13
                let column = x % 10
                let stroke =
                    inRow >= 3 && inRow <= 12
                    && (column == 2 || (glyph % 3 == 0 && column == 6)
                        || (glyph % 4 == 1 && (inRow == 3 || inRow == 12) && column >= 2 && column <= 6))
                let index = (y * side + x) * 4
                pixels[index] = 20
                pixels[index + 1] = 24
                pixels[index + 2] = 32
                pixels[index + 3] = stroke ? 255 : 0
            }
        }
        return pixels
    }
}
