public import NativeScaleCore

/// Doom 3 BFG's resolution scale (`idResolutionScale::SetCurrentGPUFrameTime` and
/// `GetCurrentResolutionScale` in `neo/renderer/ResolutionScale.cpp`), written from its rules:
/// hysteresis with no model.
///
/// - Over the drop threshold (`rs_dropMilliseconds` 15 ms), the resolution drops by 0.11
///   (`rs_dropFraction`); under the raise threshold (`rs_raiseMilliseconds` 13 ms) for 5 frames
///   (`rs_raiseFrames`), it rises by 0.06 (`rs_raiseFraction`); between them the count starts
///   again. It stays within 0.5–1.
/// - Both axes (`rs_enable 3`): from 1 down to 0.75 the width shrinks to half, then the height:
///   the area is `0.5 + 2 (r − 0.75)` above 0.75 and `0.5 × (0.5 + 2 (r − 0.5))` below; the
///   linear scale here is its square root.
/// - The thresholds are the engine's for a 16.67 ms frame; for another budget they scale with it.
public struct Doom3Controller: ResolutionController {
    public static let referenceBudget = 1000.0 / 60
    public static let dropMilliseconds = 15.0
    public static let raiseMilliseconds = 13.0
    public static let dropFraction = 0.11
    public static let raiseFraction = 0.06
    public static let raiseFrames = 5
    public static let resolutionRange = 0.5...1.0

    public let settings: ControllerSettings
    /// `currentResolution`.
    public private(set) var resolution = 1.0
    private var framesBelowRaise = 0

    public init(settings: ControllerSettings) {
        self.settings = settings
    }

    /// The area fraction of `resolution` with both axes scaled, as `GetCurrentResolutionScale` does.
    public static func area(resolution r: Double) -> Double {
        let middle = (resolutionRange.lowerBound + resolutionRange.upperBound) / 2
        return r >= middle
            ? resolutionRange.lowerBound + (r - middle) * 2
            : resolutionRange.lowerBound * (resolutionRange.lowerBound + (r - resolutionRange.lowerBound) * 2)
    }

    public var scale: Double { Self.area(resolution: resolution).squareRoot() }

    public mutating func update(_ feedback: FrameFeedback) {
        let gpuMilliseconds = feedback.milliseconds
        let factor = settings.budgetMilliseconds / Self.referenceBudget
        if gpuMilliseconds > Self.dropMilliseconds * factor {
            resolution = max(resolution - Self.dropFraction, Self.resolutionRange.lowerBound)
        } else if gpuMilliseconds < Self.raiseMilliseconds * factor {
            framesBelowRaise += 1
            if framesBelowRaise >= Self.raiseFrames {
                framesBelowRaise = 0
                resolution = min(resolution + Self.raiseFraction, Self.resolutionRange.upperBound)
            }
        } else {
            framesBelowRaise = 0
        }
    }
}
