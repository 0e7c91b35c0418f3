public import NativeScaleCore

/// Unity HDRP's `HDDynamicResolution` component (`Packages/com.unity.render-pipelines.high-
/// definition/Runtime/RenderPipeline/HDDynamicResolution.cs`), written from its rules; it steps
/// with no model:
///
/// - Every 15 frames (`EvaluationFrameCount`) it compares their mean GPU time with the budget
///   (`1000 / targetFrameRate`).
/// - Over it 4 evaluations in a row (`ScaleDownDuration`), it steps the fraction down by 1/2
///   (`ScaleDownStepCount` 2); under it 8 in a row (`ScaleUpDuration`), up by 1/5
///   (`ScaleUpStepCount` 5). The fraction starts at 1.
/// - The fraction interpolates the screen percentage between the bounds
///   (`DynamicResScalePolicyType.ReturnsMinMaxLerpFactor`).
public struct UnityHDRPController: ResolutionController {
    public static let evaluationFrames = 15
    public static let scaleDownDuration = 4
    public static let scaleUpDuration = 8
    public static let scaleDownSteps = 2.0
    public static let scaleUpSteps = 5.0

    public let settings: ControllerSettings
    /// The lerp factor between the bounds.
    public private(set) var fraction = 1.0
    private var accumulated = 0.0
    private var slot = 0
    private var upCounter = 0
    private var downCounter = 0

    public init(settings: ControllerSettings) {
        self.settings = settings
    }

    public var scale: Double { settings.minimumScale + fraction * (settings.maximumScale - settings.minimumScale) }

    public mutating func update(_ feedback: FrameFeedback) {
        let gpuMilliseconds = feedback.milliseconds
        if slot == 0 { accumulated = 0 }
        accumulated += gpuMilliseconds
        slot = (slot + 1) % Self.evaluationFrames
        guard slot == 0 else { return }
        if accumulated / Double(Self.evaluationFrames) > settings.budgetMilliseconds {
            upCounter = 0
            downCounter += 1
            if downCounter >= Self.scaleDownDuration {
                downCounter = 0
                fraction = max(fraction - 1 / Self.scaleDownSteps, 0)
            }
        } else {
            downCounter = 0
            upCounter += 1
            if upCounter >= Self.scaleUpDuration {
                upCounter = 0
                fraction = min(fraction + 1 / Self.scaleUpSteps, 1)
            }
        }
    }
}
