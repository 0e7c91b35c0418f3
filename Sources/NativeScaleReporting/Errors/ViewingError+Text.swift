public import NativeScaleCore

extension ViewingError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case let .viewingDistance(value):
            let accepted = ViewingDistance.accepted
            return "bad viewing distance '\(NumberText.trimmed(value, maxFractionDigits: 3))' cm; expected a number from "
                + "\(NumberText.trimmed(accepted.lowerBound, maxFractionDigits: 0)) to \(NumberText.trimmed(accepted.upperBound, maxFractionDigits: 0)) (centimetres from eye to panel)"
        case let .pixelsPerDegree(value):
            let accepted = PixelsPerDegree.accepted
            return "bad pixels per degree '\(NumberText.trimmed(value, maxFractionDigits: 3))'; expected a number from "
                + "\(NumberText.trimmed(accepted.lowerBound, maxFractionDigits: 0)) to \(NumberText.trimmed(accepted.upperBound, maxFractionDigits: 0))"
        case let .unknownDensity(display):
            return "the pixel density of \(display) is not known; give "
                + (naming == .flags ? "--ppd N (pixels per degree)" : "the pixels per degree") + " or use a catalog device"
        }
    }
}
