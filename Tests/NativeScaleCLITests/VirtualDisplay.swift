import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport

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
