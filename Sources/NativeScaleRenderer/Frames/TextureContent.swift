/// Deterministic texture contents for the workloads.
enum TextureContent {
    /// Smooth value noise, RGBA8, `side × side`: what the `textured` workload fetches.
    static func noise(side: Int) -> [UInt8] {
        let cells = 16
        var lattice = [Float](repeating: 0, count: (cells + 1) * (cells + 1) * 3)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in lattice.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            lattice[index] = Float(state >> 40) / Float(1 << 24)
        }
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let fx = Float(x) / Float(side) * Float(cells), fy = Float(y) / Float(side) * Float(cells)
                let ix = Int(fx), iy = Int(fy)
                let tx = fx - Float(ix), ty = fy - Float(iy)
                let sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty)
                for c in 0..<3 {
                    func at(_ i: Int, _ j: Int) -> Float { lattice[((j % cells) * (cells + 1) + (i % cells)) * 3 + c] }
                    let top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx
                    let bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx
                    pixels[(y * side + x) * 4 + c] = UInt8(min(255, max(0, (top + (bottom - top) * sy) * 255)))
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
                let row = y / 16, inRow = y % 16
                let glyph = (x / 10 + row * 7) % 13
                let column = x % 10
                let stroke = inRow >= 3 && inRow <= 12 && (column == 2 || (glyph % 3 == 0 && column == 6)
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
