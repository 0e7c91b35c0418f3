/// Why a viewing geometry was refused.
public enum ViewingError: Error, Hashable, Sendable {
    /// A viewing distance that is not finite or outside ``ViewingDistance/accepted``.
    case viewingDistance(Double)
    /// A pixels-per-degree value that is not finite or outside ``PixelsPerDegree/accepted``.
    case pixelsPerDegree(Double)
    /// The display's pixel density is not known, so only `--ppd` can give its pixels per degree.
    case unknownDensity(display: String)
}
