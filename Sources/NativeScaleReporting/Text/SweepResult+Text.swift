import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleResults

extension SweepResult {
    /// The readable table of `nativescale sweep`.
    public var text: String {
        let display = configuration.display
        var lines: [String] = []
        lines.append("nativescale sweep: \(display.name.map { "\($0) (\(display.deviceID ?? ""))" } ?? "display given by hand")")
        lines.append("  display    native \(size(display.nativeSize)), drawable \(size(display.drawableSize)) (\(display.resample))")
        lines.append("  device     \(environment.device.name), \(environment.device.driverName) \(environment.device.driverInfo)")
        lines.append("  workload   \(configuration.workload.summary); "
            + "native frame \(NumberText.fixed(nativeFrameMilliseconds, fractionDigits: 2)) ms (median of every size's native frames)")
        lines.append("  reference  \(reference.renderSize) (\(reference.factor)× per axis) reduced to \(size(display.nativeSize)) with exact area")
        if let viewing = configuration.viewing { lines.append("  viewing    FLIP at \(viewing.text)") }
        lines.append("")
        lines.append(pointsTable.render())
        lines.append("  * on the cost-vs-SSIM Pareto frontier   → recommended   ! audit failed: cost not trusted, left out of both")
        lines.append("")
        if let shard {
            lines.append("Shard \(shard.index)/\(shard.count): \(shard.positions.count) of \(shard.total) render sizes; no frontier or "
                + "recommendation until 'nativescale merge' combines all \(shard.count) shards.")
        }
        lines += auditLines
        if let recommendation {
            lines.append("Recommendation: \(recommendation.sentence)")
            if !recommendation.meetsConstraints { lines.append("  (no point meets every constraint; this is the closest)") }
        }
        lines.append("")
        lines.append("  took \(NumberText.fixed(durations.total, fractionDigits: 1)) s: reference \(NumberText.fixed(durations.reference, fractionDigits: 1)) s, "
            + "measuring \(NumberText.fixed(durations.measuring, fractionDigits: 1)) s, metrics \(NumberText.fixed(durations.metrics, fractionDigits: 1)) s "
            + "(\(NumberText.fixed(durations.metrics / max(durations.total, 1e-9) * 100, fractionDigits: 1)) %)")
        let widest = points.map(\.cost.halfWidthPoints).max() ?? 0
        lines.append("  widest cost CI ±\(NumberText.fixed(widest, fractionDigits: 2)) pp")
        for warning in warnings { lines.append("  warning   \(warning)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the audits of the experiments found: how many passed, and each failure with the
    /// points it left out of the frontier and the recommendation.
    var auditLines: [String] {
        let audited = experiments.compactMap { experiment in experiment.audit.map { (experiment.renderSize, $0) } }
        guard !audited.isEmpty else { return [] }
        let failed = audited.filter { $0.1.passed == false }
        let coverage = audited.compactMap { $0.1.summary?.coverage?.median }
        var lines = ["Audit: \(audited.count - failed.count) of \(audited.count) render sizes' costs passed (stages cover "
            + "\(AuditFinding.percent(coverage.min() ?? 0))–\(AuditFinding.percent(coverage.max() ?? 0)) of their rounds); the frontier and the "
            + "recommendation use audited costs only."]
        for (size, audit) in failed {
            lines += (audit.summary?.findings ?? []).map { "  audit     \(size) failed: \($0.sentence)" }
        }
        return lines
    }

    /// `41.23` or `∞` for identical images.
    static func psnrText(_ psnr: Double) -> String {
        psnr.isFinite ? NumberText.fixed(psnr, fractionDigits: 2) : "∞"
    }

    private func size(_ document: SizeDocument<Int>) -> String { "\(document.width)×\(document.height)" }

    /// Every point: scale, render size, filter, cost with its CI, frame time, memory, PSNR,
    /// SSIM, mean FLIP and rounds; `→` marks the recommendation, `*` the Pareto frontier.
    var pointsTable: Table {
        var table = Table(
            header: ["", "scale", "render", "filter", "cost ×native (95 % CI)", "frame ms", "extra memory", "PSNR dB", "SSIM", "FLIP", "rounds"],
            alignments: [.left, .right, .left, .left, .left, .right, .right, .right, .right, .right, .right])
        let frontierSet = Set(frontier)
        for (index, point) in points.enumerated() {
            let mark = point.auditPassed == false ? " !" : (recommendation?.pointIndex == index ? "→" : " ") + (frontierSet.contains(index) ? "*" : " ")
            let kind = point.target.kind == .scale ? "" : " (\(point.target.kind.rawValue))"
            let cost = point.filter == nil ? "1 (baseline)"
                : "\(NumberText.fixed(point.cost.ratio, fractionDigits: 3)) (\(NumberText.fixed(point.cost.low, fractionDigits: 3))…"
                    + "\(NumberText.fixed(point.cost.high, fractionDigits: 3)), ±\(NumberText.fixed(point.cost.halfWidthPoints, fractionDigits: 1)) pp)"
            table.append([mark, NumberText.fixed(point.target.scale, fractionDigits: 3), "\(point.target.renderSize)\(kind)",
                          point.filter?.rawValue ?? "none", cost, NumberText.fixed(point.cost.frameMilliseconds, fractionDigits: 1),
                          NumberText.bytes(point.extraMemoryBytes), Self.psnrText(point.quality.psnr),
                          point.quality.ssim.map { NumberText.fixed($0, fractionDigits: 4) } ?? "n/a",
                          point.quality.flip.map { NumberText.fixed($0.mean, fractionDigits: 4) } ?? "n/a",
                          point.filter == nil ? "" : "\(point.cost.rounds)"])
        }
        return table
    }
}
