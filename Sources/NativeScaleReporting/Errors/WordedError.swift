public import NativeScaleCore
public import NativeScaleTuning

/// A library error worded here, in Reporting: the libraries throw values, and this is the one
/// place their lines are made. `naming` says how a setting the line refers to is called: the CLI
/// passes ``SettingNaming/flags`` so that the line names its flag; ``description`` names them
/// plainly.
public protocol WordedError: ReportableError {
    /// The one line for this error, naming the bad value and what is accepted.
    func line(naming: SettingNaming) -> String
}

extension WordedError {
    public var description: String { line(naming: .plain) }
}

/// How an error's line names the settings it refers to.
public enum SettingNaming: Hashable, Sendable {
    /// In words: `scales`, `frame budget (ms)`.
    case plain
    /// As the command line's flags: `--scales`, `--budget-ms`.
    case flags

    /// The name of `setting`.
    public func name(_ setting: Setting) -> String {
        switch (self, setting) {
        case (.plain, .shard): "shard"
        case (.flags, .shard): "--shard"
        case (.plain, .scales): "scales"
        case (.flags, .scales): "--scales"
        case (.plain, .constraint(let constraint)): constraint.rawValue
        case (.flags, .constraint(.budget)): "--budget-ms"
        case (.flags, .constraint(.budgetFraction)): "--budget"
        case (.flags, .constraint(.minimumSSIM)): "--min-ssim"
        case (.flags, .constraint(.minimumPSNR)): "--min-psnr"
        case (.flags, .constraint(.maximumFLIP)): "--max-flip"
        case (.flags, .constraint(.maximumJODLoss)): "--max-jod-loss"
        case (.plain, .apply): "format"
        case (.flags, .apply): "--apply"
        case (.plain, .model): "model"
        case (.flags, .model): "--model"
        case (.plain, .budget): "budget"
        case (.flags, .budget): "--budget"
        case (.plain, .controller): "controller"
        case (.flags, .controller): "--controller"
        case (.plain, .scaleBounds): "scale bounds"
        case (.flags, .scaleBounds): "--min-scale and --max-scale"
        case (.plain, .schedule): "schedule"
        case (.flags, .schedule): "--schedule"
        case (.plain, .feedbackDelay): "feedback delay"
        case (.flags, .feedbackDelay): "--feedback-delay"
        case (.plain, .device): "devices"
        case (.flags, .device): "--device"
        case (.plain, .platform): "platform"
        case (.flags, .platform): "--platform"
        }
    }

    /// The settings error lines refer to.
    public enum Setting: Hashable, Sendable {
        case shard, scales, apply, model, budget, controller, scaleBounds, schedule, feedbackDelay, device, platform
        case constraint(TuningConstraints.Constraint)
    }
}
