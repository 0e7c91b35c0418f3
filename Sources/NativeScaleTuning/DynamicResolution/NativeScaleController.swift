public import NativeScaleCore

/// nativescale's own controller: it inverts the measured cost model instead of assuming one.
///
/// Each frame's time, over what the model predicts at the scale it was rendered at, is the
/// load: how much heavier or lighter the content is than when the model was measured. Its
/// exponential mean (weight ``smoothing`` on the newest frame) scales the model, and the next
/// scale is the one whose predicted time is the budget less ``headroom``: exact for a cost that
/// is `fixed + per-pixel × pixels`, where Unreal's quadratic model and Filament's area model are
/// not. A frame over the budget itself takes its own load at once (a cut, an explosion); a
/// change under ``changeThreshold`` of the scale is none, so noise does not resize the target.
public struct NativeScaleController: ResolutionController {
    public static let defaultHeadroom = 0.10
    public static let smoothing = 0.3
    public static let changeThreshold = 0.02

    public let settings: ControllerSettings
    public let model: CostModel
    /// The output's megapixels, which the model's per-megapixel part is for.
    public let outputMegapixels: Double
    public let headroom: Double
    public private(set) var scale: Double
    /// The smoothed ratio of measured to modelled time; nil before the first frame.
    public private(set) var load: Double?

    public init(settings: ControllerSettings, model: CostModel, outputMegapixels: Double, headroom: Double = defaultHeadroom) {
        self.settings = settings
        self.model = model
        self.outputMegapixels = outputMegapixels
        self.headroom = headroom
        scale = settings.clamped(1)
    }

    /// The load is taken against the model at the scale the frame was rendered at, which a late
    /// time's frame may not share with ``scale``.
    public mutating func update(_ feedback: FrameFeedback) {
        let frameLoad = feedback.milliseconds / model.milliseconds(scale: feedback.scale, outputMegapixels: outputMegapixels)
        let overBudget = feedback.milliseconds > settings.budgetMilliseconds
        let smoothed = load.map { overBudget ? max(frameLoad, $0) : $0 + Self.smoothing * (frameLoad - $0) } ?? frameLoad
        load = smoothed
        let target = settings.budgetMilliseconds * (1 - headroom) / smoothed
        let wanted = settings.clamped(model.scale(costing: target, outputMegapixels: outputMegapixels) ?? 0)
        if overBudget || abs(wanted - scale) > scale * Self.changeThreshold { scale = wanted }
    }
}
