import ArgumentParser
import NativeScaleCore

/// `--sequence N` and `--fps F` of `bench` and `sweep`: the workload rendered as N frames moving
/// at its stated speed (``SceneMotion``), frame i at time i / F.
struct SequenceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Render the workload as a sequence of N frames (2 to 600): the pattern scrolls and rotates, the scene's camera orbits and "
                + "its objects turn, a shader's iTime advances; frame i is at i / --fps seconds.", valueName: "N"))
    var sequence: Int?
    @Option(help: "The sequence's frame rate, frames a second (1 to 1000; default 60).")
    var fps: Double?

    func validate() throws {
        if let sequence, !FrameSequence.frameRange.contains(sequence) {
            throw ValidationError("--sequence \(sequence) is out of range; expected 2 to 600 frames")
        }
        if let fps, !FrameSequence.rateRange.contains(fps) {
            throw ValidationError("--fps \(fps) is not a frame rate; expected 1 to 1000 frames a second (e.g. 60)")
        }
        if let fps, sequence == nil {
            throw ValidationError("--fps \(fps) sets a sequence's frame rate; expected --sequence N with it")
        }
    }

    /// The sequence asked for; nil for still frames.
    var frameSequence: FrameSequence? {
        sequence.flatMap { FrameSequence(frames: $0, framesPerSecond: fps ?? 60) }
    }
}
