/// Memory and bytes moved for one frame of one rendering path, in a first-order model.
///
/// The model counts each attachment written once per frame at its full size (no overdraw, no
/// framebuffer compression, no tile memory), an MSAA resolve as one read of every sample and one
/// write of the resolved image, and a resample as one read of the source and one write of the
/// destination. Real devices move less (compression, tile-based GPUs keep MSAA and depth on chip)
/// or more (overdraw); the *difference* between the two paths is what the model is for.
public struct FrameTraffic: Hashable, Sendable {
    /// Bytes of render-target memory the path keeps beside the presented image.
    public var memoryBytes: Int
    /// Bytes written and read by the scene and any resolve or resample, per frame.
    public var bytesPerFrame: Int

    /// The traffic of rendering at `renderSize` and presenting at `presentSize`.
    ///
    /// With equal sizes the scene renders straight into the presented image (MSAA resolves into
    /// it); otherwise it renders into an offscreen image of `renderSize`, which is then
    /// resampled into the presented image.
    public init(renderSize: PixelSize, presentSize: PixelSize, attachments: AttachmentConfiguration) {
        let color = attachments.colorFormat.bytesPerPixel
        let samples = attachments.sampleCount
        let rendered = renderSize.pixelCount
        var memory = rendered * attachments.depthFormat.bytesPerPixel * samples
        var traffic = memory
        if samples > 1 {
            memory += rendered * color * samples
            traffic += rendered * color * samples + rendered * color * samples
        } else {
            traffic += rendered * color
        }
        if renderSize != presentSize {
            memory += rendered * color
            if samples > 1 { traffic += rendered * color }
            traffic += rendered * color + presentSize.pixelCount * color
        } else if samples > 1 {
            traffic += rendered * color
        }
        memoryBytes = memory
        bytesPerFrame = traffic
    }
}
