/// A path frames were measured on, as result documents name it: `native`, or `scaled/FILTER`.
public enum MeasuredPath: Hashable, Sendable, CustomStringConvertible {
    /// The scene rendered at the native size.
    case native
    /// The scene rendered at the drawable size and resampled with the filter.
    case scaled(ResampleFilter)

    /// Reads `native` or `scaled/FILTER`; nil for anything else.
    public init?(name: String) {
        if name == "native" {
            self = .native
        } else if name.hasPrefix("scaled/"), let filter = ResampleFilter(rawValue: String(name.dropFirst("scaled/".count))) {
            self = .scaled(filter)
        } else {
            return nil
        }
    }

    /// `native` or `scaled/area`.
    public var name: String {
        switch self {
        case .native: "native"
        case .scaled(let filter): "scaled/\(filter.rawValue)"
        }
    }

    public var description: String { name }

    /// The resample filter of a scaled path; nil on the native path.
    public var filter: ResampleFilter? {
        if case .scaled(let filter) = self { filter } else { nil }
    }

}

extension MeasuredPath: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let path = MeasuredPath(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(name)' is not native or scaled/FILTER")
        }
        self = path
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
