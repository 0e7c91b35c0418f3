import NativeScaleCore
public import NativeScaleResults

extension ShaderStatisticsComparison.Reason {
    /// Why a change is a regression or an improvement: `Instructions up +52.6 %, beyond 1 %`.
    public var text: String {
        switch self {
        case let .costUp(statistic, percent, threshold):
            "\(statistic) up \(Self.shown(percent)), beyond \(NumberText.trimmed(threshold, maxFractionDigits: 2)) %"
        case let .costDown(statistic, percent): "\(statistic) down \(Self.shown(percent))"
        case let .occupancy(statistic, old, new, up): "occupancy \(up ? "up" : "down"): \(statistic) \(old) → \(new)"
        case let .appeared(statistic, value): "new: \(statistic) \(value)"
        case let .spill(statistic, percent, up): "\(statistic) \(up ? "up" : "down") \(Self.shown(percent))"
        }
    }

    private static func shown(_ percent: Double?) -> String {
        percent.map(ShaderStatisticsComparison.percentText) ?? "from 0"
    }
}

extension ShaderStatisticsComparison {
    /// A signed change in percent, e.g. `+52.6 %`.
    public static func percentText(_ percent: Double) -> String {
        NumberText.signed(percent, fractionDigits: 1) + " %"
    }
}
