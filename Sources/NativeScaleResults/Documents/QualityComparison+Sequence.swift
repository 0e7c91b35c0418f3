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

        /// A figure's spread over the frames: the mean of the frames' values, their 95th
        /// percentile (linear interpolation between order statistics), and the worst frame.
        public struct Spread: Codable, Sendable, Hashable {
            public let mean: Double
            public let percentile95: Double
            public let worst: Double
            /// The worst frame's index, from 0.
            public let worstFrame: Int

            public init(mean: Double, percentile95: Double, worst: Double, worstFrame: Int) {
                self.mean = mean
                self.percentile95 = percentile95
                self.worst = worst
                self.worstFrame = worstFrame
            }
        }

        /// The frame rate the sequence is shown at (ColorVideoVDP's temporal filters are made for it).
        public let framesPerSecond: Double
        public let frames: [Frame]
        /// The spread of each frame's mean FLIP; nil unless FLIP was computed.
        public let flip: Spread?
        /// ColorVideoVDP's video mode over the sequence; nil unless computed.
        public let colorVideoVDP: ColorVideoVDPVideoScore?

        public init(framesPerSecond: Double, frames: [Frame], flip: Spread?, colorVideoVDP: ColorVideoVDPVideoScore?) {
            self.framesPerSecond = framesPerSecond
            self.frames = frames
            self.flip = flip
            self.colorVideoVDP = colorVideoVDP
        }
    }
}
