import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// Decodes PNG files with Pillow, an independent decoder, and returns per file its size and the
/// SHA-256 of its RGBA pixels.
enum Pillow {
    static let script = """
        import hashlib, json, sys
        from PIL import Image
        out = {}
        for path in sys.argv[1:]:
            image = Image.open(path)
            image.load()
            out[path] = {"size": list(image.size), "mode": image.mode, "sha256": hashlib.sha256(image.convert("RGBA").tobytes()).hexdigest()}
        print(json.dumps(out))
        """

    struct Decoded: Decodable {
        let size: [Int]
        let mode: String
        let sha256: String
    }

    static func decode(_ paths: [String]) throws -> [String: Decoded] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        #expect(CommandRunner.wait(for: process, seconds: 120))
        #expect(process.terminationStatus == 0, "Pillow could not decode \(paths)")
        return try JSONDecoder().decode([String: Decoded].self, from: data)
    }

    /// The pixels of the PNG at `path` as Pillow decodes them: size and RGBA bytes.
    static func rgba(_ path: String) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let folder = try TemporaryFolder("nativescale-pillow")
        let raw = folder.path("pixels.rgba")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import sys; from PIL import Image; i = Image.open(sys.argv[1]).convert('RGBA'); "
                + "open(sys.argv[2], 'wb').write(i.tobytes()); print(i.size[0], i.size[1])", path, raw,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        #expect(CommandRunner.wait(for: process, seconds: 120) && process.terminationStatus == 0, "Pillow could not decode \(path)")
        let size = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard size.count == 2 else { return (0, 0, []) }
        return (size[0], size[1], Array(try Data(contentsOf: URL(fileURLWithPath: raw))))
    }

    /// The SHA-256 of raw bytes, with Python's hashlib (the same digest Pillow's side prints).
    static func sha256(of bytes: [UInt8], in folder: TemporaryFolder) throws -> String {
        let path = folder.path("raw-\(UUID().uuidString)")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        _ = CommandRunner.wait(for: process, seconds: 60)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

@Suite("PNG files decode with Pillow to the exact pixels")
struct PNGDecodingTests {
    @Test("encoded images decode to the same RGBA bytes", arguments: [(1, 1), (3, 2), (257, 31), (1080, 1920)])
    func exactPixels(width: Int, height: Int) throws {
        let folder = try TemporaryFolder("nativescale-png")
        // Gradients, a hard edge and noise, so every PNG filter type gets chosen somewhere.
        var state: UInt32 = 0x1234_5678
        let image = RGBAImage(width: width, height: height) { x, y in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = Float(state >> 24) / 255
            return (
                Float(x) / Float(max(width - 1, 1)), x > width / 2 ? 1 : 0, y % 7 == 0 ? noise : Float(y) / Float(max(height - 1, 1)),
                0.5 + noise / 2
            )
        }
        let path = folder.path("image.png")
        try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: path)
        let decoded = try #require(try Pillow.decode([path])[path])
        #expect(decoded.size == [width, height] && decoded.mode == "RGBA")
        #expect(decoded.sha256 == (try Pillow.sha256(of: image.bytes, in: folder)))
    }

    @Test("every PNG bench --save-images and sweep --save-images write decodes, at the size its name gives")
    func toolImagesDecode() throws {
        let folder = try TemporaryFolder("nativescale-png-tool")
        let bench = try CommandRunner.run([
            "bench", "--points", "64x48", "--scale", "3", "--panel", "160x120", "--frames", "2", "--warmup", "1",
            "--filter", "all", "--quiet", "--save-images", folder.path("bench"),
        ])
        #expect(bench.status == 0, "\(bench.standardError)")
        let sweep = try CommandRunner.run([
            "sweep", "--points", "64x48", "--scale", "3", "--panel", "160x120", "--scales", "0.8,1", "--filter", "area",
            "--frames", "2", "--warmup", "1", "--reference-factor", "2", "--quiet",
            "--save-images", folder.path("sweep"),
        ])
        #expect(sweep.sweepFinished, "\(sweep.status) \(sweep.standardError)")
        let files = try ["bench", "sweep"].flatMap { sub in
            try FileManager.default.contentsOfDirectory(atPath: folder.path(sub)).map { folder.path(sub) + "/" + $0 }
        }
        #expect(files.count >= 10)
        let decoded = try Pillow.decode(files)
        for path in files {
            let entry = try #require(decoded[path])
            // bench names each image by its size; every sweep image is at the native size.
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let named = name.split(separator: "-").first { $0.contains("x") && $0.allSatisfy { $0.isNumber || $0 == "x" } }.map(String.init)
            let expected = path.contains("/sweep/") ? "160x120" : try #require(named)
            #expect("\(entry.size[0])x\(entry.size[1])" == expected, "\(path)")
        }
    }
}
