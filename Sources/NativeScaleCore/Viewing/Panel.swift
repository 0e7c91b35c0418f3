/// The physical panel of a catalog entry: its pixel density, its diagonal where known, the kind
/// of device it sits in, and where those figures come from.
public struct Panel: Hashable, Sendable {
    public let density: PixelDensity
    /// The visible diagonal in inches, where the maker states one.
    public let diagonalInches: Double?
    public let deviceClass: DeviceClass
    /// The sources of the density and diagonal (`displays.md` legend keys or a note).
    public let source: String

    /// A panel whose maker states its ppi.
    static func stated(_ ppi: Double, diagonal: Double?, _ deviceClass: DeviceClass, source: String) -> Panel {
        Panel(density: PixelDensity(pixelsPerInch: ppi), diagonalInches: diagonal, deviceClass: deviceClass, source: source)
    }

    /// A panel of `pixels` over a stated diagonal (the density computed).
    static func diagonal(_ inches: Double, pixels: (Int, Int), _ deviceClass: DeviceClass, source: String) -> Panel {
        Panel(
            density: PixelDensity(pixels: PixelSize(width: pixels.0, height: pixels.1), diagonalInches: inches),
            diagonalInches: inches, deviceClass: deviceClass, source: source + "; ppi computed from the pixels and the diagonal")
    }
}
