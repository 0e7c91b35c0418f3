public import NativeScaleCore
public import NativeScaleTuning

extension DynamicResolutionError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .unreadableModel(let text):
            "\(naming.name(.model)) '\(text)' is not a cost model; expected FIXED_MS+MS_PER_MEGAPIXEL, e.g. 2.0+6.5"
        case .badModel(let fixed, let perMegapixel):
            "\(naming.name(.model)) \(Self.number(fixed))+\(Self.number(perMegapixel)) is out of range; expected a fixed part ≥ 0 and a part per "
                + "megapixel > 0, each at most \(Self.number(CostModel.maximumMilliseconds)) ms"
        case .badBudget(let budget):
            "\(naming.name(.budget)) \(Self.number(budget)) is not a frame budget; expected milliseconds above 0 and at most "
                + "\(Self.number(CostModel.maximumMilliseconds)), e.g. 16.6"
        case .unknownController(let name):
            "\(naming.name(.controller)) '\(name)' is not a controller; expected one of "
                + (ControllerName.allCases.map(\.rawValue) + ["all"]).joined(separator: ", ")
        case .badBounds(let minimum, let maximum):
            "\(naming.name(.scaleBounds)) \(Self.number(minimum))–\(Self.number(maximum)) are not scale bounds; expected 0 < minimum ≤ maximum ≤ 2"
        case .badSchedule(let text):
            "\(naming.name(.schedule)) '\(text)' is not a load schedule; expected FRAME:SHADER_COST,… with frames increasing from 0 "
                + "and costs 0–\(LoadSchedule.maximumShaderCost), e.g. 0:96,80:192,160:96"
        case .badFeedbackDelay(let frames):
            "\(naming.name(.feedbackDelay)) \(frames) is out of range; expected 0 to \(FeedbackQueue.maximumDelay) frames"
        }
    }

    private static func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 6) }
}
