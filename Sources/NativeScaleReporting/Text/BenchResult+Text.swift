import Foundation
public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension BenchResult {
    /// The readable table of `nativescale bench`.
    public var text: String {
        let display = configuration.display
        var lines = ["nativescale bench: \(display.name.map { "\($0) (\(display.deviceID ?? ""))" } ?? "display given by hand")"]
        lines += facts.map { "  \($0.label.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.value)" }
        lines += ["", stageTable.render()]
        // Each warning beside the rows it concerns: right under the table that marks them.
        if analysis.stages.contains(where: { $0.stage != .host && $0.anomaly != nil }) {
            lines.append("  (!) marks a stage whose frames sit at two levels or stepped between them; the warning below says which and how")
        }
        lines += tableWarnings.map { "  warning   \($0)" }
        if !display.resample.hasSamplingStage {
            lines += ["", "No sampling stage: the drawable is the native size \(display.nativeSize.text); there is nothing to save."]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["", comparisonTable.render(), "", "  memory    \(memorySentence)"]
        if let modelTable {
            lines += [
                "",
                "Model beside measurement: sizes' first-order model of this target (attachments written once, MSAA resolved once, "
                    + "no compression) and the bytes the device allocated (VkMemoryRequirements); attachments exclude the presented image.",
                modelTable.render(),
            ]
        }
        lines += audit?.lines ?? [Self.unauditedLine]
        lines += ["", verdictText]
        if let present { lines += [""] + presentLines(present) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The on-screen table of `bench --present`, beside the offscreen one.
    private func presentLines(_ present: PresentMeasurement) -> [String] {
        var lines = [
            "On screen: \(present.windowSystem.displayName) window \(present.windowSize.text), swapchain \(present.swapchainFormat) "
                + "× \(present.swapchainImages), \(present.presentMode.rawValue); \(present.rounds) rounds in "
                + "\(NumberText.fixed(present.measuringSeconds, fractionDigits: 1)) s, one frame in flight, paths interleaved"
        ]
        lines.append("  acquire → render → resample (scaled) → copy into the swapchain image → present → fence")
        lines.append(presentStageTable(present).render())
        lines += present.audit?.lines ?? []
        lines.append("  medians in ms: scene, resample, copy and GPU frame from timestamps; acquire, present and frame on the host clock")
        guard !present.analysis.comparisons.isEmpty else { return lines }
        lines += ["", presentComparisonTable(present).render()]
        if let verdict = present.verdict, verdict.savingPercent > 0 {
            lines.append("")
            lines.append(
                "On screen, rendering at nativeScale saves \(NumberText.fixed(verdict.savingPercent, fractionDigits: 0)) % "
                    + "± \(NumberText.fixed(verdict.interval?.halfWidth ?? 0, fractionDigits: 1)) % per presented frame (\(verdict.filter.rawValue)); the "
                    + "copy into the swapchain "
                    + "image and the present cost both paths the same.")
        }
        return lines
    }

    /// One sentence: what rendering at nativeScale saves per frame on this device.
    public var verdictText: String {
        let sentence = unauditedVerdict
        switch audit?.passed {
        case false?: return sentence + " The audit failed (above): these figures are not to be trusted."
        case nil: return sentence + " Unaudited (above): nothing checked that these stage times bound their work."
        case true?: return sentence
        }
    }

    /// The audit line of a result that carries none.
    static let unauditedLine =
        "  audit     unaudited: this result carries no audit (written before audits existed, or stripped of its own); "
        + "nothing checked that its stage times bound their work"

    /// The verdict from the figures alone.
    private var unauditedVerdict: String {
        let display = configuration.display
        // Derived with the analysis wherever a result is made or read: nil only without a scaled path.
        guard let verdict else { return "Verdict: no scaled path was measured." }
        let estimate = verdict.savingPercent
        let filter = verdict.filter.rawValue
        guard let interval = verdict.interval else {
            let what =
                display.resample == .up
                ? "costs \(NumberText.fixed(-estimate, fractionDigits: 0)) % more" : "saves \(NumberText.fixed(estimate, fractionDigits: 0)) %"
            return "Verdict: rendering at nativeScale (\(display.nativeSize.text)) \(what) per frame in \(verdict.rounds) round(s) (\(filter)); "
                + "too few for an interval (\(BenchAnalysis.minimumRoundsForInterval) rounds give one)."
        }
        let half = NumberText.fixed(interval.halfWidth, fractionDigits: 1)
        if display.resample == .up {
            return "Verdict: the scaled path renders fewer pixels and upscales; rendering at nativeScale costs "
                + "\(NumberText.fixed(-estimate, fractionDigits: 0)) % ± \(half) % more per frame on this device (\(filter))."
        }
        let filters = verdict.comparedPaths > 1 ? "even against the cheapest filter, \(filter)" : "with the \(filter) resample"
        return "Verdict: rendering at nativeScale (\(display.nativeSize.text)) saves \(NumberText.fixed(estimate, fractionDigits: 0)) % "
            + "± \(half) % per frame on this device, \(filters)."
    }
}
