internal import CStb
import Foundation
public import NativeScaleCore

/// An image file read for comparison: PNG (with libspng) or JPEG (and the other formats
/// stb_image reads), decoded to RGBA8 with its depth on disk.
public struct ImageFile: Sendable {
    /// The pixels, 8 bits a channel, red first.
    public let image: RGBAImage
    /// Bits a channel in the file: 8, or 16 for a 16-bit PNG (decoded to 8 here).
    public let bitsPerChannel: Int

    init(image: RGBAImage, bitsPerChannel: Int) {
        self.image = image
        self.bitsPerChannel = bitsPerChannel
    }

    /// Reads and decodes `path`: a PNG with libspng (``png(path:)``), any other file with stb_image
    /// (`stbi_load_from_memory`, `stbi_is_16_bit_from_memory`).
    public init(path: String) throws(ContentError) {
        if let fault = FileFault.of(path: path) { throw .unreadable(path: path, fault: fault, expected: ContentError.expectedImage) }
        if let png = try Self.png(path: path) {
            self = png
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, fault: FileFault.of(path: path) ?? .unreadable, expected: ContentError.expectedImage)
        }
        let bytes = [UInt8](data)
        var width: Int32 = 0
        var height: Int32 = 0
        var channels: Int32 = 0
        let pixels = bytes.withUnsafeBufferPointer { stbi_load_from_memory($0.baseAddress, Int32($0.count), &width, &height, &channels, 4) }
        guard let pixels, width > 0, height > 0 else {
            let reason = stbi_failure_reason().map { String(cString: $0) } ?? "unknown format"
            throw .notAnImage(path: path, reason: reason)
        }
        defer { stbi_image_free(pixels) }
        image = RGBAImage(width: Int(width), height: Int(height), bytes: Array(UnsafeBufferPointer(start: pixels, count: Int(width * height * 4))))
        bitsPerChannel = bytes.withUnsafeBufferPointer { stbi_is_16_bit_from_memory($0.baseAddress, Int32($0.count)) } != 0 ? 16 : 8
    }
}
