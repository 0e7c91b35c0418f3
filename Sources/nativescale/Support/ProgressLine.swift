import Foundation
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// A one-line progress bar on standard error, redrawn in place; silent when disabled.
final class ProgressLine {
    private let enabled: Bool
    private var lastDraw = ContinuousClock.now

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func update(_ progress: BenchExperiment.Progress) {
        guard enabled, ContinuousClock.now - lastDraw > .milliseconds(200) else { return }
        lastDraw = ContinuousClock.now
        var fraction = 0.0
        if let rounds = progress.stop.rounds { fraction = max(fraction, Double(progress.round) / Double(rounds)) }
        if let limit = progress.stop.timeLimit { fraction = max(fraction, progress.elapsed / limit) }
        let filled = Int((min(fraction, 1) * 24).rounded())
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 24 - filled)
        let ci = progress.widestHalfWidthPoints.map { String(format: ", CI ±%.2f pp", $0) } ?? ""
        StandardError.write(String(format: "\r[%@] round %d, %.1f s%@   ", bar, progress.round, progress.elapsed, ci))
    }

    func finish() {
        if enabled { StandardError.write("\r" + String(repeating: " ", count: 72) + "\r") }
    }
}
