public import NativeScaleCore

/// FLIP's per-pixel error of one image against a reference: values in 0…1, row by row.
public struct FLIPErrorMap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let values: [Float]

    public init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height, "FLIPErrorMap needs width × height values")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The error at (x, y).
    public subscript(x: Int, y: Int) -> Float { values[y * width + x] }

    /// The pooled statistics of the map.
    public var statistics: FLIPStatistics { FLIPStatistics(values) }

    /// The map in the magma colours of the paper's figures (black is no error), opaque.
    public func colorMapped() -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for (i, value) in values.enumerated() {
            let (r, g, b) = MagmaColorMap.color(value)
            bytes[4 * i] = r
            bytes[4 * i + 1] = g
            bytes[4 * i + 2] = b
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The map's rectangle at (x, y) of `width × height`, clipped to the map.
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> FLIPErrorMap {
        let x0 = max(0, min(x, width))
        let y0 = max(0, min(y, height))
        let w = max(0, min(cropWidth, width - x0))
        let h = max(0, min(cropHeight, height - y0))
        var out = [Float]()
        out.reserveCapacity(w * h)
        for row in y0..<(y0 + h) { out += values[(row * width + x0)..<(row * width + x0 + w)] }
        return FLIPErrorMap(width: w, height: h, values: out)
    }
}
