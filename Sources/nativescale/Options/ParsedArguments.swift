import ArgumentParser
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

// Flag values that are types and parse themselves: each @Option names its transform, so a bad
// value is one line naming the flag, the value and the accepted form, before any work.

extension Shard {
    /// `--shard I/N`.
    static func argument(_ text: String) throws -> Shard {
        do { return try Shard(parsing: text) } catch { throw ValidationError(error.line(naming: .flags)) }
    }
}

extension FamilyList {
    /// `shaders --family` and `ab --shader-families`.
    static func argument(flag: String) -> @Sendable (String) throws -> FamilyList {
        { text in
            do throws(FamilyListError) {
                return try FamilyList(parsing: text)
            } catch {
                switch error {
                case .notAList(let text):
                    throw ValidationError("\(flag) '\(text)' is not a list of families; expected e.g. navi21,gfx1100, 'all' or 'none'")
                case .unknown(let name):
                    throw ValidationError(
                        "\(flag) '\(name)' is not a RADV family of Mesa 22.3; expected some of: "
                            + FamilyList.known.joined(separator: ", ") + ", or all, or none")
                }
            }
        }
    }
}

/// `ab --rounds auto|N`.
enum RoundsArgument: Hashable {
    /// Sequential: stop when settled, at `--max-rounds` at the latest.
    case auto
    /// A fixed count, 1 to 1000.
    case fixed(Int)

    static func argument(_ text: String) throws -> RoundsArgument {
        if text == "auto" { return .auto }
        guard let count = Int(text), (1...1000).contains(count) else {
            throw ValidationError("--rounds '\(text)' is not a round count; expected auto, or 1 to 1000 (5 or more recommended)")
        }
        return .fixed(count)
    }
}

/// `--metric-threshold METRIC=PERCENT`.
struct MetricThreshold: Hashable {
    let metric: GateMetric
    let percent: Double

    static func argument(_ text: String) throws -> MetricThreshold {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let metric = GateMetric(argument: parts[0]), let percent = Double(parts[1]), percent.isFinite, percent >= 0 else {
            throw ValidationError(
                "--metric-threshold '\(text)' is not METRIC=PERCENT; expected one of "
                    + "\(GateMetric.allValueStrings.joined(separator: ", ")) with a percentage ≥ 0, e.g. resample=10")
        }
        return MetricThreshold(metric: metric, percent: percent)
    }
}
