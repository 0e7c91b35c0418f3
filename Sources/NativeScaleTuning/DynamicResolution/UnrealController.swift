public import NativeScaleCore

/// Unreal Engine's dynamic resolution heuristic (`FDynamicResolutionHeuristicProxy::
/// RefreshCurentFrameResolutionFraction_RenderThread` in `Engine/Source/Runtime/Engine/Private/
/// DynamicResolution.cpp`), for a GPU-bound frame, written from its rules:
///
/// - Each frame of the history (`r.DynamicRes.HistorySize` 16, newest first, weights ×0.9 each
///   frame back, `FrameWeightExponent`) suggests `√(target / its GPU time) × the fraction it
///   was rendered at`, with `target = budget × (1 − 10 %)` (`TargetedGPUHeadRoomPercentage`):
///   the quadratic model, cost ∝ fraction², with no fixed part. The new fraction is their
///   weighted mean.
/// - Frames over the budget itself stop the walk back at 2 in a row
///   (`MaxConsecutiveOverbudgetGPUFrameCount`); when the newest frames walked are all over it,
///   that is a panic: the new fraction applies at once and the history starts again.
/// - Otherwise an increase under 2 % is none (`ChangePercentageThreshold`), and an increase is
///   blended 0.9 of the way (`IncreaseAmortizationBlendFactor`).
/// - The fraction is clamped to 50–100 % (`MinScreenPercentage`, `MaxScreenPercentage`) and
///   changes at most every 8 frames (`MinResolutionChangePeriod`), a panic excepted.
public struct UnrealController: ResolutionController {
    public static let defaultHeadroom = 0.10
    public static let defaultHistory = 16
    public static let frameWeight = 0.9
    public static let panicFrames = 2
    public static let changeThreshold = 0.02
    public static let increaseBlend = 0.9
    public static let changePeriod = 8

    public let settings: ControllerSettings
    public let headroom: Double
    public let historySize: Int
    public private(set) var scale: Double
    /// Newest first: each frame's GPU time and the fraction it was rendered at.
    private var history: [(milliseconds: Double, fraction: Double)] = []
    private var framesSinceChange = 0

    public init(settings: ControllerSettings, headroom: Double = defaultHeadroom, history: Int = defaultHistory) {
        self.settings = settings
        self.headroom = headroom
        historySize = history
        scale = settings.clamped(1)
    }

    public mutating func update(gpuMilliseconds: Double) {
        history.insert((gpuMilliseconds, scale), at: 0)
        if history.count > historySize { history.removeLast(history.count - historySize) }
        let budget = settings.budgetMilliseconds
        let target = budget * (1 - headroom)
        var sum = 0.0
        var totalWeight = 0.0
        var weight = 1.0
        var overBudget = 0
        var walked = 0
        for frame in history {
            overBudget = frame.milliseconds > budget ? overBudget + 1 : 0
            sum += (target / frame.milliseconds).squareRoot() * frame.fraction * weight
            totalWeight += weight
            walked += 1
            weight *= Self.frameWeight
            if overBudget == Self.panicFrames { break }
        }
        var fraction = sum / totalWeight
        let panic = overBudget == walked
        if panic {
            history.removeAll()
        } else {
            if fraction > scale && fraction < scale * (1 + Self.changeThreshold) { fraction = scale }
            if fraction > scale { fraction = scale + (fraction - scale) * Self.increaseBlend }
        }
        fraction = settings.clamped(fraction)
        if (fraction != scale && framesSinceChange >= Self.changePeriod) || panic {
            framesSinceChange = 0
            scale = fraction
        } else {
            framesSinceChange += 1
        }
    }
}
