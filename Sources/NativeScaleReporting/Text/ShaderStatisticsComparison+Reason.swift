import NativeScaleCore
public import NativeScaleResults

extension ShaderStatisticsComparison.Reason {
    /// Why a change is a regression or an improvement: `Instructions up +52.6 %, beyond 1 %`.
    public var text: String {
        switch self {
        case .costUp(let statistic, let percent, let threshold):
            "\(statistic) up \(Self.shown(percent)), beyond \(NumberText.trimmed(threshold, maxFractionDigits: 2)) %"
        case .costDown(let statistic, let percent): "\(statistic) down \(Self.shown(percent))"
        case .occupancy(let statistic, let old, let new, let up): "occupancy \(up ? "up" : "down"): \(statistic) \(old) → \(new)"
        case .appeared(let statistic, let value): "new: \(statistic) \(value)"
        case .spill(let statistic, let percent, let up): "\(statistic) \(up ? "up" : "down") \(Self.shown(percent))"
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
