public import NativeScaleCore

extension SweepResult {
    /// Frames in a sequence's strip (``Crop/stripPng``).
    public static let stripFrames = 4
}

extension SweepResult.Point {
    /// A sequence's point frame by frame.
    public struct Frames: Codable, Sendable, Hashable {
        /// The spread of each frame's mean FLIP; nil when FLIP was not computed.
        public let flip: FrameSpread?
        /// Each frame's JOD (``ColorVideoVDPVideoScore/frameJOD``); nil without a display model.
        public let frameJOD: [Double]?

        public init(flip: FrameSpread?, frameJOD: [Double]?) {
            self.flip = flip
            self.frameJOD = frameJOD
        }
    }
}
