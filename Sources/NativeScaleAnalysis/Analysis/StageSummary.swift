public import NativeScaleCore
public import NativeScaleStatistics

/// Order statistics of one stage of one path, in milliseconds: a row of the bench's stage table
/// and of the on-screen one.
public struct StageSummary: Hashable, Sendable, Codable {
    public let path: MeasuredPath
    public let stage: Stage
    public let milliseconds: SampleStatistics
    /// Two levels or a step in the stage's times (``ModeAnalysis``); nil when there is none, and
    /// on screen, whose frames are not analysed for modes.
    public let anomaly: ModeAnalysis?

    /// Creates the value from its parts.
    public init(path: MeasuredPath, stage: Stage, milliseconds: SampleStatistics, anomaly: ModeAnalysis?) {
        self.path = path
        self.stage = stage
        self.milliseconds = milliseconds
        self.anomaly = anomaly
    }
}
