import Foundation
import NativeScaleHost
import Testing

@Suite("The machine a result was measured on")
struct HostMachineTests {
    @Test("The operating system names the distribution and the running kernel's release, not the distribution twice")
    func operatingSystemNamesTheKernel() throws {
        let release = try String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let system = HostMachine.operatingSystem()
        #expect(system.hasSuffix(", kernel \(release)"), "\(system)")
        #expect(HostMachine.kernelRelease() == release)
        let name = String(system.dropLast(", kernel \(release)".count))
        #expect(!name.isEmpty && !release.contains(name), "\(system)")
    }
}
