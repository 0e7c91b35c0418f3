/// What one platform's rule makes of a logical size on a panel of a given density.
public struct PlatformVariant: Hashable, Sendable {
    /// The rule applied.
    public let rule: SizingRule
    /// The scale the platform renders at for that density.
    public let contentScale: ScaleFactor
    /// The pixels the platform's app renders.
    public let drawableSize: PixelSize
    /// How the platform reaches the panel from there.
    public let resample: ResampleDirection

    /// Applies `rule` to `logicalSize` on a panel of `density` whose size is `panelSize`.
    public init(rule: SizingRule, logicalSize: LogicalSize, density: ScaleFactor, panelSize: PixelSize) {
        self.rule = rule
        contentScale = rule.contentScale(forDensity: density)
        drawableSize = (logicalSize * contentScale).rounded(rule.drawableRounding)
        resample = ResampleDirection(from: drawableSize, to: panelSize)
    }
}
