public import NativeScaleCore
import NativeScaleStatistics

/// One entry of `nativescale devices --json`.
public struct CatalogListing: Encodable, Sendable {
    /// A multitasking window in JSON.
    public struct Window: Encodable, Sendable {
        public let arrangement: String
        public let orientation: String
        public let size: SizeDocument<Double>
        public let sizeClass: String

        /// Creates the value from its parts.
        public init(arrangement: String, orientation: String, size: SizeDocument<Double>, sizeClass: String) {
            self.arrangement = arrangement
            self.orientation = orientation
            self.size = size
            self.sizeClass = sizeClass
        }
    }

    public let id: String
    public let aliases: [String]
    public let name: String
    public let platform: String
    public let kind: String
    public let orientation: String
    public let logicalSize: SizeDocument<Double>
    public let scale: Double
    public let nativeScale: Double
    public let panelSize: SizeDocument<Int>
    public let drawableSize: SizeDocument<Int>
    public let nativeSize: SizeDocument<Int>
    public let resample: ResampleDirection
    public let pixelRatio: Double
    public let rule: String
    public let safeArea: SafeAreaDocument?
    public let multitasking: [Window]?
    public let source: String
    public let confidence: String
    public let note: String?
    /// The panel's density, diagonal and device class with their source, and the pixels per
    /// degree at the class's typical viewing distance.
    public let physicalPanel: SizingReport.PhysicalPanel?
    public let pixelsPerDegree: Double?

    /// Lists `entry`.
    public init(_ entry: CatalogEntry) {
        let plan = RenderTargetPlan(display: entry.display)
        id = entry.id
        aliases = entry.aliases
        name = entry.name
        platform = entry.platform.rawValue
        kind = entry.kind.rawValue
        orientation = entry.display.orientation.rawValue
        logicalSize = SizeDocument(entry.display.logicalSize)
        scale = entry.display.scale.value
        nativeScale = entry.display.nativeScale.value
        panelSize = SizeDocument(entry.display.panelSize)
        drawableSize = SizeDocument(plan.drawableSize)
        nativeSize = SizeDocument(plan.nativeSize)
        resample = plan.resample
        pixelRatio = plan.pixelRatio
        rule = entry.display.rule.rawValue
        safeArea = entry.safeArea.map(SafeAreaDocument.init)
        multitasking = entry.multitasking?.windows.map {
            Window(
                arrangement: $0.arrangement.rawValue, orientation: $0.orientation.rawValue,
                size: SizeDocument($0.size), sizeClass: $0.sizeClass.rawValue)
        }
        source = entry.source
        confidence = entry.confidence.rawValue
        note = entry.note
        physicalPanel = entry.panel.map(SizingReport.PhysicalPanel.init)
        pixelsPerDegree = entry.panel.flatMap { try? ViewingGeometry.resolve(panel: $0).pixelsPerDegree.value }
    }
}
