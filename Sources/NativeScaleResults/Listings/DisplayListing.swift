public import NativeScaleCore
import NativeScaleStatistics

/// The document of `nativescale displays --json` (schema `nativescale.displays` v1): every
/// monitor GLFW sees and the sizing plan of a window on it. Its explanations and notes are
/// values; Reporting words them and writes the JSON (`DisplayListing+JSON.swift`).
public struct DisplayListing: Sendable {
    /// The schema name.
    public static let schemaName = "nativescale.displays"

    /// A video mode in JSON; `refreshRate` is null when the server reports none.
    public struct Mode: Encodable, Sendable {
        public let width: Int
        public let height: Int
        public let refreshRate: Int?
        public let colorBits: Int

        enum CodingKeys: String, CodingKey { case width, height, refreshRate, colorBits }

        init(_ mode: VideoMode) {
            width = mode.size.width
            height = mode.size.height
            refreshRate = mode.refreshRate
            colorBits = mode.colorBits
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(refreshRate, forKey: .refreshRate)
            try container.encode(colorBits, forKey: .colorBits)
        }
    }

    /// A physical size in JSON, with where it comes from.
    public struct Physical: Encodable, Sendable {
        public let widthMillimetres: Int
        public let heightMillimetres: Int
        public let provenance: String
        /// Pixels per inch of the current mode; null unless the size was reported.
        public let dotsPerInch: SizeDocument<Double>?

        enum CodingKeys: String, CodingKey { case widthMillimetres, heightMillimetres, provenance, dotsPerInch }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(widthMillimetres, forKey: .widthMillimetres)
            try container.encode(heightMillimetres, forKey: .heightMillimetres)
            try container.encode(provenance, forKey: .provenance)
            try container.encode(dotsPerInch, forKey: .dotsPerInch)
        }

        /// Creates the value from its parts.
        public init(widthMillimetres: Int, heightMillimetres: Int, provenance: String, dotsPerInch: SizeDocument<Double>?) {
            self.widthMillimetres = widthMillimetres
            self.heightMillimetres = heightMillimetres
            self.provenance = provenance
            self.dotsPerInch = dotsPerInch
        }
    }

    /// How a window of one logical size is sized on a monitor.
    public struct Window: Sendable {
        public let logicalSize: SizeDocument<Double>
        public let contentScale: Double
        public let windowSize: SizeDocument<Int>
        public let framebufferSize: SizeDocument<Int>
        /// What `glfwGetFramebufferSize` reported for a hidden window of `windowSize`.
        public let measuredFramebufferSize: SizeDocument<Int>?
        public let drawableSize: SizeDocument<Int>?
        public let nativeSize: SizeDocument<Int>?
        public let resample: ResampleDirection?
        public let rule: String
        public let resampling: WindowSizing.Resampling

        /// Creates the value from its parts.
        public init(
            logicalSize: SizeDocument<Double>, contentScale: Double, windowSize: SizeDocument<Int>, framebufferSize: SizeDocument<Int>,
            measuredFramebufferSize: SizeDocument<Int>?, drawableSize: SizeDocument<Int>?, nativeSize: SizeDocument<Int>?, resample: ResampleDirection?,
            rule: String, resampling: WindowSizing.Resampling
        ) {
            self.logicalSize = logicalSize
            self.contentScale = contentScale
            self.windowSize = windowSize
            self.framebufferSize = framebufferSize
            self.measuredFramebufferSize = measuredFramebufferSize
            self.drawableSize = drawableSize
            self.nativeSize = nativeSize
            self.resample = resample
            self.rule = rule
            self.resampling = resampling
        }
    }

    /// One monitor.
    public struct Entry: Sendable {
        public let name: String
        public let primary: Bool
        /// The monitor's rectangle on the virtual screen.
        public let bounds: ScreenRect
        public let currentMode: Mode
        public let modes: [Mode]
        public let contentScale: SizeDocument<Double>
        public let physicalSize: Physical
        public let workArea: ScreenRect
        public let window: Window
        /// What is synthetic or missing in the figures above.
        public let notes: [Note]

        /// Creates the value from its parts.
        public init(
            name: String, primary: Bool, bounds: ScreenRect, currentMode: Mode, modes: [Mode], contentScale: SizeDocument<Double>, physicalSize: Physical,
            workArea: ScreenRect, window: Window, notes: [Note]
        ) {
            self.name = name
            self.primary = primary
            self.bounds = bounds
            self.currentMode = currentMode
            self.modes = modes
            self.contentScale = contentScale
            self.physicalSize = physicalSize
            self.workArea = workArea
            self.window = window
            self.notes = notes
        }
    }

    /// What is synthetic or missing in a monitor's figures.
    public enum Note: Hashable, Sendable {
        /// GLFW's 96-dpi fallback size: the server reported 0 mm.
        case fallbackPhysicalSize(widthMillimetres: Int, heightMillimetres: Int)
        case noPhysicalSize
        case noRefreshRate
        /// GLFW gave another framebuffer than the plan's for the window.
        case framebufferConstrained(measured: PixelSize, window: PixelSize, planned: PixelSize)
    }

    public let schema: String
    public let schemaVersion: Int
    public let windowSystem: WindowSystem
    public let glfwVersion: String
    public let monitors: [Entry]

    /// Lists `monitors`, sizing a window of `window` logical units on each (default: the
    /// monitor's work area in logical units); `probe` opens a hidden window of the planned size
    /// and returns its real framebuffer size, to check the plan against GLFW.
    public init(
        windowSystem: WindowSystem, glfwVersion: String, monitors: [Monitor], window: LogicalSize?,
        probe: (PixelSize) throws -> PixelSize? = { _ in nil }
    ) throws {
        schema = Self.schemaName
        schemaVersion = 1
        self.windowSystem = windowSystem
        self.glfwVersion = glfwVersion
        var entries: [Entry] = []
        for monitor in monitors {
            let logical = window ?? monitor.logicalWorkArea(on: windowSystem)
            let sizing = try WindowSizing(windowSystem: windowSystem, logicalSize: logical, contentScale: monitor.contentScale)
            entries.append(Entry(monitor: monitor, sizing: sizing, measured: try probe(sizing.windowSize), windowSystem: windowSystem))
        }
        self.monitors = entries
    }
}

