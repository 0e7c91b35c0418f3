public import NativeScaleAnalysis
import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics
public import NativeScaleTuning

extension SweepResult {
    /// The readable table of `nativescale sweep`.
    public var text: String {
        let display = configuration.display
        var lines: [String] = []
        lines.append("nativescale sweep: \(display.name.map { "\($0) (\(display.deviceID ?? ""))" } ?? "display given by hand")")
        lines.append("  display    native \(size(display.nativeSize)), drawable \(size(display.drawableSize)) (\(display.resample))")
        if let system = configuration.system { lines.append("  buffer     \(system.sentence)") }
        lines.append("  device     \(environment.device.name), \(environment.device.driverName) \(environment.device.driverInfo)")
        lines.append(
            "  workload   \(configuration.workload.summary); "
                + (nativeFrameMilliseconds.isFinite
                    ? "native frame \(NumberText.fixed(nativeFrameMilliseconds, fractionDigits: 2)) ms (median of every size's native frames)"
                    : "native frame not timed (every other point was settled by quality alone)"))
        lines.append("  reference  \(reference.renderSize) (\(reference.factor)× per axis) reduced to \(size(display.nativeSize)) with exact area")
        if let viewing = configuration.viewing { lines.append("  viewing    FLIP at \(viewing.text)") }
        lines += judgementLines
        lines.append("")
        lines.append(pointsTable.render())
        lines.append("  * on the cost-vs-\(configuration.metric.name) Pareto frontier   → recommended   ! audit failed: cost not trusted, left out of both")
        lines.append("")
        if let snapped = snappedScalesLine { lines.append(snapped) }
        if let race = raceLine { lines.append(race) }
        lines += raceOutcomeLines
        if let shard {
            lines.append(
                "Shard \(shard.index)/\(shard.count): \(shard.positions.count) of \(shard.total) render sizes; no frontier or "
                    + "recommendation until 'nativescale merge' combines all \(shard.count) shards.")
        }
        lines += auditLines
        if let undecided = undecidedSentence { lines.append(undecided) }
        if let recommendation {
            lines.append("Recommendation: \(recommendationSentence ?? "")")
            if !recommendation.meetsConstraints { lines.append("  (no point meets every constraint; this is the closest)") }
            lines += basisLines
            if let apply = recommendation.apply { lines += apply.section }
        }
        lines.append("")
        lines.append(
            "  took \(NumberText.fixed(durations.total, fractionDigits: 1)) s: reference \(NumberText.fixed(durations.reference, fractionDigits: 1)) s, "
                + "measuring \(NumberText.fixed(durations.measuring, fractionDigits: 1)) s, metrics "
                + "\(NumberText.fixed(durations.metrics, fractionDigits: 1)) s "
                + "(\(NumberText.fixed(durations.metrics / max(durations.total, 1e-9) * 100, fractionDigits: 1)) %)")
        // The precision of the costs the frontier and the recommendation compare (settled points
        // stopped as soon as their intervals settled them).
        if let widest = points.filter({ $0.settlement == nil && $0.filter != nil }).compactMap(\.cost?.halfWidthPoints).max() {
            lines.append("  widest cost CI ±\(NumberText.fixed(widest, fractionDigits: 2)) pp among the points timed to the end")
        }
        for warning in warnings { lines.append("  warning   \(warning)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How the points were judged beyond FLIP: the JOD's display model (and why its PPD differs
    /// from FLIP's where it does), and a sequence's frames.
    var judgementLines: [String] {
        var lines: [String] = []
        if let model = configuration.colorVideoVDPDisplay {
            lines.append("  JOD        ColorVideoVDP on \(model.text)")
            // Two metrics, two viewings: say why the PPDs differ where they do.
            if let viewing = configuration.viewing,
                NumberText.fixed(viewing.pixelsPerDegree.value, fractionDigits: 1) != NumberText.fixed(model.pixelsPerDegree, fractionDigits: 1)
            {
                lines.append(
                    "  PPD        FLIP at \(NumberText.fixed(viewing.pixelsPerDegree.value, fractionDigits: 1)), JOD at "
                        + "\(NumberText.fixed(model.pixelsPerDegree, fractionDigits: 1)): each metric on its own viewing, FLIP's from the display's "
                        + "panel or --ppd / --viewing-distance, ColorVideoVDP's from its display model (--display)")
            }
        }
        if let sequence = configuration.workload.sequence {
            lines.append(
                "  sequence   \(sequence.frames) frames at \(NumberText.trimmed(sequence.framesPerSecond, maxFractionDigits: 2)) fps: every point judged on "
                    + "every frame against the reference's same frame; JOD in ColorVideoVDP's video mode, PSNR, SSIM and FLIP the means over the "
                    + "frames, 'worst FLIP' the worst frame's mean (its number from 0)")
        }
        return lines
    }

    /// Why the sweep recommends nothing, when its race left points it could neither tell apart
    /// by cost nor show equal within the margin: each with its interval, and what to give it.
    public var undecidedSentence: String? {
        guard let undecided, !undecided.isEmpty else { return nil }
        let margin = NumberText.trimmed(RaceDesign.equivalenceMargin * 100, maxFractionDigits: 1)
        let listed = undecided.compactMap { index -> String? in
            guard let candidate = points[index].candidate, let cost = points[index].cost else { return nil }
            return "\(candidate.label) \(NumberText.fixed(cost.ratio, fractionDigits: 3)) (\(NumberText.fixed(cost.low, fractionDigits: 3))…"
                + "\(NumberText.fixed(cost.high, fractionDigits: 3)))"
        }
        let looks = race.map { " after \($0.looks) of at most \($0.design.looks) looks" } ?? ""
        let rounds = undecided.compactMap { points[$0].cost?.rounds }.filter { $0 > 0 }.min() ?? 0
        let needed =
            race.map { race in
                "; its tests, at \(NumberText.trimmed(race.design.testLevel, maxFractionDigits: 6)) each, decide nothing with fewer than "
                    + "\(race.design.fewestRoundsPerSide) rounds a point, \(race.design.fewestRoundsAgainstAConstant) against the native size "
                    + "(these had \(rounds) or more)"
            } ?? ""
        return "Undecided: the race left \(listed.joined(separator: ", "))\(looks) (cost × native, 95 % interval): its tests did not "
            + "separate them and their costs are not equal within ±\(margin) %\(needed); no recommendation. Give it more frames or time "
            + "(--frames, --time-limit) (exit 4)."
    }

    /// What the audits of the experiments found: how many passed, and each failure with the
    /// points it left out of the frontier and the recommendation.
    var auditLines: [String] {
        let audited = experiments.compactMap { experiment in experiment.audit.map { (experiment.renderSize, $0) } }
        guard !audited.isEmpty else { return [] }
        let failed = audited.filter { $0.1.passed == false }
        let coverage = audited.compactMap { $0.1.summary?.coverage?.median }
        var lines = [
            "Audit: \(audited.count - failed.count) of \(audited.count) render sizes' costs passed (stages cover "
                + "\(AuditFinding.percent(coverage.min() ?? 0))–\(AuditFinding.percent(coverage.max() ?? 0)) of their rounds); the frontier and the "
                + "recommendation use audited costs only."
        ]
        for (size, audit) in failed {
            lines += (audit.summary?.findings ?? []).map { "  audit     \(size) failed: \($0.sentence)" }
        }
        return lines
    }

    /// How the adaptive sweep spent its time: the points timed to the end, and those settled
    /// before (by quality, untimed; by cost, after some rounds). Nil for an exhaustive sweep and
    /// files before version 7.
    var raceLine: String? {
        guard configuration.exhaustive == false else { return nil }
        let byQuality = points.filter { $0.settlement?.reason.isByQuality == true }.count
        let byCost = points.filter { $0.settlement.map { !$0.reason.isByQuality } ?? false }.count
        let left = points.count - byQuality - byCost
        let measured =
            raceSettled == false
            ? "left when the race's looks or time ran out, unseparated by its tests"
            : "measured until the recommendation was settled"
        return "Adaptive: judged by \(configuration.metric.name); \(byQuality) of \(points.count) points settled by quality before any timing, "
            + "\(byCost) by cost part-way; \(left) \(measured) (--exhaustive measures every point to its stop rule)."
    }

    /// The race's error control, the recommendation's stability and the level shifts seen;
    /// nothing for files before version 11, shards and merges.
    /// The scales asked for that whole pixels moved, each with the size and scale it renders:
    /// `--scales 0.85` on a 270-wide panel renders 230 wide, 0.852 (the table's scale column).
    var snappedScalesLine: String? {
        let native = configuration.system?.buffer ?? PixelSize(width: configuration.display.nativeSize.width, height: configuration.display.nativeSize.height)
        let moved = configuration.scales.compactMap { asked -> String? in
            // The sweep's own rule for the pixels a scale renders, so the line says what was rendered.
            let size = ScaleSweep.renderSize(of: native, at: asked)
            let realized = Double(size.width) / Double(native.width)
            guard NumberText.trimmed(realized, maxFractionDigits: 3) != NumberText.trimmed(asked, maxFractionDigits: 3) else { return nil }
            return "\(NumberText.trimmed(asked, maxFractionDigits: 6)) renders \(size), \(NumberText.trimmed(realized, maxFractionDigits: 3))"
        }
        guard !moved.isEmpty else { return nil }
        return "Scales snap to whole pixels (the table's scale is the width's): " + moved.joined(separator: "; ") + "."
    }

    var raceOutcomeLines: [String] {
        guard let race else { return [] }
        let design = race.design
        let alpha = "α = \(NumberText.trimmed(design.alpha * 100, maxFractionDigits: 2)) %"
        let level = "each test at \(NumberText.trimmed(design.testLevel, maxFractionDigits: 6))"
        var lines = [
            configuration.exhaustive == true
                ? "Race: judged once after every point was timed; a point was settled off only when surely costlier, at \(alpha) over "
                    + "\(design.points) candidates (\(level)), and is tied with the cheapest left only within "
                    + "±\(NumberText.trimmed(RaceDesign.equivalenceMargin * 100, maxFractionDigits: 1)) %."
                : "Race: \(race.looks) of at most \(design.looks) looks; a point was settled off only when surely costlier, at \(alpha) over "
                    + "\(design.looks) looks × \(design.points) candidates (\(level))."
        ]
        if let stability = race.stability {
            lines.append(
                "Stability: the race judged again on this run's rounds resampled \(stability.resamples) times recommends the same point in "
                    + "\(NumberText.fixed(stability.fraction * 100, fractionDigits: 1)) % of them.")
        }
        lines += race.levelShifts.map { "  level     \(Self.shiftText($0))" }
        return lines
    }

    /// One level shift in words.
    static func shiftText(_ shift: LevelShift) -> String {
        let what = shift.filter.map { "\(shift.renderSize) + \($0.rawValue)'s cost" } ?? "\(shift.renderSize)'s native frame"
        let unit = shift.quantity == .nativeFrameMilliseconds ? " ms" : "× native"
        let digits = shift.quantity == .nativeFrameMilliseconds ? 2 : 3
        return "\(what) moved between renderers: \(NumberText.fixed(shift.lowMedian, fractionDigits: digits))\(unit) on renderer \(shift.lowRenderer), "
            + "\(NumberText.fixed(shift.highMedian, fractionDigits: digits))\(unit) on renderer \(shift.highRenderer), every round of one beyond every round "
            + "of the other (a second cost level, or the machine's load: the race asks its renderers to agree)"
    }

    /// Why a point was settled early, for its frontier cell.
    static func settledText(_ settlement: Settlement, timed: Bool, kind: SweepTarget.Kind = .drawable) -> String {
        // Quality settles a point before timing; the drawable size's baseline filter and every preset are timed anyway,
        // and where quality settled every point, the first render size is, for the native frame time.
        let timing =
            !timed ? "untimed" : kind == .preset ? "timed as a preset" : kind == .drawable ? "timed as the baseline" : "timed for native's frame time"
        let why =
            switch settlement.reason {
            case .belowNativeQuality: "below native's quality, \(timing)"
            case .belowQualityFloor: "below the quality floor, \(timing)"
            case .costlierThanAnotherCandidate: "costlier than another candidate after \(settlement.rounds) rounds"
            case .overBudget: "over the budget after \(settlement.rounds) rounds"
            case .worseThanAPointWithinBudget: "worse than a point within the budget after \(settlement.rounds) rounds"
            }
        return "settled off (\(why))"
    }

    /// `41.23` or `∞` for identical images.
    static func psnrText(_ psnr: Double) -> String {
        psnr.isFinite ? NumberText.fixed(psnr, fractionDigits: 2) : "∞"
    }

    private func size(_ document: SizeDocument<Int>) -> String { "\(document.width)×\(document.height)" }

    /// Every point: scale, render size, filter, cost with its CI, frame time, memory, PSNR,
    /// SSIM, mean FLIP, rounds and frontier membership; `→` marks the recommendation, `*` the
    /// Pareto frontier (of every timed point). A point settled early says why.
    var pointsTable: Table {
        // A JOD column only where ColorVideoVDP scored the points.
        let jod = points.contains { $0.quality.jod != nil }
        // A sequence: the worst frame's FLIP beside the mean, and the JOD is the video mode's.
        let moving = points.contains { $0.frames?.flip != nil }
        var table = Table(
            header: ["", "scale", "render", "filter", "cost ×native (95 % CI)", "frame ms", "extra memory", "PSNR dB", "SSIM", "FLIP"]
                + (moving ? ["worst FLIP"] : []) + (jod ? [moving ? "JOD (video)" : "JOD"] : []) + ["rounds", "frontier"],
            alignments: [.left, .right, .left, .left, .left, .right, .right, .right, .right, .right] + (moving ? [.right] : []) + (jod ? [.right] : [])
                + [.right, .left])
        let frontierSet = Set(frontier)
        for (index, point) in points.enumerated() {
            let mark = point.auditPassed == false ? " !" : (recommendation?.pointIndex == index ? "→" : " ") + (frontierSet.contains(index) ? "*" : " ")
            let kind =
                switch point.target.kind {
                case .scale: ""
                case .preset: point.target.preset.map { " (\($0.name))" } ?? ""
                case .native, .drawable: " (\(point.target.kind.rawValue))"
                }
            let cost =
                point.filter == nil
                ? "1 (baseline)"
                : point.cost.map {
                    "\(NumberText.fixed($0.ratio, fractionDigits: 3)) (\(NumberText.fixed($0.low, fractionDigits: 3))…"
                        + "\(NumberText.fixed($0.high, fractionDigits: 3)), ±\(NumberText.fixed($0.halfWidthPoints, fractionDigits: 1)) pp)"
                } ?? "not timed"
            let member = shard != nil ? "" : (frontierSet.contains(index) ? "yes" : "no")
            // A point settled by cost was timed part-way: it has a place on the frontier, and why it stopped.
            let membership =
                point.settlement.map {
                    (point.cost == nil ? "" : "\(member); ") + Self.settledText($0, timed: point.cost != nil, kind: point.target.kind)
                } ?? member
            let quality: [String] = [
                Self.psnrText(point.quality.psnr), point.quality.ssim.map { NumberText.fixed($0, fractionDigits: 4) } ?? "n/a",
                point.quality.flip.map { NumberText.fixed($0.mean, fractionDigits: 4) } ?? "n/a",
            ]
            let worstCell: [String] =
                moving ? [point.frames?.flip.map { "\(NumberText.fixed($0.worst, fractionDigits: 4)) (\($0.worstFrame))" } ?? "n/a"] : []
            let jodCell: [String] = jod ? [point.quality.jod.map { NumberText.fixed($0, fractionDigits: 3) } ?? "n/a"] : []
            let rounds = point.filter == nil ? "" : point.cost.map { "\($0.rounds)" } ?? "0"
            // A native point whose sweep timed nothing (every other point settled by quality) has no frame time.
            let frame = point.cost.flatMap { $0.frameMilliseconds.isFinite ? NumberText.fixed($0.frameMilliseconds, fractionDigits: 1) : nil } ?? ""
            let head: [String] = [
                mark, NumberText.fixed(point.target.scale, fractionDigits: 3), "\(point.target.renderSize)\(kind)",
                point.filter?.rawValue ?? "none", cost, frame, NumberText.bytes(point.extraMemoryBytes),
            ]
            table.append(head + quality + worstCell + jodCell + [rounds, membership])
        }
        return table
    }
}
