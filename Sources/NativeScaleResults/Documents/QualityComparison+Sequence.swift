public import NativeScaleCore

extension QualityComparison {
    /// Two sequences of frames compared frame by frame (`quality REF_DIR TEST_DIR`, schema
    /// version 4): each frame's figures, FLIP's spread over the frames, and ColorVideoVDP's video
    /// mode over the whole sequence.
    public struct Sequence: Codable, Sendable, Hashable {
        /// One pair of frames, by file name, and its figures.
        public struct Frame: Codable, Sendable, Hashable {
            public let reference: String
            public let test: String
            public let metrics: QualityMetrics

            public init(reference: String, test: String, metrics: QualityMetrics) {
                self.reference = reference
                self.test = test
                self.metrics = metrics
            }
        }

        /// The frame rate the sequence is shown at (ColorVideoVDP's temporal filters are made for it).
        public let framesPerSecond: Double
        public let frames: [Frame]
        /// The spread of each frame's mean FLIP; nil unless FLIP was computed.
        public let flip: FrameSpread?
        /// ColorVideoVDP's video mode over the sequence; nil unless computed.
        public let colorVideoVDP: ColorVideoVDPVideoScore?

        public init(framesPerSecond: Double, frames: [Frame], flip: FrameSpread?, colorVideoVDP: ColorVideoVDPVideoScore?) {
            self.framesPerSecond = framesPerSecond
            self.frames = frames
            self.flip = flip
            self.colorVideoVDP = colorVideoVDP
        }
    }
}
