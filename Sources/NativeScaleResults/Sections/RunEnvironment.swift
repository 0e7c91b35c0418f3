import Foundation

/// Where a result was measured: device, driver, OS, CPU, nativescale version, commit, date.
public struct RunEnvironment: Hashable, Sendable, Codable {
    public let nativescaleVersion: String
    public let date: String
    public let operatingSystem: String
    public let cpu: String
    public let gitCommit: String?
    public let device: DeviceDocument

    /// Creates the value from its parts.
    public init(nativescaleVersion: String, date: String, operatingSystem: String, cpu: String, gitCommit: String?, device: DeviceDocument) {
        self.nativescaleVersion = nativescaleVersion
        self.date = date
        self.operatingSystem = operatingSystem
        self.cpu = cpu
        self.gitCommit = gitCommit
        self.device = device
    }
}
