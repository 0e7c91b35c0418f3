public import NativeScaleCore

/// What `nativescale gpus` lists: every Vulkan device, which one `bench` picks, and whether
/// nativescale can use each. The reasons are the renderer's; the sentences are the report's.
public struct GPUListing: Sendable {
    /// Whether nativescale can use a device, and for what.
    public enum Status: Hashable, Sendable {
        /// Runs work; `reportsShaderStatistics` when its driver reports pipeline statistics.
        case usable(reportsShaderStatistics: Bool)
        /// Compiles pipelines and reports their statistics but cannot run work (a null device).
        case compileOnly(reasons: [String])
        /// Cannot run work at all.
        case cannotRunWork(reasons: [String])
        /// Runs work but lacks what nativescale needs.
        case unsuitable(reasons: [String])
    }

    /// One device.
    public struct Entry: Sendable {
        public let index: Int
        public let name: String
        /// `discrete-gpu`, `integrated-gpu`, `virtual-gpu`, `cpu` or `other`.
        public let kind: String
        public let driver: String
        public let apiVersion: String
        /// Valid bits of timestamps and nanoseconds per tick; nil when the device has none.
        public let timestamps: (validBits: Int, period: Double)?
        public let maxImageDimension: Int
        public let status: Status
        /// What a user should know about results from it (a data-centre part).
        public let notes: [RunNote]

        /// Creates the value from its parts.
        public init(
            index: Int, name: String, kind: String, driver: String, apiVersion: String, timestamps: (validBits: Int, period: Double)?,
            maxImageDimension: Int, status: Status, notes: [RunNote]
        ) {
            self.index = index
            self.name = name
            self.kind = kind
            self.driver = driver
            self.apiVersion = apiVersion
            self.timestamps = timestamps
            self.maxImageDimension = maxImageDimension
            self.status = status
            self.notes = notes
        }
    }

    public let devices: [Entry]
    /// The index of the device `bench` picks when no `--gpu` is given.
    public let chosenIndex: Int?
    /// Every device with every property, limit and reason, as a JSON array.
    public let json: String

    /// Creates the value from its parts.
    public init(devices: [Entry], chosenIndex: Int?, json: String) {
        self.devices = devices
        self.chosenIndex = chosenIndex
        self.json = json
    }
}
