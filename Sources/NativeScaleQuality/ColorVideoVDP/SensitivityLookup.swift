internal import RealModule

/// castleCSF at one band's frequency, ready for every pixel: per channel the table's log
/// sensitivities over log luminance, read by linear interpolation on the table's uniform log
/// luminance axis (clamped at its ends), as `pycvvdp`'s `interp1q` reads them.
struct SensitivityLookup {
    let logSensitivity: [[Float]]
    let first: Float
    let span: Float
    let last: Int
    /// The CSF correction, 10^(dB/20).
    let correction: Float

    init(_ csf: CastleCSF, channels: Int, frequency: Double, correction: Float) {
        logSensitivity = (0..<channels).map { csf.logSensitivity(channel: $0, frequency: frequency) }
        (first, span) = { ($0.0, $0.1 - $0.0) }(csf.logLuminanceRange)
        last = csf.backgroundLuminances.count - 1
        self.correction = correction
    }

    /// The sensitivity of each channel at a background of 10^`logLuminance` cd/m².
    @inline(__always)
    func sensitivities(logLuminance: Float, into s: inout [Float]) {
        let position = min(max((logLuminance - first) / span * Float(last), 0), Float(last))
        let lower = Int(position)
        let fraction = position - Float(lower)
        let upper = min(lower + 1, last)
        for c in 0..<logSensitivity.count {
            let row = logSensitivity[c]
            s[c] = Float.pow(10, row[lower] * (1 - fraction) + row[upper] * fraction) * correction
        }
    }
}
