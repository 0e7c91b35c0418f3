import Foundation

/// The machine this process runs on, in the words result files record: its operating system
/// and CPU.
public enum HostMachine {
    /// The distribution's name and the kernel's release: `Debian GNU/Linux 12 (bookworm), kernel
    /// 6.1.0-18-amd64`. (On Linux, Foundation's `operatingSystemVersionString` is the
    /// distribution's name again, not the kernel's.)
    public static func operatingSystem() -> String {
        let kernel = kernelRelease()
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
            let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
        {
            let name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return kernel.map { "\(name), kernel \($0)" } ?? name
        }
        return [ProcessInfo.processInfo.operatingSystemVersionString, kernel.map { "kernel \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// The running kernel's release (`uname -r`, `utsname.release`); nil when unknown.
    public static func kernelRelease() -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let release = withUnsafeBytes(of: &names.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return release.isEmpty ? nil : release
    }

    /// The CPU's model name and its logical CPUs: `AMD EPYC 7B13 (2 logical CPUs)`.
    public static func cpuModel() -> String {
        let count = ProcessInfo.processInfo.activeProcessorCount
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":", maxSplits: 1).last
        {
            return "\(name.trimmingCharacters(in: .whitespaces)) (\(count) logical CPUs)"
        }
        return "\(count) logical CPUs"
    }
}
