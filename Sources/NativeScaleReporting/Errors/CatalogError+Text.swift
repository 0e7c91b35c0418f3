public import NativeScaleCore

extension CatalogError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .unknownDisplay(let name, let suggestions):
            let hint =
                suggestions.isEmpty
                ? "run 'nativescale devices' for the list of ids"
                : "did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            return "unknown device '\(name)'; expected a catalog id such as 'iphone-8-plus' (\(hint))"
        case .unknownPlatform(let name):
            return "unknown platform '\(name)'; expected one of " + Platform.allCases.map(\.rawValue).joined(separator: ", ")
        case .formatNotOnPlatform(let format, let platform):
            return "\(naming.name(.apply)) \(format.rawValue): its API does not exist on \(platform.displayName); expected one of "
                + SizeSetting.Format.existing(on: platform).map(\.rawValue).joined(separator: ", ") + " for this display"
        case .bufferNotMeasured(let format, let buffer, let measured, let measuredFormat):
            return "\(naming.name(.apply)) \(format.rawValue) renders into a \(buffer) buffer, and this sweep measured every point into "
                + "\(measured); expected \(measuredFormat.rawValue), the format it was measured for, or a sweep run with "
                + "\(naming.name(.apply)) \(format.rawValue)"
        case .platformWithDevices:
            return "\(naming.name(.platform)) cannot be combined with \(naming.name(.device)); give one or the other"
        case .emptyName(let list):
            return "\(naming.name(.device)) '\(list)' has an empty name; expected catalog ids separated by commas"
        case .repeated(let id, let list):
            return "\(naming.name(.device)) '\(list)' names \(id) twice; expected each display once"
        case .noMatch(let text):
            return
                "no display's id, alias or name contains '\(text)'; expected part of one, such as 'pixel' or 'iphone-x' ('nativescale devices' lists them all)"
        }
    }
}
