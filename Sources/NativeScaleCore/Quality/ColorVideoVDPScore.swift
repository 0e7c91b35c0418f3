/// What ColorVideoVDP found comparing an image with its reference on a display: the quality in
/// JOD (just-objectionable differences; 10 is no visible difference, and one JOD less means 75 %
/// of viewers prefer the better image) and the pooled differences it came from.
public struct ColorVideoVDPScore: Hashable, Sendable, Codable {
    /// One spatial frequency band of the pyramid, the last being the baseband.
    public struct Band: Hashable, Sendable, Codable {
        /// The band's peak frequency in cycles per degree (the baseband's is nominal, 0.1).
        public let frequency: Double
        /// The pooled masked difference of each colour channel: achromatic, red-green, yellow-violet
        /// (and, in a video, the achromatic transient channel).
        public let differences: [Double]

        public init(frequency: Double, differences: [Double]) {
            self.frequency = frequency
            self.differences = differences
        }
    }

    /// Quality in JOD, at most 10.
    public let jod: Double
    /// The display the images were judged on.
    public let display: DisplayModel
    public let bands: [Band]

    public init(jod: Double, display: DisplayModel, bands: [Band]) {
        self.jod = jod
        self.display = display
        self.bands = bands
    }
}
