import Foundation
import NativeScaleStatistics

/// Where a result was measured: device, driver, OS, CPU, nativescale version, commit, date.
public struct RunEnvironment: Hashable, Sendable, Codable {
    public let nativescaleVersion: String
    public let date: String
    public let operatingSystem: String
    public let cpu: String
    public let gitCommit: String?
    public let device: DeviceDocument

    /// The environment of this process on `device`.
    public static func current(device: DeviceDocument, version: String) -> RunEnvironment {
        let formatter = ISO8601DateFormatter()
        return RunEnvironment(
            nativescaleVersion: version, date: formatter.string(from: Date()),
            operatingSystem: operatingSystem(), cpu: cpuModel(), gitCommit: gitCommit(), device: device)
    }

    /// The distribution's name and the kernel's release: `Debian GNU/Linux 12 (bookworm), kernel
    /// 6.1.0-18-amd64`. (On Linux, Foundation's `operatingSystemVersionString` is the
    /// distribution's name again, not the kernel's.)
    package static func operatingSystem() -> String {
        let kernel = kernelRelease()
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            let name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return kernel.map { "\(name), kernel \($0)" } ?? name
        }
        return [ProcessInfo.processInfo.operatingSystemVersionString, kernel.map { "kernel \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// The running kernel's release (`uname -r`, `utsname.release`); nil when unknown.
    package static func kernelRelease() -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let release = withUnsafeBytes(of: &names.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return release.isEmpty ? nil : release
    }

    static func cpuModel() -> String {
        let count = ProcessInfo.processInfo.activeProcessorCount
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let name = line.split(separator: ":", maxSplits: 1).last {
            return "\(name.trimmingCharacters(in: .whitespaces)) (\(count) logical CPUs)"
        }
        return "\(count) logical CPUs"
    }

    /// `git rev-parse HEAD` in the working directory, when it is inside a git checkout.
    static func gitCommit() -> String? {
        git(["rev-parse", "HEAD"]).flatMap { $0.count == 40 ? $0 : nil }
    }

    /// What `git ARGUMENTS` prints in the working directory, trimmed; nil when git fails or is missing.
    public static func git(_ arguments: [String]) -> String? {
        guard let outcome = try? Subprocess.run("/usr/bin/env", ["git"] + arguments, deadline: .seconds(30)), outcome.succeeded else { return nil }
        let text = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
