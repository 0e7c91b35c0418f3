public import NativeScaleCore

/// How a replay moves a recorded frame's time to another scale: what it takes a heavier or
/// lighter frame than the model's to be made of.
public enum LoadRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// The frame is the model's frame scaled: `t × model(s) / model(r)`. A frame twice the
    /// model's has twice its fixed part too (more geometry, more shadow-map work).
    case proportional
    /// The frame's fixed part is the model's, and all the rest follows the pixels:
    /// `fixed + (t − fixed) × s² / r²`. A frame twice the model's has more pixel work (a costlier
    /// shader, more overdraw). Where `t` is below the fixed part, as `proportional`.
    case pixels

    /// What a frame recorded in `recorded` ms at `recordedScale` costs at `scale`.
    public func milliseconds(recorded: Double, at recordedScale: Double, scale: Double, model: CostModel, outputMegapixels: Double) -> Double {
        let atRecorded = model.milliseconds(scale: recordedScale, outputMegapixels: outputMegapixels)
        switch self {
        case .pixels where recorded > model.fixedMilliseconds:
            return model.fixedMilliseconds + (recorded - model.fixedMilliseconds) * (scale * scale) / (recordedScale * recordedScale)
        case .proportional, .pixels:
            return recorded * model.milliseconds(scale: scale, outputMegapixels: outputMegapixels) / atRecorded
        }
    }
}
