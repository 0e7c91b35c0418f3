import NativeScaleCore
import NativeScaleQuality
import NativeScaleResults

/// A path judged over a sequence's frames (`sweep --sequence`): each frame against the
/// reference's same frame, the sequence in ColorVideoVDP's video mode.
struct JudgedSequence {
    /// The sequence's figures: JOD in the video mode, the others the means over the frames.
    let quality: QualityMetrics
    let frames: SweepResult.Point.Frames
    /// Each frame's crop of the sweep's region.
    let crops: [RGBAImage]
    /// The worst frame by mean FLIP (the first, without FLIP), its image and its FLIP map.
    let worstFrame: Int
    let worstImage: RGBAImage
    let worstFLIP: FLIPErrorMap?

    /// The worst frame's crop.
    var crop: RGBAImage { crops[worstFrame] }

    /// Frames that show the motion around the worst: ``SweepResult/stripFrames`` consecutive crops
    /// from just before it, side by side, 4 px apart.
    var strip: RGBAImage {
        let count = SweepResult.stripFrames
        let first = max(0, min(worstFrame - 1, crops.count - count))
        return crops[first..<min(crops.count, first + count)].dropFirst().reduce(crops[first]) { RGBAImage.sideBySide($0, $1, gap: 4) }
    }
}

extension SweepRun {
    /// Renders each frame of the sequence with `render` (as the panel shows it), judges it
    /// against the reference's frame, and the sequence in the video mode.
    func judge(_ render: (Int) throws -> RGBAImage) throws -> JudgedSequence {
        try Self.judge(
            references: referenceFrames, metric: colorVideoVDP, request: sweep.request, crop: { crop($0) }, render: render)
    }

    /// ``judge(_:)`` before the run exists: against `references`, cropped by `crop`.
    static func judge(
        references: [RGBAImage], metric: ColorVideoVDP?, request: SweepUseCase.Request, crop: (RGBAImage) -> RGBAImage,
        render: (Int) throws -> RGBAImage
    ) throws -> JudgedSequence {
        var video = metric.map { ColorVideoVDPVideo(metric: $0, framesPerSecond: request.workload.sequence?.framesPerSecond ?? 60) }
        var metrics: [QualityMetrics] = []
        var crops: [RGBAImage] = []
        var worst: (frame: Int, flip: Double, image: RGBAImage, map: FLIPErrorMap?)?
        for (frame, reference) in references.enumerated() {
            let image = try render(frame)
            let (measured, map) = QualityMetrics.measure(image, against: reference, pixelsPerDegree: request.viewing?.pixelsPerDegree)
            metrics.append(measured)
            crops.append(crop(image))
            video?.append(test: image, reference: reference)
            let flip = measured.flip?.mean ?? -1
            if worst == nil || flip > worst!.flip { worst = (frame, flip, image, map) }
        }
        let score = video.map { $0.score() }
        let flips = metrics.compactMap { $0.flip?.mean }
        return JudgedSequence(
            quality: QualityMetrics.averaged(metrics, jod: score?.jod),
            frames: SweepResult.Point.Frames(flip: flips.count == metrics.count ? FrameSpread(flips) : nil, frameJOD: score?.frameJOD),
            crops: crops, worstFrame: worst?.frame ?? 0, worstImage: worst?.image ?? crops[0], worstFLIP: worst?.map)
    }
}
