public import NativeScaleCore

extension RGBAImage {
    /// A per-pixel error image against `reference`: the largest channel difference of each pixel
    /// on a black → red → yellow → white ramp that saturates at `fullScale` steps of 1/255.
    public func errorImage(against reference: RGBAImage, fullScale: Int = 32) -> RGBAImage {
        precondition(width == reference.width && height == reference.height, "images differ in size")
        let scale = Float(max(fullScale, 1))
        return RGBAImage(width: width, height: height) { x, y in
            let index = (y * width + x) * 4
            var worst = 0
            for c in 0..<3 { worst = Swift.max(worst, abs(Int(bytes[index + c]) - Int(reference.bytes[index + c]))) }
            let t = Swift.min(Float(worst) / scale, 1)
            return (Swift.min(t * 3, 1), Swift.min(Swift.max(t * 3 - 1, 0), 1), Swift.max(t * 3 - 2, 0), 1)
        }
    }

    /// The `side × side` square (clamped to the image) whose mean channel difference from
    /// `reference` is largest, searched on a grid of half-side steps: where the error shows most.
    public func worstRegion(against reference: RGBAImage, side: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        precondition(width == reference.width && height == reference.height, "images differ in size")
        let w = Swift.min(side, width)
        let h = Swift.min(side, height)
        let step = Swift.max(Swift.min(w, h) / 2, 1)
        var best = (x: 0, y: 0, error: -1)
        for top in stride(from: 0, through: height - h, by: step) {
            for left in stride(from: 0, through: width - w, by: step) {
                var error = 0
                for y in top..<(top + h) {
                    for x in left..<(left + w) {
                        let index = (y * width + x) * 4
                        for c in 0..<3 { error += abs(Int(bytes[index + c]) - Int(reference.bytes[index + c])) }
                    }
                }
                if error > best.error { best = (left, top, error) }
            }
        }
        return (best.x, best.y, w, h)
    }

    /// The pixels of the rectangle at `(x, y)` of `width × height` (inside the image).
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> RGBAImage {
        precondition(x >= 0 && y >= 0 && x + cropWidth <= width && y + cropHeight <= height, "crop outside the image")
        var out: [UInt8] = []
        out.reserveCapacity(cropWidth * cropHeight * 4)
        for row in y..<(y + cropHeight) {
            let start = (row * width + x) * 4
            out += bytes[start..<(start + cropWidth * 4)]
        }
        return RGBAImage(width: cropWidth, height: cropHeight, bytes: out)
    }
}
