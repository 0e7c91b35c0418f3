/// What ColorVideoVDP's video mode found comparing a sequence of frames with its reference
/// sequence on a display at a frame rate: the sequence's quality in JOD and each frame's.
public struct ColorVideoVDPVideoScore: Hashable, Sendable, Codable {
    /// The sequence's quality in JOD, at most 10: the frames' pooled differences pooled over time.
    public let jod: Double
    /// The display the frames were judged on.
    public let display: DisplayModel
    /// The frame rate the temporal filters were made for.
    public let framesPerSecond: Double
    /// The temporal filters' length in frames (250 ms, odd).
    public let filterLength: Int
    /// Each frame's quality in JOD, as if the whole sequence differed as that frame does.
    public let frameJOD: [Double]
    /// Each band's differences per channel (achromatic sustained, red-green, yellow-violet,
    /// achromatic transient), the root mean square over the frames.
    public let bands: [ColorVideoVDPScore.Band]

    public init(jod: Double, display: DisplayModel, framesPerSecond: Double, filterLength: Int, frameJOD: [Double], bands: [ColorVideoVDPScore.Band]) {
        self.jod = jod
        self.display = display
        self.framesPerSecond = framesPerSecond
        self.filterLength = filterLength
        self.frameJOD = frameJOD
        self.bands = bands
    }

    /// The number of frames judged.
    public var frameCount: Int { frameJOD.count }
}
