public import NativeScaleCore
import NativeScaleQuality
public import NativeScaleUseCases

extension QualityError: CustomStringConvertible, ReportableError {
    /// The line `quality` ends with (``FlagWording`` adds the flag that resamples a test image).
    public var description: String {
        switch self {
        case .sizesDiffer(let reference, let test):
            "the test image is \(test) and the reference \(reference); expected the same size, or a filter to resample the test image with"
        case .depthsDiffer(let reference, let test):
            "the reference has \(reference) bits a channel and the test image \(test); expected both 8-bit or both 16-bit"
        case .tooSmallForColorVideoVDP(let size):
            "the images are \(size); ColorVideoVDP needs at least \(ColorVideoVDP.minimumSide) pixels on each side"
        case .noFrames(let folder):
            "'\(folder)' holds no PNG frame; expected a folder of .png files, a frame each, shown in the order of their names"
        case .frameCountsDiffer(let reference, let test):
            "the reference folder holds \(reference) frames and the test folder \(test); expected as many frames in each"
        case .frameSizeDiffers(let frame, let size, let first):
            "frame '\(frame)' is \(size) and its sequence's first frame \(first); expected every frame of a sequence the same size"
        case .tooFewFramesForVideo(let folder, let frames):
            "'\(folder)' holds \(frames) frame; ColorVideoVDP's video mode needs two or more (compare one frame as an image: quality REF.png TEST.png)"
        }
    }

    /// 64: the user's two files or folders.
    public var exitStatus: ExitStatus { .badInput }
}
