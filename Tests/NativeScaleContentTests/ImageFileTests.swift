import Foundation
import NativeScaleContent
import NativeScaleCore
import NativeScaleImages
import NativeScaleTestSupport
import Testing

/// Image files as `quality` reads them: every PNG colour type and depth to the same RGBA8, and a
/// damaged PNG refused with one line.
@Suite("Image files")
struct ImageFileTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: Fixtures.png).appendingPathComponent(name).path
    }

    static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-\(UUID().uuidString).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "Each PNG colour type and depth decodes to the RGBA8 its fixture gives (16-bit by the high byte, tRNS as alpha, gAMA ignored)",
        arguments: [
            ("rgb16", 16), ("rgb16-interlaced", 16), ("grey16", 16), ("grey-alpha16", 16), ("rgba16", 16), ("grey1", 8),
            ("grey2", 8), ("grey4", 8), ("grey2-transparent", 8), ("rgb8-transparent", 8), ("palette4", 8),
            ("palette8-interlaced", 8), ("rgb8-gamma", 8),
        ])
    func decodes(_ name: String, bitsPerChannel: Int) throws {
        let file = try ImageFile(path: Self.fixture(name + ".png"))
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixture(name + ".rgba"))))
        #expect(file.image.width == 37 && file.image.height == 23)
        #expect(file.image.bytes == expected)
        #expect(file.bitsPerChannel == bitsPerChannel)
    }

    @Test("A PNG with a damaged chunk or cut short is refused with one line naming the file and the fault")
    func damagedPNG() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.fixture("rgb8-gamma.png"))))
        var flipped = bytes
        flipped[bytes.count - 20] ^= 0xFF  // inside the last IDAT: its CRC no longer matches
        for damaged in [flipped, Array(bytes.prefix(bytes.count / 2))] {
            let path = try Self.temporaryFile(damaged)
            defer { try? FileManager.default.removeItem(atPath: path) }
            do {
                _ = try ImageFile(path: path)
                Issue.record("a damaged PNG was read")
            } catch {
                guard case .notAnImage(let named, let reason) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(named == path && reason.hasPrefix("PNG: "))
                #expect(!error.description.contains("\n") && error.exitStatus == .badInput)
            }
        }
    }

    @Test("A file that is not an image, or a folder, is refused with one line")
    func notAnImage() throws {
        let path = try Self.temporaryFile(Array("not an image".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ContentError.self) { try ImageFile(path: path) }
        #expect(throws: ContentError.unreadable(path: Fixtures.png, fault: .isDirectory, expected: ContentError.expectedImage)) {
            try ImageFile(path: Fixtures.png)
        }
    }
}
