public import NativeScaleCore

extension RunNote {
    /// The note in one sentence; a sweep's note about one render size begins with it.
    public var sentence: String {
        switch self {
        case .dataCentrePart(let device, let part):
            "\(device) is a data-centre part (\(part)): its raster hardware and clocks do not represent the display GPUs "
                + "that phones, laptops and desktops render with; treat its ratios as a compute-class device's, not a display GPU's"
        case .timestampsUnusable(let device, let problem, let size):
            (size.map { "\($0): " } ?? "") + "GPU timestamps on \(device) are unusable: \(Self.words(problem)); "
                + "stages were timed on the host clock instead"
        case .upscalerOutsideItsRange(let filter, let from, let to):
            "\(filter.rawValue) is an upscaler\([.easu, .fsr1].contains(filter) ? " (FSR 1 is specified for 1× to 4× the area)" : ""), "
                + "and \(from) → \(to) is not an upscale: "
                + "it reads only its nearest texels, so it aliases where a downsampling filter (area, lanczos3) would not; "
                + "bench --preset renders a size below the panel"
        case .recorded(let sentence):
            sentence
        }
    }

    private static func words(_ problem: TimestampSanity.Problem) -> String {
        switch problem {
        case .zero: "equal timestamps around a stage that did work (a driver without GPU counters)"
        case .nonMonotonic: "a timestamp earlier than the one before it"
        case .nonFinite: "a non-finite duration (timestampPeriod)"
        }
    }
}
