/// Why a catalog look-up failed.
public enum CatalogError: Error, Hashable, Sendable {
    /// No entry has this id or alias.
    case unknownDisplay(String, suggestions: [String])
    /// No platform has this name.
    case unknownPlatform(String)
    /// No entry's id, alias or name contains this text.
    case noMatch(String)
    /// The `--apply` format's API does not exist on the display's platform.
    case formatNotOnPlatform(SizeSetting.Format, Platform)
}

extension CatalogError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unknownDisplay(name, suggestions):
            let hint = suggestions.isEmpty
                ? "run 'nativescale devices' for the list of ids"
                : "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "unknown device '\(name)'; expected a catalog id such as 'iphone-8-plus' (\(hint))"
        case let .unknownPlatform(name):
            return "unknown platform '\(name)'; expected one of "
                + Platform.allCases.map(\.rawValue).joined(separator: ", ")
        case let .formatNotOnPlatform(format, platform):
            return "--apply \(format.rawValue): its API does not exist on \(platform.displayName); expected one of "
                + SizeSetting.Format.existing(on: platform).map(\.rawValue).joined(separator: ", ") + " for this display"
        case let .noMatch(text):
            return "no display's id, alias or name contains '\(text)'; expected part of one, such as 'pixel' or 'iphone-x' ('nativescale devices' lists them all)"
        }
    }
}
