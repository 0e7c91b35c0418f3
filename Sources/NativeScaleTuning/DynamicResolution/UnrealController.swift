public import NativeScaleCore

/// Unreal Engine's dynamic resolution heuristic (`FDynamicResolutionHeuristicProxy` in
/// `Engine/Source/Runtime/Engine/Private/DynamicResolution.cpp`, UE 4.19 and 4.2x), for a GPU-bound
/// frame, written from its rules (docs/commands/dynres.md cites the statements):
///
/// - Every frame opens a history entry with the fraction it renders at
///   (`CreateNewPreviousFrameTimings_RenderThread`); its GPU time fills the entry when its queries
///   land (`CommitPreviousFrameGPUTimings_RenderThread`), and only a landing refreshes the fraction.
///   A time whose entry is no longer in the history (older than it, or before a panic emptied it)
///   is dropped.
/// - The walk back over the history (`r.DynamicRes.HistorySize` 16 entries, landed or not, newest
///   first) skips entries with no time yet ("Ignores frames that does not have any GPU timing
///   yet"). Each landed frame suggests `√(target / its GPU time) × the fraction it was rendered at`,
///   with `target = budget × (1 − 10 %)` (`TargetedGPUHeadRoomPercentage`), weighted ×0.9 per
///   landed frame back (`FrameWeightExponent`): the quadratic model, cost ∝ fraction², no fixed part.
/// - Frames over the budget itself stop the walk at 2 in a row
///   (`max(MaxConsecutiveOverbudgetGPUFrameCount, 2)`); when every landed frame walked is over it
///   (`FrameCount > 0 && ConsecutiveOverbudgetGPUFramCount == FrameCount`), one landed frame over
///   budget included, that is a panic: the new fraction applies at once and the history empties
///   (`HistorySize = 0`), so the times still in flight are dropped when they land.
/// - Otherwise an increase under 2 % is none (`ChangePercentageThreshold`), and an increase is
///   blended 0.9 of the way (`IncreaseAmortizationBlendFactor`).
/// - The fraction is clamped to 50–100 % (`MinScreenPercentage`, `MaxScreenPercentage`) and
///   changes at most every 8 refreshes (`MinResolutionChangePeriod`), a panic excepted.
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
    /// A ring of ``historySize`` entries, the newest at `newest`: each frame's fraction, and its
    /// GPU time once landed (negative until then).
    private var history: [(milliseconds: Double, fraction: Double)]
    private var newest = 0
    /// Entries in the history (`HistorySize`).
    private var count = 0
    private var framesSinceChange = 0

    public init(settings: ControllerSettings, headroom: Double = defaultHeadroom, history: Int = defaultHistory) {
        self.settings = settings
        self.headroom = headroom
        historySize = max(1, history)
        self.history = Array(repeating: (-1, 1), count: historySize)
        scale = settings.clamped(1)
    }

    /// The entry of the frame `age` frames before the newest.
    private func slot(_ age: Int) -> Int { (newest + age) % historySize }

    public mutating func beginFrame() {
        newest = (newest + historySize - 1) % historySize
        history[newest] = (-1, scale)
        count = min(count + 1, historySize)
    }

    public mutating func update(_ feedback: FrameFeedback) {
        if feedback.age < count, history[slot(feedback.age)].milliseconds < 0 {
            history[slot(feedback.age)].milliseconds = feedback.milliseconds
        }
        // The engine refreshes on every landing, a dropped one too.
        refresh()
    }

    /// `RefreshCurentFrameResolutionFraction_RenderThread`.
    private mutating func refresh() {
        let budget = settings.budgetMilliseconds
        let target = budget * (1 - headroom)
        var sum = 0.0
        var totalWeight = 0.0
        var weight = 1.0
        var overBudget = 0
        var walked = 0
        for age in 0..<count {
            let frame = history[slot(age)]
            let milliseconds = frame.milliseconds
            guard milliseconds >= 0 else { continue }
            overBudget = milliseconds > budget ? overBudget + 1 : 0
            sum += (target / milliseconds).squareRoot() * frame.fraction * weight
            totalWeight += weight
            walked += 1
            weight *= Self.frameWeight
            if overBudget == Self.panicFrames { break }
        }
        // With no landed frame to walk (all dropped), the engine divides by a zero weight; the
        // fraction here stays as it is, a refresh counted.
        guard walked > 0 else {
            framesSinceChange += 1
            return
        }
        var fraction = sum / totalWeight
        let panic = overBudget == walked
        if panic {
            count = 0
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
