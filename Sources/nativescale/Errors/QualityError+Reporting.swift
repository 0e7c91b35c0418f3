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
        }
    }

    /// 64: the user's two files.
    public var exitStatus: ExitStatus { .badInput }
}
