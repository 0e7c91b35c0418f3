/// The unit a metric's values are in. The raw values are what history databases and exports
/// store, so they never change.
public enum MetricUnit: String, Codable, Hashable, Sendable {
    /// Milliseconds: stage times.
    case milliseconds = "ms"
    /// Percent: an overhead, `(scaled frame / native frame − 1) × 100`, or a share.
    case percent = "%"
    /// A plain ratio, e.g. a scaled frame over the native frame of the same round (1.5 is 50 % slower).
    case ratio
    /// An exact count: a shader statistic.
    case count
}
