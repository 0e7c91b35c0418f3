import Foundation
import NativeScaleExperiments
import NativeScaleHost
import NativeScaleRendering
package import NativeScaleResults

extension RunEnvironment {
    /// The environment of this process on the device the renderer opened.
    static func current(device: GPUDeviceInfo, version: String) -> RunEnvironment {
        RunEnvironment(
            nativescaleVersion: version, date: ISO8601DateFormatter().string(from: Date()), operatingSystem: HostMachine.operatingSystem(),
            cpu: HostMachine.cpuModel(), gitCommit: Git.headCommit(), device: DeviceDocument(device))
    }
}
