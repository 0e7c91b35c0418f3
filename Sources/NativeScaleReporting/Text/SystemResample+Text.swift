public import NativeScaleCore

extension SystemResample {
    /// What a sweep measured through: the format's buffer every point renders into, who
    /// resamples it to the panel, and what stands in for that resample.
    public var sentence: String {
        let how =
            onGPU
            ? "a GPU pass of the system's, not timed here: the same for every point"
            : "as it scans the buffer out, no GPU pass"
        return "\(format.title) renders into a \(buffer) buffer, and \(resampler) resamples it\(direction.verb) to the \(panel) panel (\(how)). "
            + "Every point renders into that buffer and is judged after the resample, \(filter.rawValue) standing in for the system's "
            + "filter; 'native' is the whole buffer, and each scale is of it."
    }
}

extension ResampleDirection {
    /// The direction as an adverb after a verb: " up", " down", "" where it has none.
    var verb: String {
        switch self {
        case .up: " up"
        case .down: " down"
        case .mixed, .none: ""
        }
    }
}
