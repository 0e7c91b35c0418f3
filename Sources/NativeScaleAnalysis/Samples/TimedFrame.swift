public import NativeScaleCore

/// A measured frame, offscreen (``FrameSample``) or on screen (``PresentSample``): where it
/// sat in the interleaving and the time of each of its stages.
public protocol TimedFrame {
    /// The round (0-based, after warm-up).
    var round: Int { get }
    var position: Int { get }
    var path: MeasuredPath { get }
    /// The stage's time in nanoseconds, as files hold it; nil when the frame has no such stage.
    func nanoseconds(_ stage: Stage) -> Double?
}

extension TimedFrame {
    /// The stage's time; nil when the frame has no such stage.
    public func duration(_ stage: Stage) -> StageDuration? {
        nanoseconds(stage).map(StageDuration.init(nanoseconds:))
    }

    /// Every stage the frame has, with its time in nanoseconds.
    package var stages: [(Stage, Double)] {
        Stage.allCases.compactMap { stage in nanoseconds(stage).map { (stage, $0) } }
    }
}

extension FrameSample: TimedFrame {}
extension PresentSample: TimedFrame {}