extension DisplayListing.Entry {
    init(monitor: Monitor, sizing: WindowSizing, measured: PixelSize?, windowSystem: WindowSystem) {
        name = monitor.name
        primary = monitor.isPrimary
        bounds = monitor.bounds
        currentMode = DisplayListing.Mode(monitor.currentMode)
        modes = monitor.modes.map(DisplayListing.Mode.init)
        contentScale = SizeDocument(width: monitor.contentScale.value, height: monitor.verticalContentScale.value)
        let physical = monitor.physicalSize
        physicalSize = DisplayListing.Physical(
            widthMillimetres: physical.widthMillimetres, heightMillimetres: physical.heightMillimetres,
            provenance: physical.provenance.rawValue,
            dotsPerInch: monitor.dotsPerInch.map { SizeDocument(width: $0.horizontal, height: $0.vertical) })
        workArea = monitor.workArea
        let plan = sizing.plan
        window = DisplayListing.Window(
            logicalSize: SizeDocument(sizing.logicalSize), contentScale: sizing.contentScale.value,
            windowSize: SizeDocument(sizing.windowSize), framebufferSize: SizeDocument(sizing.framebufferSize),
            measuredFramebufferSize: measured.map { SizeDocument($0) },
            drawableSize: plan.map { SizeDocument($0.drawableSize) }, nativeSize: plan.map { SizeDocument($0.nativeSize) },
            resample: plan?.resample, rule: windowSystem.rule.rawValue, resampling: sizing.resampling)
        var notes: [DisplayListing.Note] = []
        switch physical.provenance {
        case .glfwFallback:
            notes.append(.fallbackPhysicalSize(widthMillimetres: physical.widthMillimetres, heightMillimetres: physical.heightMillimetres))
        case .unknown:
            notes.append(.noPhysicalSize)
        case .reported:
            break
        }
        if monitor.currentMode.refreshRate == nil { notes.append(.noRefreshRate) }
        if let measured, measured != sizing.framebufferSize {
            notes.append(.framebufferConstrained(measured: measured, window: sizing.windowSize, planned: sizing.framebufferSize))
        }
        self.notes = notes
    }
}
