public import NativeScaleCore
import NativeScaleStatistics

/// The result of `nativescale sizes`: one render-target plan as a JSON document.
///
/// The field names are part of nativescale's interface: `logicalSize`, `scale`, `nativeScale`,
/// `drawableSize`, `nativeSize`, `resample` and `pixelRatio` are documented in the README.
public struct SizingReport: Encodable, Sendable {
    /// The catalog entry the display came from, if any.
    public struct Device: Encodable, Sendable {
        public let id: String
        public let name: String
        public let platform: String
        public let kind: String
        public let source: String
        public let confidence: String
        public let note: String?

        /// Creates the value from its parts.
        public init(id: String, name: String, platform: String, kind: String, source: String, confidence: String, note: String?) {
            self.id = id
            self.name = name
            self.platform = platform
            self.kind = kind
            self.source = source
            self.confidence = confidence
            self.note = note
        }
    }

    /// The sizing rule applied.
    public struct Rule: Encodable, Sendable {
        public let id: String
        public let title: String
        public let drawableRounding: String
        public let resampler: String
        public let source: String

        /// Creates the value from its parts.
        public init(id: String, title: String, drawableRounding: String, resampler: String, source: String) {
            self.id = id
            self.title = title
            self.drawableRounding = drawableRounding
            self.resampler = resampler
            self.source = source
        }
    }

    /// Memory and bandwidth of both paths.
    public struct Cost: Encodable, Sendable {
        public let colorFormat: String
        public let depthFormat: String
        public let sampleCount: Int
        public let refreshRate: Int
        public let nativePathMemoryBytes: Int
        public let scaledPathMemoryBytes: Int
        public let extraMemoryBytes: Int
        public let nativePathBytesPerFrame: Int
        public let scaledPathBytesPerFrame: Int
        public let extraBytesPerFrame: Int
        public let extraBytesPerSecond: Int
        public let model: String

        /// Creates the value from its parts.
        public init(
            colorFormat: String, depthFormat: String, sampleCount: Int, refreshRate: Int, nativePathMemoryBytes: Int, scaledPathMemoryBytes: Int,
            extraMemoryBytes: Int, nativePathBytesPerFrame: Int, scaledPathBytesPerFrame: Int, extraBytesPerFrame: Int, extraBytesPerSecond: Int, model: String
        ) {
            self.colorFormat = colorFormat
            self.depthFormat = depthFormat
            self.sampleCount = sampleCount
            self.refreshRate = refreshRate
            self.nativePathMemoryBytes = nativePathMemoryBytes
            self.scaledPathMemoryBytes = scaledPathMemoryBytes
            self.extraMemoryBytes = extraMemoryBytes
            self.nativePathBytesPerFrame = nativePathBytesPerFrame
            self.scaledPathBytesPerFrame = scaledPathBytesPerFrame
            self.extraBytesPerFrame = extraBytesPerFrame
            self.extraBytesPerSecond = extraBytesPerSecond
            self.model = model
        }
    }

    /// One platform's rendering of the same logical size and panel.
    public struct Variant: Encodable, Sendable {
        public let rule: String
        public let contentScale: Double
        public let drawableSize: SizeDocument<Int>
        public let resample: ResampleDirection

        /// Creates the value from its parts.
        public init(rule: String, contentScale: Double, drawableSize: SizeDocument<Int>, resample: ResampleDirection) {
            self.rule = rule
            self.contentScale = contentScale
            self.drawableSize = drawableSize
            self.resample = resample
        }
    }

    /// An iPad multitasking window, when the report is for one.
    public struct Window: Encodable, Sendable {
        public let arrangement: String
        public let sizeClass: String

        /// Creates the value from its parts.
        public init(arrangement: String, sizeClass: String) {
            self.arrangement = arrangement
            self.sizeClass = sizeClass
        }
    }

