/// One setting that two sets of results were measured with differently: its name and the
/// value on each side, as the results name them. Reporting words the list.
public struct SettingDifference: Hashable, Sendable {
    /// The settings a comparison requires to match.
    public enum Setting: String, Hashable, Sendable {
        case device, driver, sizes, workload, filters, timing, formats, target, targets
        /// The compiler of one shader target (``SettingDifference/target``).
        case compiler
    }

    public let setting: Setting
    /// The shader target a ``Setting/compiler`` difference is on.
    public let target: String?
    public let base: String
    public let head: String

    public init(_ setting: Setting, target: String? = nil, base: String, head: String) {
        self.setting = setting
        self.target = target
        self.base = base
        self.head = head
    }
}
