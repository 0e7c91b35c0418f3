public import NativeScaleCore

/// Why a dynamic-resolution request cannot be used, as values; Reporting words it and the CLI
/// names the flag.
public enum DynamicResolutionError: Error, Hashable, Sendable {
    /// A model that is not `FIXED_MS+MS_PER_MEGAPIXEL`.
    case unreadableModel(String)
    /// A model's parts out of range: the fixed part ≥ 0, the part per megapixel > 0, each at
    /// most ``CostModel/maximumMilliseconds``.
    case badModel(fixed: Double, perMegapixel: Double)
    /// A frame budget that is not a positive number of milliseconds (at most a second).
    case badBudget(Double)
    /// No controller has this name.
    case unknownController(String)
    /// Bounds that are not 0 < minimum ≤ maximum ≤ 2.
    case badBounds(minimum: Double, maximum: Double)
    /// A load schedule that is not `FRAME:COST,…` with frames increasing from 0 and costs within
    /// 0…``LoadSchedule/maximumShaderCost``.
    case badSchedule(String)
    /// A feedback delay outside 0…``FeedbackQueue/maximumDelay`` frames.
    case badFeedbackDelay(Int)
}
