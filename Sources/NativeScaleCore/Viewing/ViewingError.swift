/// Why a viewing geometry was refused.
public enum ViewingError: Error, Hashable, Sendable {
    /// A viewing distance that is not finite or outside ``ViewingDistance/accepted``.
    case viewingDistance(Double)
    /// A pixels-per-degree value that is not finite or outside ``PixelsPerDegree/accepted``.
    case pixelsPerDegree(Double)
    /// The display's pixel density is not known, so only `--ppd` can give its pixels per degree.
    case unknownDensity(display: String)
    /// A peak luminance that is not finite or outside ``DisplayPhotometry/acceptedPeakLuminance``.
    case peakLuminance(Double)
    /// A contrast that is not finite or outside ``DisplayPhotometry/acceptedContrast``.
    case contrast(Double)
    /// An ambient illuminance that is not finite or outside ``DisplayPhotometry/acceptedAmbientIlluminance``.
    case ambientIlluminance(Double)
    /// A reflectivity that is not finite or outside ``DisplayPhotometry/acceptedReflectivity``.
    case reflectivity(Double)
    /// A display model that is neither a catalog display nor one of ColorVideoVDP's SDR models.
    case unknownDisplayModel(String, accepted: [String])
}
