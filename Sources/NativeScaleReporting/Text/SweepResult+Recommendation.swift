import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics
public import NativeScaleTuning

extension SweepResult {
    /// The recommendation in words: what to render, what it costs and how good it is against the
    /// point it is compared with (and the native render), and the rule that chose it. Files
    /// before version 12 hold their own words; nil without a recommendation.
    public var recommendationSentence: String? {
        guard let choice = recommendation else { return nil }
        guard choice.rule != nil, let pick = points[choice.pointIndex].candidate else { return choice.sentence }
        var sentence = Self.instruction(pick)
        /// "37 % cheaper than", "as costly as": the pick's cost against `other`'s.
        func costText(against other: TuningCandidate) -> String {
            let change = pick.costRatio / other.costRatio - 1
            let amount = NumberText.fixed(abs(change) * 100, fractionDigits: 0)
            return abs(change) < 0.005 ? "as costly as" : "\(amount) % \(change < 0 ? "cheaper" : "costlier") than"
        }
        if let other = choice.baseline.flatMap({ points[$0].candidate }) {
            sentence += ": \(costText(against: other)) \(other.label)"
            // The rule's own yardstick, rendering at the native size, as well as the drawable path.
            if let native = choice.native.flatMap({ points[$0].candidate }) { sentence += " and \(costText(against: native)) \(native.label)" }
            sentence += ", SSIM \(Self.ssimText(pick)) vs \(Self.ssimText(other))"
            if let a = pick.quality.flip, let b = other.quality.flip {
                sentence += ", FLIP \(NumberText.fixed(a.mean, fractionDigits: 4)) vs \(NumberText.fixed(b.mean, fractionDigits: 4))"
            }
            if let a = pick.quality.jod, let b = other.quality.jod {
                sentence += ", \(NumberText.fixed(a, fractionDigits: 2)) vs \(NumberText.fixed(b, fractionDigits: 2)) JOD"
                if let native = choice.native.flatMap({ points[$0].candidate }), let c = native.quality.jod {
                    sentence += ", native \(NumberText.fixed(c, fractionDigits: 2))"
                }
            }
        } else {
            sentence += ": SSIM \(Self.ssimText(pick))"
            if let flip = pick.quality.flip { sentence += ", FLIP \(NumberText.fixed(flip.mean, fractionDigits: 4))" }
            if let jod = pick.quality.jod { sentence += ", \(NumberText.fixed(jod, fractionDigits: 2)) JOD" }
        }
        return sentence + " (\(recommendationRuleText ?? ""))."
    }

    /// The rule that chose the recommendation, in words: "the cheapest point with SSIM ≥ 0.99",
    /// with the tie on cost it broke, if any.
    public var recommendationRuleText: String? {
        guard let choice = recommendation else { return nil }
        guard let rule = choice.rule else { return choice.legacyRule }
        let constraints = configuration.constraints
        let metric = configuration.metric
        let budget: String? =
            switch constraints.budget {
            case .milliseconds(let milliseconds)?:
                "within \(NumberText.trimmed(milliseconds, maxFractionDigits: 2)) ms a frame on \(environment.device.name)"
            case .fractionOfNative(let fraction)?:
                "within \(NumberText.trimmed(fraction, maxFractionDigits: 3))× the native frame ("
                    + "\(NumberText.fixed(fraction * nativeFrameMilliseconds, fractionDigits: 2)) ms on \(environment.device.name))"
            case nil: nil
            }
        var floors: [String] = []
        if let ssim = constraints.minimumSSIM { floors.append("SSIM ≥ \(NumberText.trimmed(ssim, maxFractionDigits: 4))") }
        if let psnr = constraints.minimumPSNR { floors.append("PSNR ≥ \(NumberText.trimmed(psnr, maxFractionDigits: 2)) dB") }
        if let flip = constraints.maximumFLIP { floors.append("FLIP ≤ \(NumberText.trimmed(flip, maxFractionDigits: 4))") }
        if let loss = constraints.maximumJODLoss {
            floors.append(
                "at most \(NumberText.trimmed(loss, maxFractionDigits: 3)) JOD below the native render"
                    + (constraints.minimumJOD.map { " (≥ \(NumberText.fixed($0, fractionDigits: 2)) JOD)" } ?? ""))
        }
        let asked = (floors + [budget].compactMap { $0 }).joined(separator: " and ")
        var text =
            switch (rule.outcome, rule.kind) {
            case (.floorUnreached, _): "no point reaches \(asked); this is the best \(metric.name) \(budget ?? "measured")"
            case (.budgetUnmet, _): "no point fits \(asked); this is the cheapest"
            case (.met, .cheapestAboveFloor): "the cheapest point with \(asked)"
            case (.met, .bestWithinBudget), (.met, .bestOfAll): "the best \(metric.name) \(asked)"
            case (.met, .cheapestAsGoodAsNative):
                "the cheapest point at least as close to the reference as rendering at the native size, by \(metric.name)"
            }
        if let tie = choice.tie, tie.count > 1 {
            let tied = tie.compactMap { points[$0].candidate }
            // Files before version 15 tied every point the race left; from 15 a tie is shown equal.
            let margin = NumberText.trimmed(RaceDesign.equivalenceMargin * 100, maxFractionDigits: 1)
            text +=
                schemaVersion >= 15
                ? "; \(tied.map(\.label).joined(separator: " and ")) cost the same within ±\(margin) % (their 95 % intervals), "
                    + "and this is the best \(metric.name) of them"
                : "; the race could not tell \(tied.map(\.label).joined(separator: " or ")) apart by cost, and this is the best \(metric.name) of them"
        }
        return text
    }

    /// What to do, in words: `render 1080×1920 directly` or `render 1242×2208 and downsample to
    /// 1080×1920 with area`.
    static func instruction(_ candidate: TuningCandidate) -> String {
        guard let filter = candidate.filter, candidate.target.needsResample else { return "render \(candidate.target.renderSize) directly" }
        let verb =
            switch candidate.target.direction {
            case .down: "downsample"
            case .up: "upsample"
            case .none, .mixed: "resample"
            }
        let preset = candidate.target.preset.map { " (\($0.title))" } ?? ""
        switch filter {
        case .fsr1: return "render \(candidate.target.renderSize) and \(verb) with FSR 1\(preset)"
        case .easu: return "render \(candidate.target.renderSize) and \(verb) with FSR 1's EASU alone\(preset)"
        case .sgsr1: return "render \(candidate.target.renderSize) and \(verb) with Snapdragon GSR 1\(preset)"
        case .sgsr2: return "render \(candidate.target.renderSize) jittered and \(verb) with Snapdragon GSR 2\(preset)"
        case .blit, .bilinear, .area, .catmullRom, .lanczos3:
            return "render \(candidate.target.label) and \(verb) to \(candidate.target.nativeSize) with \(filter.rawValue)"
        }
    }

    static func ssimText(_ candidate: TuningCandidate) -> String {
        candidate.quality.ssim.map { NumberText.fixed($0, fractionDigits: 4) } ?? "n/a"
    }
}
