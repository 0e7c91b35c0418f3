public import NativeScaleCore

/// A dynamic-resolution controller: each frame begins at ``scale``, and each frame's GPU time
/// reaches it when it arrives, as late as the engine's queries land (``FeedbackQueue``).
///
/// `scale` is linear (1 = the output size; pixels ∝ scale²), whatever the engine calls it.
public protocol ResolutionController: Sendable {
    /// The linear render scale of the next frame.
    var scale: Double { get }
    /// A frame begins at ``scale``, its time not yet known (Unreal opens its history entry here).
    mutating func beginFrame()
    /// Takes a frame's GPU time as it arrives.
    mutating func update(_ feedback: FrameFeedback)
}

extension ResolutionController {
    /// Nothing to note when a frame begins.
    public mutating func beginFrame() {}

    /// A frame rendered at ``scale`` took `gpuMilliseconds`, known at once (no delay).
    public mutating func update(gpuMilliseconds: Double) {
        beginFrame()
        update(FrameFeedback(age: 0, milliseconds: gpuMilliseconds, scale: scale))
    }
}

/// What every controller is given: the frame budget and the scale bounds.
public struct ControllerSettings: Hashable, Sendable {
    /// The frame budget in milliseconds (`1000 / refresh rate` for a frame a refresh).
    public let budgetMilliseconds: Double
    /// The smallest and largest linear scale.
    public let minimumScale: Double
    public let maximumScale: Double

    /// The bounds when none are given, defined once (`dynres`'s `--min-scale` and `--max-scale` read them).
    public enum Defaults {
        /// The smallest linear scale: half the output's width and height, a quarter of its pixels.
        public static let minimumScale = 0.5
        /// The largest linear scale: the output size itself.
        public static let maximumScale = 1.0
    }

    public init(
        budgetMilliseconds: Double, minimumScale: Double = Defaults.minimumScale, maximumScale: Double = Defaults.maximumScale
    )
        throws(DynamicResolutionError)
    {
        guard budgetMilliseconds.isFinite, budgetMilliseconds > 0, budgetMilliseconds <= CostModel.maximumMilliseconds else {
            throw .badBudget(budgetMilliseconds)
        }
        guard minimumScale.isFinite, maximumScale.isFinite, minimumScale > 0, minimumScale <= maximumScale, maximumScale <= 2 else {
            throw .badBounds(minimum: minimumScale, maximum: maximumScale)
        }
        self.budgetMilliseconds = budgetMilliseconds
        self.minimumScale = minimumScale
        self.maximumScale = maximumScale
    }

    /// `value` within the bounds.
    func clamped(_ value: Double) -> Double { min(max(value, minimumScale), maximumScale) }
}
