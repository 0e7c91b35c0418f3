/// Why two sets of results cannot be compared; Reporting words it, the CLI names the flag that
/// compares anyway.
public enum ComparisonError: Error, Hashable, Sendable {
    case noResults
    /// The settings the sides were measured with differently.
    case mismatch([SettingDifference])
}