    public let device: Device?
    public let window: Window?
    public let orientation: String
    public let logicalSize: SizeDocument<Double>
    public let scale: Double
    public let nativeScale: Double
    public let drawableSize: SizeDocument<Int>
    public let nativeSize: SizeDocument<Int>
    public let panelSize: SizeDocument<Int>
    public let resample: ResampleDirection
    public let widthRatio: Double
    public let heightRatio: Double
    public let pixelRatio: Double
    public let extraPixelsPerFrame: Int
    public let rule: Rule
    public let cost: Cost
    public let safeArea: InsetsDocument?
    public let platforms: [Variant]
    public let platformsDisagree: Bool
    /// The panel's physical size and class, for a catalog entry.
    public let physicalPanel: PhysicalPanel?
    /// The pixels per degree a viewer sees and what they come from; nil when unknown.
    public let viewing: ViewingGeometry?
    /// How to render the native size on the display's platform, or in the format `--apply` chose.
    public let apply: SizeSettingDocument?

    /// A catalog panel's physical figures.
    public struct PhysicalPanel: Encodable, Sendable {
        public let pixelsPerInch: Double
        public let diagonalInches: Double?
        public let deviceClass: DeviceClass
        public let typicalViewingDistanceCentimetres: Double
        public let source: String
        public let distanceSource: String

        /// The document of `panel`, with its device class's typical distance.
        public init(_ panel: Panel) {
            pixelsPerInch = panel.density.pixelsPerInch
            diagonalInches = panel.diagonalInches
            deviceClass = panel.deviceClass
            typicalViewingDistanceCentimetres = panel.deviceClass.typicalViewingDistance.centimetres
            source = panel.source
            distanceSource = panel.deviceClass.distanceSource
        }
    }

    /// Builds the document for `plan`, from `entry` when the display came from the catalog.
    public init(
        plan: RenderTargetPlan, entry: CatalogEntry? = nil, window: MultitaskingWindow? = nil, viewing: ViewingGeometry? = nil,
        apply: SizeSettingDocument? = nil
    ) {
        let display = plan.display
        device = entry.map {
            Device(
                id: $0.id, name: $0.name, platform: $0.platform.rawValue, kind: $0.kind.rawValue,
                source: $0.source, confidence: $0.confidence.rawValue, note: $0.note)
        }
        self.window = window.map { Window(arrangement: $0.arrangement.rawValue, sizeClass: $0.sizeClass.rawValue) }
        orientation = display.orientation.rawValue
        logicalSize = SizeDocument(display.logicalSize)
        scale = display.scale.value
        nativeScale = display.nativeScale.value
        drawableSize = SizeDocument(plan.drawableSize)
        nativeSize = SizeDocument(plan.nativeSize)
        panelSize = SizeDocument(plan.panelSize)
        resample = plan.resample
        widthRatio = plan.widthRatio
        heightRatio = plan.heightRatio
        pixelRatio = plan.pixelRatio
        extraPixelsPerFrame = plan.extraPixelsPerFrame
        rule = Rule(
            id: display.rule.rawValue, title: display.rule.title,
            drawableRounding: display.rule.drawableRounding.description,
            resampler: display.rule.resampler, source: display.rule.source)
        let attachments = plan.attachments
        cost = Cost(
            colorFormat: attachments.colorFormat.rawValue, depthFormat: attachments.depthFormat.rawValue,
            sampleCount: attachments.sampleCount, refreshRate: attachments.refreshRate,
            nativePathMemoryBytes: plan.nativePath.memoryBytes, scaledPathMemoryBytes: plan.scaledPathOnDevice.memoryBytes,
            extraMemoryBytes: plan.extraMemoryBytes,
            nativePathBytesPerFrame: plan.nativePath.bytesPerFrame, scaledPathBytesPerFrame: plan.scaledPathOnDevice.bytesPerFrame,
            extraBytesPerFrame: plan.extraBytesPerFrame, extraBytesPerSecond: plan.extraBytesPerSecond,
            model: "first order: each attachment written once, MSAA resolve reads every sample, resample reads "
                + "the drawable and writes the native image (none where the display hardware resamples at scanout); no compression, no overdraw")
        safeArea = window == nil ? entry?.safeArea?.insets(for: display.orientation).map(InsetsDocument.init) : nil
        platforms = plan.platformVariants.map {
            Variant(
                rule: $0.rule.rawValue, contentScale: $0.contentScale.value,
                drawableSize: SizeDocument($0.drawableSize), resample: $0.resample)
        }
        platformsDisagree = plan.variantGroups.count > 1
        physicalPanel = entry?.panel.map(PhysicalPanel.init)
        self.viewing = viewing
        self.apply = apply
    }
}
