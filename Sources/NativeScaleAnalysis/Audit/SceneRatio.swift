public import NativeScaleCore

/// A scene's time over a larger or smaller one's, beside their pixel ratio: the physics check
/// of the bench audit (a scaled path's scene over native's, with its 95 % CI) and of the dynres
/// loop's audit (a calibration scale's fastest scene over the largest scale's).
public struct SceneRatio: Codable, Sendable, Hashable {
    /// The scaled path's filter, in a bench's audit; nil for a calibration scale.
    public let filter: ResampleFilter?
    /// The calibration scale, in the loop's audit; nil for a bench's scaled path.
    public let scale: Double?
    /// The ratio: the median of the per-round scene ratios (bench), or of the fastest scenes (loop).
    public let measured: Double
    /// The ratio's 95 % CI, in a bench's audit; nil where the measured ratio alone is judged.
    public let lower: Double?
    public let upper: Double?
    /// The pixel ratio the scene ratio should follow.
    public let pixels: Double
    /// Whether the larger scene is long enough for its cost to follow its pixels
    /// (``AuditSummary/sceneRatioMinimumDependencies``); below that the ratio is only held
    /// between 1 and the pixel ratio (absent before bench schema 6: long enough).
    public var followsPixels: Bool?
    /// The filter's fastest scene over the native path's fastest, in a bench's audit; nil where
    /// the native path has no scene above 0 (an end stamp written before its work), and the CI
    /// alone judges.
    public var fastest: Double?

    /// A bench's scaled path against native.
    public init(filter: ResampleFilter, measured: Double, lower: Double, upper: Double, pixels: Double, followsPixels: Bool? = nil, fastest: Double? = nil) {
        self.filter = filter
        scale = nil
        self.measured = measured
        self.lower = lower
        self.upper = upper
        self.pixels = pixels
        self.followsPixels = followsPixels
        self.fastest = fastest
    }

    /// A calibration scale against the largest.
    public init(scale: Double, measured: Double, pixels: Double, followsPixels: Bool) {
        filter = nil
        self.scale = scale
        self.measured = measured
        lower = nil
        upper = nil
        self.pixels = pixels
        self.followsPixels = followsPixels
        fastest = nil
    }

    /// Whether the ratio (its whole CI, and the fastest scenes' ratio too, where the audit has
    /// them) lies outside what the pixels allow: within ±``AuditSummary/sceneRatioTolerance`` of
    /// the pixel ratio for a scene long enough to follow its pixels, else between 1 and the pixel
    /// ratio (the same tolerance beyond): fixed costs per pass are the same on both sides, so they
    /// draw the ratio towards 1, never past the pixel ratio. A busy machine only adds time, so it
    /// moves a median and its CI (a loaded CI runner's second llvmpipe speed, 2.5× slower, took 5
    /// of a 6-round run's scaled scenes: CI ratio 2.50 against 1.31) but leaves the fastest frames
    /// alone (1.29 there); a fault (a 150 ms scene read at 0.3 ms, a stalled submission in every
    /// scaled frame) moves them all.
    public var isOff: Bool {
        func outside(_ lower: Double, _ upper: Double) -> Bool {
            AuditSummary.sceneRatioOutside(lower: lower, upper: upper, pixels: pixels, followsPixels: followsPixels != false)
        }
        return outside(lower ?? measured, upper ?? measured) && fastest.map { outside($0, $0) } ?? true
    }
}
