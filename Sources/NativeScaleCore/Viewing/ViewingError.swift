/// Why a viewing geometry was refused.
public enum ViewingError: Error, Hashable, Sendable {
    /// A viewing distance that is not finite or outside ``ViewingDistance/accepted``.
    case viewingDistance(Double)
    /// A pixels-per-degree value that is not finite or outside ``PixelsPerDegree/accepted``.
    case pixelsPerDegree(Double)
    /// The display's pixel density is not known, so only `--ppd` can give its pixels per degree.
    case unknownDensity(display: String)
}

extension ViewingError: CustomStringConvertible {
    public var description: String {
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
            return "the pixel density of \(display) is not known; give the pixels per degree, or use a catalog device"
        }
    }
}
