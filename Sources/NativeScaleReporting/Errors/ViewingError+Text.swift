public import NativeScaleCore

extension ViewingError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .viewingDistance(let value):
            let accepted = ViewingDistance.accepted
            return "bad viewing distance '\(NumberText.trimmed(value, maxFractionDigits: 3))' cm; expected a number from "
                + "\(NumberText.trimmed(accepted.lowerBound, maxFractionDigits: 0)) to "
                + "\(NumberText.trimmed(accepted.upperBound, maxFractionDigits: 0)) (centimetres from eye to panel)"
        case .pixelsPerDegree(let value):
            let accepted = PixelsPerDegree.accepted
            return "bad pixels per degree '\(NumberText.trimmed(value, maxFractionDigits: 3))'; expected a number from "
                + "\(NumberText.trimmed(accepted.lowerBound, maxFractionDigits: 0)) to \(NumberText.trimmed(accepted.upperBound, maxFractionDigits: 0))"
        case .unknownDensity(let display):
            return "the pixel density of \(display) is not known; give "
                + (naming == .flags ? "--ppd N (pixels per degree)" : "the pixels per degree") + " or use a catalog device"
        case .peakLuminance(let value):
            return "bad peak luminance '\(NumberText.trimmed(value, maxFractionDigits: 3))' cd/m²; expected a number from "
                + Self.range(DisplayPhotometry.acceptedPeakLuminance) + " (the display's white, in nits)"
        case .contrast(let value):
            return "bad contrast '\(NumberText.trimmed(value, maxFractionDigits: 3))'; expected a number from "
                + Self.range(DisplayPhotometry.acceptedContrast) + " (peak over black: 1000 for 1000:1)"
        case .ambientIlluminance(let value):
            return "bad ambient light '\(NumberText.trimmed(value, maxFractionDigits: 3))' lux; expected a number from "
                + Self.range(DisplayPhotometry.acceptedAmbientIlluminance) + " (0 a dark room, 250 an office, 10000 daylight)"
        case .reflectivity(let value):
            return "bad reflectivity '\(NumberText.trimmed(value, maxFractionDigits: 3))'; expected a fraction from 0 to 1"
        case .unknownDisplayModel(let name, let accepted):
            return "unknown display model '\(name)'; expected one of ColorVideoVDP's SDR models: \(accepted.joined(separator: ", "))"
                + (naming == .flags ? " (or --device ID for a catalog display)" : "")
        }
    }

    private static func range(_ range: ClosedRange<Double>) -> String {
        "\(NumberText.trimmed(range.lowerBound, maxFractionDigits: 3)) to \(NumberText.trimmed(range.upperBound, maxFractionDigits: 0))"
    }
}
