internal import CZlib
public import NativeScaleCore
import NativeScaleStatistics

/// Encodes RGBA8 images as PNG: each row filtered with the filter that minimises the sum of
/// absolute differences (libpng's heuristic), the rows deflated by the system zlib
/// (`compress2`, which writes the zlib stream and its Adler-32), chunks checked with zlib's `crc32`.
public enum PNGEncoder {
    /// The PNG file of `image`.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        let filtered = filteredRows(image)
        var capacity = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(capacity))
        let status = compressed.withUnsafeMutableBufferPointer { output in
            filtered.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &capacity, input.baseAddress, uLong(input.count), 6)
            }
        }
        guard status == Z_OK else { throw PNGError(zlibStatus: status) }
        compressed.removeSubrange(Int(capacity)...)
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", compressed) + chunk("IEND", [])
    }

    /// Every row prefixed with its filter type and filtered (PNG filters 0–4).
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let stride = image.width * 4
        var out = [UInt8]()
        out.reserveCapacity((stride + 1) * image.height)
        let zero = [UInt8](repeating: 0, count: stride)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                let row = bytes[(y * stride)..<((y + 1) * stride)].map { $0 }
                let above = y == 0 ? zero : bytes[((y - 1) * stride)..<(y * stride)].map { $0 }
                var bestType: UInt8 = 0
                var bestCost = Int.max
                for type in UInt8(0)...4 {
                    var cost = 0
                    for i in 0..<stride {
                        let a = i >= 4 ? Int(row[i - 4]) : 0
                        let b = Int(above[i])
                        let c = i >= 4 ? Int(above[i - 4]) : 0
                        let predictor: Int =
                            switch type {
                            case 0: 0
                            case 1: a
                            case 2: b
                            case 3: (a + b) / 2
                            default: paeth(a, b, c)
                            }
                        let value = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
                        candidate[i] = value
                        cost += value < 128 ? Int(value) : 256 - Int(value)
                    }
                    if cost < bestCost {
                        bestCost = cost
                        bestType = type
                        swap(&best, &candidate)
                    }
                }
                out.append(bestType)
                out += best
            }
        }
        return out
    }

    /// The Paeth predictor of PNG filter type 4.
    static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let checksum = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(checksum)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// An image zlib could not compress.
public struct PNGError: Error, Hashable, Sendable {
    /// What `compress2` returned.
    public let zlibStatus: Int32

    public init(zlibStatus: Int32) {
        self.zlibStatus = zlibStatus
    }
}
