public import NativeScaleCore

extension DisplayModel {
    /// `iphone-8-plus: 82.7 pixels per degree, 625 cd/m² peak (stated), 1300:1, 250 lux`.
    public var text: String {
        let basis = luminanceBasis.map { " (\($0.rawValue))" } ?? ""
        return "\(name): \(NumberText.fixed(pixelsPerDegree, fractionDigits: 1)) pixels per degree, "
            + "\(NumberText.trimmed(photometry.peakLuminance, maxFractionDigits: 1)) cd/m² peak\(basis), "
            + "\(NumberText.trimmed(photometry.contrast, maxFractionDigits: 0)):1, "
            + "\(NumberText.trimmed(photometry.ambientIlluminance, maxFractionDigits: 1)) lux"
    }
}
