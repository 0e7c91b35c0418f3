public import NativeScaleCore

/// A frame's GPU cost against its render scale: a fixed part (work that does not scale with
/// the render target: geometry, shadow maps, unscaled passes) and a part per megapixel of the
/// render target, `fixed + perMegapixel × outputMegapixels × scale²`.
///
/// `scale` is the linear render scale (1 = the output size), so the pixels are ∝ scale². Unreal's
/// controller assumes the fixed part is 0; Filament's that the cost is ∝ the area; this model
/// measures both parts.
public struct CostModel: Hashable, Sendable {
    /// Milliseconds a frame costs at any scale.
    public let fixedMilliseconds: Double
    /// Milliseconds per megapixel of render target.
    public let millisecondsPerMegapixel: Double

    public init(fixedMilliseconds: Double, millisecondsPerMegapixel: Double) throws(DynamicResolutionError) {
        guard fixedMilliseconds.isFinite, fixedMilliseconds >= 0, fixedMilliseconds <= Self.maximumMilliseconds,
            millisecondsPerMegapixel.isFinite, millisecondsPerMegapixel > 0, millisecondsPerMegapixel <= Self.maximumMilliseconds
        else {
            throw .badModel(fixed: fixedMilliseconds, perMegapixel: millisecondsPerMegapixel)
        }
        self.fixedMilliseconds = fixedMilliseconds
        self.millisecondsPerMegapixel = millisecondsPerMegapixel
    }

    /// The most milliseconds either part may be: a second.
    public static let maximumMilliseconds = 1000.0

    /// Reads `FIXED_MS+MS_PER_MEGAPIXEL`, e.g. `2.0+6.5`.
    public init(parsing text: String) throws(DynamicResolutionError) {
        let parts = text.filter { !$0.isWhitespace }.split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 2, let fixed = Double(parts[0]), let perMegapixel = Double(parts[1]) else { throw .unreadableModel(text) }
        try self.init(fixedMilliseconds: fixed, millisecondsPerMegapixel: perMegapixel)
    }

    /// The frame's milliseconds at `scale` of an output of `outputMegapixels`.
    public func milliseconds(scale: Double, outputMegapixels: Double) -> Double {
        fixedMilliseconds + millisecondsPerMegapixel * outputMegapixels * scale * scale
    }

    /// The scale whose frame costs `milliseconds`; nil when the fixed part alone costs more.
    public func scale(costing milliseconds: Double, outputMegapixels: Double) -> Double? {
        let scaled = milliseconds - fixedMilliseconds
        guard scaled > 0 else { return nil }
        return (scaled / (millisecondsPerMegapixel * outputMegapixels)).squareRoot()
    }
}
