public import NativeScaleCore

/// The on-screen half of a `bench --present` result: the window, the swapchain and the frames.
public struct PresentMeasurement: Codable, Sendable {
    /// The window system and the window's framebuffer (the native size).
    public let windowSystem: WindowSystem
    public let windowSize: SizeDocument<Int>
    public let presentMode: PresentMode
    public let swapchainFormat: String
    public let swapchainImages: Int
    public let rounds: Int
    public let measuringSeconds: Double
    /// The statistics of ``samples``; recomputed from them whenever a file is read.
    public internal(set) var analysis: PresentAnalysis
    public let samples: [PresentSample]

    public init(windowSystem: WindowSystem, windowSize: PixelSize, presentMode: PresentMode, swapchainFormat: String, swapchainImages: Int,
                samples: [PresentSample], measuringSeconds: Double, seed: UInt64) {
        self.windowSystem = windowSystem
        self.windowSize = SizeDocument(windowSize)
        self.presentMode = presentMode
        self.swapchainFormat = swapchainFormat
        self.swapchainImages = swapchainImages
        rounds = Set(samples.map(\.round)).count
        self.measuringSeconds = measuringSeconds
        analysis = PresentAnalysis(samples: samples, seed: seed)
        self.samples = samples
    }
}

extension PresentMeasurement {
    /// This measurement with its analysis recomputed from its samples.
    func reanalysed(seed: UInt64) -> PresentMeasurement {
        var copy = self
        copy.analysis = PresentAnalysis(samples: samples, seed: seed)
        return copy
    }
}
