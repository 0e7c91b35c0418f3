/// What a user should know about a run's figures besides what its analysis finds: a value the
/// renderer or the use case records, worded only by the reports.
public enum RunNote: Hashable, Sendable {
    /// The device is a data-centre part (`part`: H100, MI300X, ...): its raster hardware and
    /// clocks do not represent the display GPUs of phones, laptops and desktops.
    case dataCentrePart(device: String, part: String)
    /// The device's GPU timestamps were unusable (`problem`), so its stages were timed on the
    /// host clock; `size` is the render size a sweep measured when it happened.
    case timestampsUnusable(device: String, problem: TimestampSanity.Problem, size: PixelSize?)
    /// An upscaler (`easu`, `fsr1`, `sgsr1`) measured where the drawable is not smaller than the
    /// native size: it is made for upscales, and resamples `from` → `to` with its few nearest texels.
    case upscalerOutsideItsRange(ResampleFilter, from: PixelSize, to: PixelSize)
    /// A sentence a file written before notes were values recorded (bench schema 9, sweep 15 and
    /// older), kept as it was written.
    case recorded(String)

    /// The notes of measuring `filters` from `drawable` to `native`: one per upscaler where the
    /// resample is not an upscale (a downsample, or mixed).
    public static func upscalers(_ filters: [ResampleFilter], from drawable: PixelSize, to native: PixelSize) -> [RunNote] {
        guard ResampleDirection(from: drawable, to: native) != .up, drawable != native else { return [] }
        return filters.filter(\.isUpscaler).map { .upscalerOutsideItsRange($0, from: drawable, to: native) }
    }

    /// The same note at the render size `size` (a sweep's notes say which size they are about).
    public func at(_ size: PixelSize) -> RunNote {
        if case .timestampsUnusable(let device, let problem, _) = self { .timestampsUnusable(device: device, problem: problem, size: size) } else { self }
    }
}

extension RunNote: Codable {
    private enum CodingKeys: String, CodingKey { case note, device, part, problem, size, filter, from, to }
    private enum Kind: String, Codable { case dataCentrePart, timestampsUnusable, upscalerOutsideItsRange }

    /// An object with its `note` kind and values; an older file's sentence is a string.
    public init(from decoder: any Decoder) throws {
        if let sentence = try? decoder.singleValueContainer().decode(String.self) {
            self = .recorded(sentence)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .note) {
        case .dataCentrePart:
            self = .dataCentrePart(device: try container.decode(String.self, forKey: .device), part: try container.decode(String.self, forKey: .part))
        case .timestampsUnusable:
            self = .timestampsUnusable(
                device: try container.decode(String.self, forKey: .device),
                problem: try container.decode(TimestampSanity.Problem.self, forKey: .problem),
                size: try container.decodeIfPresent(PixelSize.self, forKey: .size))
        case .upscalerOutsideItsRange:
            self = .upscalerOutsideItsRange(
                try container.decode(ResampleFilter.self, forKey: .filter), from: try container.decode(PixelSize.self, forKey: .from),
                to: try container.decode(PixelSize.self, forKey: .to))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .recorded(let sentence):
            var container = encoder.singleValueContainer()
            try container.encode(sentence)
        case .dataCentrePart(let device, let part):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.dataCentrePart, forKey: .note)
            try container.encode(device, forKey: .device)
            try container.encode(part, forKey: .part)
        case .timestampsUnusable(let device, let problem, let size):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.timestampsUnusable, forKey: .note)
            try container.encode(device, forKey: .device)
            try container.encode(problem, forKey: .problem)
            try container.encodeIfPresent(size, forKey: .size)
        case .upscalerOutsideItsRange(let filter, let from, let to):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Kind.upscalerOutsideItsRange, forKey: .note)
            try container.encode(filter, forKey: .filter)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        }
    }
}
