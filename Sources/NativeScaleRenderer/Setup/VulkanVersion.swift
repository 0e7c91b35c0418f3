/// A Vulkan API version (`VK_MAKE_API_VERSION(0, major, minor, patch)`, which Swift does not import).
public struct VulkanVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Unpacks `VK_API_VERSION_MAJOR/MINOR/PATCH` from a packed version.
    public init(packed: UInt32) {
        self.init(Int(packed >> 22 & 0x7F), Int(packed >> 12 & 0x3FF), Int(packed & 0xFFF))
    }

    /// The packed form `VkApplicationInfo.apiVersion` takes.
    public var packed: UInt32 { UInt32(major) << 22 | UInt32(minor) << 12 | UInt32(patch) }

    /// Major and minor only, e.g. `1.2`: the level of the API, without the header patch.
    public var level: VulkanVersion { VulkanVersion(major, minor) }

    public var description: String { "\(major).\(minor).\(patch)" }

    /// `1.3`: major and minor, for messages about API levels.
    public var shortDescription: String { "\(major).\(minor)" }

    public static func < (a: VulkanVersion, b: VulkanVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }
}
