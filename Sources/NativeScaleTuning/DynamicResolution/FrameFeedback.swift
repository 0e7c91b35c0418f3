public import NativeScaleCore

/// One frame's GPU time as it reaches a controller: what it took, the scale it was rendered at,
/// and how many frames have been rendered since (0: the frame just rendered).
public struct FrameFeedback: Hashable, Sendable {
    /// Frames rendered after this one before its time arrived.
    public let age: Int
    public let milliseconds: Double
    /// The linear scale the frame was rendered at (the controller may have moved on since).
    public let scale: Double

    public init(age: Int, milliseconds: Double, scale: Double) {
        self.age = age
        self.milliseconds = milliseconds
        self.scale = scale
    }
}
