import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

extension SweepProgress {
    /// The step in one line, as `sweep` prints it on standard error.
    public var line: String {
        switch self {
        case .reference(let size, let native):
            return "reference: \(size) reduced to \(native) with area"
        case .quality(let index, let count, let target):
            let label =
                switch target.kind {
                case .scale: "scale \(NumberText.trimmed(target.scale, maxFractionDigits: 3))"
                case .preset: target.label
                case .native, .drawable: target.kind.rawValue
                }
            return "[\(index + 1)/\(count)] quality at \(label): \(target.renderSize) → \(target.nativeSize)"
        case .settledByQuality(let settled, let points, let metric, let racing, let looks, let alpha):
            return "quality settled \(settled) of \(points) points before timing (by \(metric.name)); "
                + "\(racing) to time, at most \(looks) looks, α = \(alpha)"
        case .tooFewRounds(let rounds, let needed, let testLevel):
            return "warning: --frames \(rounds) is fewer than the \(needed) rounds a test against the native size needs at "
                + "\(NumberText.trimmed(testLevel, maxFractionDigits: 6)): no point can be settled against native, and the sweep may end "
                + "undecided (exit 4); give --frames \(needed) or more"
        case .look(let look, let sizes, let racing):
            return "race look \(look): timing \(sizes) render sizes, \(racing) points racing"
        case .timing(let index, let count, let renderSize):
            return "[\(index + 1)/\(count)] timing \(renderSize) to the stop rule"
        }
    }
}
