import NativeScaleCore
import Testing

@Suite("Display")
struct DisplayTests {
    let plusPoints = LogicalSize(width: 414, height: 736)

    @Test("Any consistent set of figures builds the same iPhone 8 Plus")
    func consistentSets() throws {
        let fromPanel = try Display(logicalSize: plusPoints, scale: ScaleFactor(3), panelSize: PixelSize(width: 1080, height: 1920))
        let fromScale = try Display(logicalSize: plusPoints, scale: ScaleFactor(3), nativeScale: ScaleFactor(1080.0 / 414.0))
        let fromAll = try Display(
            logicalSize: plusPoints, scale: ScaleFactor(3), nativeScale: ScaleFactor(2.608696),
            panelSize: PixelSize(width: 1080, height: 1920))
        for display in [fromPanel, fromScale, fromAll] {
            #expect(display.panelSize == PixelSize(width: 1080, height: 1920))
            #expect(display.drawableSize == PixelSize(width: 1242, height: 2208))
            #expect(display.nativeSize == PixelSize(width: 1080, height: 1920))
        }
        #expect(abs(fromPanel.nativeScale.value - 2.6086956521739) < 1e-12)
    }

    @Test(
        "A native scale that misses the panel is rejected",
        arguments: [
            (2.6, PixelSize(width: 1080, height: 1920)),  // SO-NATIVE's rounded "2.6"
            (3.0, PixelSize(width: 1080, height: 1920)),  // the simulator's nativeScale
            (2.608696, PixelSize(width: 1080, height: 1940)),  // height 1 % off
        ])
    func inconsistentPanel(nativeScale: Double, panel: PixelSize) {
        #expect(throws: SizingError.self) {
            try Display(logicalSize: plusPoints, scale: ScaleFactor(3), nativeScale: ScaleFactor(nativeScale), panelSize: panel)
        }
    }

    @Test("Zoomed heights within the documented tolerance are accepted")
    func zoomedHeightTolerance() throws {
        // iPhone 8 Display Zoom: 568 pt × 2.34375 = 1331.25 px on a 1334 px panel.
        let zoomed = try Display(
            logicalSize: LogicalSize(width: 320, height: 568), scale: ScaleFactor(2), nativeScale: ScaleFactor(2.34375),
            panelSize: PixelSize(width: 750, height: 1334))
        #expect(zoomed.scaledBounds == PixelSize(width: 750, height: 1331))
        // The drawable is set to nativeBounds, the panel's pixels.
        #expect(zoomed.nativeSize == PixelSize(width: 750, height: 1334))
    }

    @Test(
        "Bad lengths and scales are rejected",
        arguments: [
            (0.0, 3.0), (-414.0, 3.0), (Double.nan, 3.0), (Double.infinity, 3.0), (1e9, 3.0),
            (414.0, 0.0), (414.0, -3.0), (414.0, Double.nan), (414.0, -Double.infinity), (414.0, 300.0),
        ])
    func badInput(width: Double, scale: Double) {
        #expect(throws: SizingError.self) {
            try Display(
                logicalSize: LogicalSize(width: width, height: 736), scale: ScaleFactor(scale),
                nativeScale: ScaleFactor(2.608696))
        }
    }

    @Test("A bad value is carried by the error, with the setting it was given for")
    func errorNamesValue() {
        let error = #expect(throws: SizingError.self) {
            try Display(logicalSize: plusPoints, scale: ScaleFactor(.nan), nativeScale: ScaleFactor(2))
        }
        guard case .invalidScale(let name, let value, let maximum) = error else {
            Issue.record("expected invalidScale, got \(String(describing: error))")
            return
        }
        #expect(name == "scale" && value.isNaN && maximum == SizeLimits.maximumScale)
    }

    @Test("Landscape transposes bounds and panel, not scales")
    func orientation() throws {
        let portrait = try Display(logicalSize: plusPoints, scale: ScaleFactor(3), panelSize: PixelSize(width: 1080, height: 1920))
        let landscape = portrait.oriented(.landscape)
        #expect(landscape.logicalSize == LogicalSize(width: 736, height: 414))
        #expect(landscape.panelSize == PixelSize(width: 1920, height: 1080))
        #expect(landscape.drawableSize == PixelSize(width: 2208, height: 1242))
        #expect(landscape.nativeScale == portrait.nativeScale)
        #expect(landscape.oriented(.portrait) == portrait)
    }
}
