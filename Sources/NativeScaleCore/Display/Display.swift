/// A display as an app sees it: logical bounds, the scale the app renders at, and the panel.
///
/// `scale` is the *content* scale (UIKit `UIScreen.scale`, macOS `backingScaleFactor`): the app
/// renders `logicalSize × scale` pixels. `nativeScale` maps the same bounds onto the physical
/// panel (UIKit `UIScreen.nativeScale`, defined as `nativeBounds.width / bounds.width`). When the
/// two differ, the system resamples every frame from the first size to the second.
///
/// Sizes are stored for the display's ``orientation``; ``oriented(_:)`` transposes them.
public struct Display: Hashable, Sendable {
    /// The logical bounds, in points (or the platform's logical unit).
    public let logicalSize: LogicalSize
    /// The content scale the app renders at.
    public let scale: ScaleFactor
    /// The scale that maps the bounds onto the panel's pixels.
    public let nativeScale: ScaleFactor
    /// The physical panel in pixels.
    public let panelSize: PixelSize
    /// The orientation the sizes are given in.
    public let orientation: Orientation
    /// The platform rule that turns logical sizes into pixels.
    public let rule: SizingRule

    /// How far the panel height may stray from `logicalSize.height × nativeScale`, as a fraction.
    ///
    /// UIKit defines `nativeScale` from the width; zoomed bounds are whole points, so the height
    /// lands up to 0.21 % off the panel (iPhone 8 Display Zoom: 568 pt × 2.34375 = 1331.25 px on
    /// a 1334 px panel). 0.25 % accepts every published mode and rejects a wrong scale.
    public static let heightTolerance = SizeLimits.panelHeightTolerance

    /// Creates a display from its bounds, content scale and native scale; the panel is
    /// `logicalSize × nativeScale`, rounded with `rule`.
    public init(
        logicalSize: LogicalSize, scale: ScaleFactor, nativeScale: ScaleFactor,
        orientation: Orientation = .portrait, rule: SizingRule = .uiKit
    ) throws(SizingError) {
        try SizeLimits.validate(logicalSize, name: "points")
        try SizeLimits.validate(scale, name: "scale")
        try SizeLimits.validate(nativeScale, name: "native scale")
        let panel = (logicalSize * nativeScale).rounded(rule.nativeRounding)
        try SizeLimits.validate(panel, name: "native size")
        try SizeLimits.validate((logicalSize * scale).rounded(rule.drawableRounding), name: "drawable size")
        self.init(
            unchecked: logicalSize, scale: scale, nativeScale: nativeScale,
            panelSize: panel, orientation: orientation, rule: rule)
    }

    /// Creates a display from its bounds, content scale and panel; the native scale is
    /// `panel.width / logicalSize.width`, as UIKit defines it.
    public init(
        logicalSize: LogicalSize, scale: ScaleFactor, panelSize: PixelSize,
        orientation: Orientation = .portrait, rule: SizingRule = .uiKit
    ) throws(SizingError) {
        try SizeLimits.validate(logicalSize, name: "points")
        try SizeLimits.validate(panelSize, name: "panel")
        let nativeScale = ScaleFactor(pixels: panelSize.width, per: logicalSize.width)
        try self.init(
            logicalSize: logicalSize, scale: scale, nativeScale: nativeScale, panelSize: panelSize,
            orientation: orientation, rule: rule)
    }

    /// Creates a display from all four figures, rejecting a native scale that does not map the
    /// bounds onto the panel (width within 1 px, height within ``heightTolerance``).
    public init(
        logicalSize: LogicalSize, scale: ScaleFactor, nativeScale: ScaleFactor, panelSize: PixelSize,
        orientation: Orientation = .portrait, rule: SizingRule = .uiKit
    ) throws(SizingError) {
        try SizeLimits.validate(logicalSize, name: "points")
        try SizeLimits.validate(scale, name: "scale")
        try SizeLimits.validate(nativeScale, name: "native scale")
        try SizeLimits.validate(panelSize, name: "panel")
        try SizeLimits.validate((logicalSize * scale).rounded(rule.drawableRounding), name: "drawable size")
        let exact = logicalSize * nativeScale
        let widthError = abs(exact.width - Double(panelSize.width))
        let heightError = abs(exact.height - Double(panelSize.height)) / Double(panelSize.height)
        guard widthError <= 1, heightError <= Self.heightTolerance else {
            throw .inconsistentPanel(
                logicalSize: logicalSize, nativeScale: nativeScale, panelSize: panelSize, nativeSize: exact)
        }
        self.init(
            unchecked: logicalSize, scale: scale, nativeScale: nativeScale,
            panelSize: panelSize, orientation: orientation, rule: rule)
    }

