internal import RealModule

/// castleCSF as ColorVideoVDP samples it: a look-up table of log10 contrast sensitivity over the
/// background luminance and spatial frequency of each sustained colour channel (achromatic,
/// red-green, yellow-violet), interpolated first in log frequency (linearly, extrapolating past
/// the table's 0.1–64 cycles per degree as `pycvvdp`'s `batch_interp1d` does) and then in log
/// luminance (clamped to the table's 0.005–10 000 cd/m², as `interp1q` does).
public struct CastleCSF: Sendable {
    /// The table's background luminances in cd/m² (log-uniform) and frequencies in cycles per degree.
    public let backgroundLuminances: [Double]
    public let frequencies: [Double]
    /// log10 sensitivity per channel, `[channel][luminance][frequency]`.
    public let logSensitivity: [[[Double]]]

    /// log10 sensitivity over the table's luminances of `channel` at `frequency` cycles per degree
    /// (the first interpolation), in single precision as the reference computes it.
    func logSensitivity(channel: Int, frequency: Double) -> [Float] {
        let logRho = Float.log10(Float(frequency))
        let logFrequencies = frequencies.map { Float.log10(Float($0)) }
        // searchsorted (left) − 1, clamped to a segment of the table.
        var index = (logFrequencies.firstIndex { $0 >= logRho } ?? logFrequencies.count) - 1
        index = min(max(index, 0), logFrequencies.count - 2)
        let x0 = logFrequencies[index]
        let x1 = logFrequencies[index + 1]
        return logSensitivity[channel].map { row in
            let y0 = Float(row[index])
            let y1 = Float(row[index + 1])
            return y0 + (y1 - y0) / (x1 - x0) * (logRho - x0)
        }
    }

    /// Where log10 luminances fall on the table: `(first, last)` of its log luminances.
    var logLuminanceRange: (Float, Float) {
        (Float.log10(Float(backgroundLuminances[0])), Float.log10(Float(backgroundLuminances[backgroundLuminances.count - 1])))
    }
}
