public import NativeScaleCore
internal import RealModule

/// One of ColorVideoVDP's named display models (`display_models.json`): its geometry as the file
/// gives it, from which the pixels per degree are computed as `pycvvdp`'s `vvdp_display_geometry`
/// computes them, and its photometry. ``all`` lists them.
public struct ColorVideoVDPNamedDisplay: Sendable {
    public let name: String
    public let description: String
    /// The input colour space: `sRGB` for the SDR models this port reads, else an HDR encoding.
    public let colorSpace: String
    public let resolution: (width: Int, height: Int)
    public let fixedPixelsPerDegree: Double?
    public let distanceMetres: Double?
    public let diagonalInches: Double?
    public let diagonalFieldOfView: Double?
    public let peakLuminance: Double
    public let contrast: Double
    public let ambientIlluminance: Double
    public let reflectivity: Double
    public let source: String

    init(
        name: String, description: String, colorSpace: String, resolution: (Int, Int), fixedPixelsPerDegree: Double? = nil,
        distanceMetres: Double? = nil, diagonalInches: Double? = nil, diagonalFieldOfView: Double? = nil,
        peakLuminance: Double, contrast: Double, ambientIlluminance: Double, reflectivity: Double, source: String
    ) {
        self.name = name
        self.description = description
        self.colorSpace = colorSpace
        self.resolution = resolution
        self.fixedPixelsPerDegree = fixedPixelsPerDegree
        self.distanceMetres = distanceMetres
        self.diagonalInches = diagonalInches
        self.diagonalFieldOfView = diagonalFieldOfView
        self.peakLuminance = peakLuminance
        self.contrast = contrast
        self.ambientIlluminance = ambientIlluminance
        self.reflectivity = reflectivity
        self.source = source
    }

    /// Whether the model takes sRGB-encoded images, the only input the port reads.
    public var isStandardDynamicRange: Bool { colorSpace == "sRGB" }

    /// The names of the SDR models, the ones `--display` accepts.
    public static var standardDynamicRangeNames: [String] { all.filter(\.isStandardDynamicRange).map(\.name) }

    /// The SDR model called `name`.
    public static func named(_ name: String) throws(ViewingError) -> ColorVideoVDPNamedDisplay {
        guard let display = all.first(where: { $0.name == name && $0.isStandardDynamicRange }) else {
            throw .unknownDisplayModel(name, accepted: standardDynamicRangeNames)
        }
        return display
    }

    /// The display's width in metres: from its diagonal, or from its diagonal field of view at
    /// its distance (a headset), as `vvdp_display_geometry` computes it.
    var widthMetres: Double {
        let aspect = Double(resolution.width) / Double(resolution.height)
        if let fieldOfView = diagonalFieldOfView {
            let distancePixels =
                (Double(resolution.width * resolution.width + resolution.height * resolution.height)).squareRoot()
                / (2 * Double.tan(fieldOfView * 0.5 * Double.pi / 180))
            let heightDegrees = Double.atan(Double(resolution.height) / 2 / distancePixels) * 180 / Double.pi * 2
            let heightMetres = 2 * Double.tan(heightDegrees / 2 * Double.pi / 180) * (distanceMetres ?? 3)
            return heightMetres * aspect
        }
        let heightMillimetres = ((diagonalInches ?? 0) * 25.4 * (diagonalInches ?? 0) * 25.4 / (1 + aspect * aspect)).squareRoot()
        return aspect * heightMillimetres / 1000
    }

    /// Pixels per degree at the display's centre: one over the angle a pixel subtends.
    public var pixelsPerDegree: Double {
        if let fixedPixelsPerDegree { return fixedPixelsPerDegree }
        let distance = distanceMetres ?? 3
        let pixelDegrees = 2 * Double.atan(0.5 * widthMetres / Double(resolution.width) / distance) * 180 / Double.pi
        return 1 / pixelDegrees
    }

    /// The model, in its own room or in one of `ambientIlluminance` lux.
    public func model(ambientIlluminance lux: Double? = nil) throws(ViewingError) -> DisplayModel {
        let photometry = try DisplayPhotometry(
            peakLuminance: peakLuminance, contrast: contrast,
            ambientIlluminance: lux ?? ambientIlluminance, reflectivity: reflectivity)
        return DisplayModel(
            name: name, pixelsPerDegree: pixelsPerDegree, photometry: photometry, luminanceBasis: nil,
            source: "ColorVideoVDP 0.5.7 display_models.json: \(description) (source: \(source))")
    }
}
