import Foundation
public import NativeScaleCore

extension DynamicResolutionResult {
    /// One controller's replayed frames as two columns, the scale each frame was rendered at and
    /// its predicted time, as 32-bit floats: in a file (v4), each column is the little-endian
    /// bytes of its floats in base64, `{"count": N, "encoding": "float32le-base64", "scales": …,
    /// "predictedMilliseconds": …}`, a few bytes a frame however long the recording; files of v1–3
    /// hold an array of `{"scale", "predictedMilliseconds"}` objects, still read.
    ///
    /// A collection of ``Frame``s, a frame each.
    public struct FrameSeries: Hashable, Sendable, RandomAccessCollection {
        public private(set) var scales: [Float]
        public private(set) var predictedMilliseconds: [Float]

        /// The columns of `scales` and `milliseconds` (one per frame; the shorter decides).
        public init(scales: [Double], milliseconds: [Double]) {
            let count = Swift.min(scales.count, milliseconds.count)
            self.scales = scales.prefix(count).map { Float($0) }
            predictedMilliseconds = milliseconds.prefix(count).map { Float($0) }
        }

        /// The columns as they are.
        init(scales: [Float], predictedMilliseconds: [Float]) {
            self.scales = scales
            self.predictedMilliseconds = predictedMilliseconds
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { scales.count }
        public subscript(position: Int) -> Frame {
            Frame(scale: Double(scales[position]), predictedMilliseconds: Double(predictedMilliseconds[position]))
        }

        /// How the columns are written.
        public static let encoding = "float32le-base64"
    }
}

extension DynamicResolutionResult.FrameSeries: Codable {
    private enum CodingKeys: String, CodingKey {
        case count, encoding, scales, predictedMilliseconds
    }

    public init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            let frames = try decoder.singleValueContainer().decode([DynamicResolutionResult.Frame].self)
            self.init(scales: frames.map(\.scale), milliseconds: frames.map(\.predictedMilliseconds))
            return
        }
        let encoding = try container.decode(String.self, forKey: .encoding)
        guard encoding == Self.encoding else {
            throw DecodingError.dataCorruptedError(forKey: .encoding, in: container, debugDescription: "encoding \(encoding); expected \(Self.encoding)")
        }
        let count = try container.decode(Int.self, forKey: .count)
        func column(_ key: CodingKeys) throws -> [Float] {
            let text = try container.decode(String.self, forKey: key)
            guard count >= 0, let data = Data(base64Encoded: text), data.count == count * MemoryLayout<UInt32>.size else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "not \(count) little-endian 32-bit floats in base64")
            }
            return data.withUnsafeBytes { bytes in
                (0..<count).map { Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self))) }
            }
        }
        self.init(scales: try column(.scales), predictedMilliseconds: try column(.predictedMilliseconds))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(Self.encoding, forKey: .encoding)
        func column(_ values: [Float]) -> String {
            var data = Data(count: values.count * MemoryLayout<UInt32>.size)
            data.withUnsafeMutableBytes { bytes in
                for (index, value) in values.enumerated() { bytes.storeBytes(of: value.bitPattern.littleEndian, toByteOffset: 4 * index, as: UInt32.self) }
            }
            return data.base64EncodedString()
        }
        try container.encode(column(scales), forKey: .scales)
        try container.encode(column(predictedMilliseconds), forKey: .predictedMilliseconds)
    }
}
