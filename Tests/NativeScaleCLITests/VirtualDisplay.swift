import Foundation

/// An Xvfb server started for one test (`-noreset`, a free display number chosen by the server
/// through `-displayfd`), with its content scale set through `Xft.dpi`; stopped on deinit.
final class VirtualDisplay {
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// `:N`, for `DISPLAY`.
    let name: String
    private let server: Process

    /// Starts `Xvfb -screen 0 WxHx24` and merges `Xft.dpi: dpi` into its resource database
    /// (GLFW's content scale on X11 is Xft.dpi / 96).
    init(dpi: Int, screen: String = "1920x1080x24") throws {
        guard let xvfb = Self.which("Xvfb"), let xrdb = Self.which("xrdb") else {
            throw StartFailure(description: "Xvfb and xrdb are needed for the windowed tests; scripts/bootstrap installs them (xvfb, x11-xserver-utils)")
        }
        let output = Pipe()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", screen, "-noreset", "-nolisten", "tcp"]
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        server.standardInput = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the display number it picked, then a newline, once it accepts clients.
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            server.terminate()
            throw StartFailure(description: "Xvfb did not report a display number (got '\(text)')")
        }
        self.server = server
        name = ":\(number)"
        let merge = Process()
        merge.executableURL = URL(fileURLWithPath: xrdb)
        merge.arguments = ["-display", name, "-merge"]
        let input = Pipe()
        merge.standardInput = input
        try merge.run()
        input.fileHandleForWriting.write(Data("Xft.dpi: \(dpi)\n".utf8))
        try input.fileHandleForWriting.close()
        merge.waitUntilExit()
        guard merge.terminationStatus == 0 else { throw StartFailure(description: "xrdb -merge failed on \(name)") }
    }

    deinit {
        // SIGKILL: the server inherits the test thread's signal mask, in which SIGTERM is blocked.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// The environment that points a child process at this server.
    var environment: [String: String] { ["DISPLAY": name] }

    private static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Reads the PNGs nativescale writes (8-bit RGBA, zlib stored blocks, filter 0): enough to
/// compare a screenshot with a render, and strict about anything else.
enum StoredPNG {
    struct Decoded {
        let width: Int
        let height: Int
        let rgba: [UInt8]
    }

    static func decode(_ data: Data) -> Decoded? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, width = 0, height = 0
        var zlib: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = word(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" {
                width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
                height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
                guard body[8] == 8, body[9] == 6 else { return nil }
            } else if type == "IDAT" {
                zlib += body
            }
            offset += 12 + length
        }
        var raw: [UInt8] = []
        var position = 2
        while position < zlib.count - 4 {
            let header = zlib[position]
            guard header & 0b110 == 0 else { return nil }  // stored blocks only
            let length = Int(zlib[position + 1]) | Int(zlib[position + 2]) << 8
            raw += zlib[(position + 5)..<(position + 5 + length)]
            position += 5 + length
            if header & 1 == 1 { break }
        }
        let stride = width * 4 + 1
        guard raw.count == stride * height else { return nil }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for row in 0..<height {
            guard raw[row * stride] == 0 else { return nil }
            rgba += raw[(row * stride + 1)..<((row + 1) * stride)]
        }
        return Decoded(width: width, height: height, rgba: rgba)
    }
}