    /// Creates a catalog display from bounds, content scale and panel without validation;
    /// the catalog tests check every entry through the validating initializers.
    /// The native scale is `panel.width / logicalSize.width` unless the platform defines it
    /// exactly (Android's density), where rounding the panel would otherwise lose it.
    init(
        catalog logicalSize: LogicalSize, scale: ScaleFactor, nativeScale: ScaleFactor? = nil,
        panelSize: PixelSize, orientation: Orientation, rule: SizingRule
    ) {
        self.init(
            unchecked: logicalSize, scale: scale,
            nativeScale: nativeScale ?? ScaleFactor(pixels: panelSize.width, per: logicalSize.width),
            panelSize: panelSize, orientation: orientation, rule: rule)
    }

    private init(
        unchecked logicalSize: LogicalSize, scale: ScaleFactor, nativeScale: ScaleFactor,
        panelSize: PixelSize, orientation: Orientation, rule: SizingRule
    ) {
        self.logicalSize = logicalSize
        self.scale = scale
        self.nativeScale = nativeScale
        self.panelSize = panelSize
        self.orientation = orientation
        self.rule = rule
    }

    /// The same display held the other way: logical and panel sizes transposed.
    public func oriented(_ newOrientation: Orientation) -> Display {
        guard newOrientation != orientation else { return self }
        return Display(
            unchecked: logicalSize.transposed, scale: scale, nativeScale: nativeScale,
            panelSize: panelSize.transposed, orientation: newOrientation, rule: rule)
    }

    /// A window of `windowSize` logical units on this display (iPad Split View, a desktop
    /// window): same scales and rule, panel area covered by the window.
    public func window(_ windowSize: LogicalSize) throws(SizingError) -> Display {
        try SizeLimits.validate(windowSize, name: "window")
        let covered = (windowSize * nativeScale).rounded(rule.nativeRounding)
        try SizeLimits.validate(covered, name: "window native size")
        return Display(
            unchecked: windowSize, scale: scale, nativeScale: nativeScale,
            panelSize: covered, orientation: orientation, rule: rule)
    }

    /// A window covering exactly `pixels` of the panel (a window resized by the user): the
    /// logical size is `pixels / nativeScale`, with the same scales and rule.
    public func window(coveringPixels pixels: PixelSize) throws(SizingError) -> Display {
        try SizeLimits.validate(pixels, name: "window native size")
        let logical = LogicalSize(width: Double(pixels.width) / nativeScale.value, height: Double(pixels.height) / nativeScale.value)
        try SizeLimits.validate(logical, name: "window")
        return Display(
            unchecked: logical, scale: scale, nativeScale: nativeScale,
            panelSize: pixels, orientation: orientation, rule: rule)
    }

    /// The pixels the app renders: `logicalSize × scale`, rounded with the platform's rule.
    public var drawableSize: PixelSize { (logicalSize * scale).rounded(rule.drawableRounding) }

    /// The pixels that map 1:1 onto the panel: on UIKit the panel itself (`nativeBounds`, which
    /// Apple's recipe sets the drawable to), elsewhere `logicalSize × nativeScale` rounded with the
    /// platform's rule.
    ///
    /// Zoomed UIKit bounds are whole points, so ``scaledBounds`` misses the panel there (iPhone
    /// 12 mini: 812 pt × 2.88 = 2338.56 px of 2340); the drawable is set to the panel's pixels.
    public var nativeSize: PixelSize { rule == .uiKit ? panelSize : scaledBounds }

    /// `logicalSize × nativeScale`, rounded with the platform's rule: what a view whose
    /// `contentScaleFactor` is `nativeScale` gets (Unity's and Unreal's iOS views).
    public var scaledBounds: PixelSize { (logicalSize * nativeScale).rounded(rule.nativeRounding) }

    /// The bounds in the platform's own unit: `414×736 pt`, `411.43×891.43 dp`.
    public var logicalSizeText: String { logicalSize.text(in: rule.logicalUnit) }
}
