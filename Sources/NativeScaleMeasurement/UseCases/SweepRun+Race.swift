import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning

extension SweepRun {
    /// Times every render size's points to the sweep's stop rule, one experiment each (`--exhaustive`).
    mutating func measureEveryPoint(progress: (SweepProgress) -> Void) throws {
        for index in timings.indices {
            progress(.timing(index: index, count: timings.count, renderSize: timings[index].target.renderSize))
            try measureBatch(index, filters: timings[index].points.compactMap { points[$0].filter }, stop: sweep.request.stop)
            renderers[index] = nil
        }
    }

    /// Times only what can change the recommendation (``SweepRace``): quality settles what it
    /// can before any timing; then, look after look, every render size with a point still
    /// racing is timed for one batch of its racing filters on a renderer of its own (so that a
    /// cost level a renderer settles on is sampled again), and points are settled as the
    /// ``RaceDesign``'s tests allow, until the recommendation is settled, the design's looks
    /// are spent, or every point left has met `--frames` or `--time-limit` (`--precision` does
    /// not end a race: a precise interval that still overlaps settles nothing). A shard cannot
    /// see the other shards: it settles only what its own points settle.
    mutating func race(progress: (SweepProgress) -> Void) throws {
        var race = SweepRace(
            qualities: points.map(\.quality), native: points.firstIndex { $0.filter == nil }, constraints: constraints,
            metric: sweep.request.metric)
        settle(race)
        dropRenderers(keeping: Set(race.racing).union(baselinePoint.map { [$0] } ?? []).union(presetPoints))
        let design = RaceDesign(alpha: sweep.request.raceAlpha, looks: sweep.request.raceLooks, points: race.candidates.count)
        raceDesign = design
        progress(
            .settledByQuality(
                settled: race.settlements.count, points: points.count, metric: sweep.request.metric, racing: race.racing.count,
                looks: design.looks, alpha: design.alpha))
        // Known before any timing: a --frames too few for any test against native to decide.
        if sweep.request.shard == nil, let rounds = sweep.request.stop.rounds, let native = race.native, race.candidates.contains(native),
            !race.racing.isEmpty, rounds < design.fewestRoundsAgainstAConstant
        {
            progress(.tooFewRounds(rounds: rounds, needed: design.fewestRoundsAgainstAConstant, testLevel: design.testLevel))
        }
        let (firstLook, size) = batchSizes(design)
        while true {
            let decided = sweep.request.shard == nil && race.isDecided(raceCosts(design))
            raceSettled = decided
            // The drawable size with the baseline filter (what an app gets by default) is timed
            // once whatever settled it: the recommendation's sentence compares with it.
            var racing = decided || raceLooks >= design.looks ? [] : Set(race.racing)
            if let baseline = baselinePoint, points[baseline].comparison == nil { racing.insert(baseline) }
            // So is every preset's point: what each preset costs on this panel is the question
            // `--presets` asks, whatever the rule settled it by.
            for point in presetPoints where points[point].comparison == nil { racing.insert(point) }
            let due = timings.indices.filter { needsTiming($0, racing: racing) }
            if due.isEmpty { break }
            raceLooks += 1
            progress(.look(look: raceLooks, sizes: due.count, racing: race.racing.count))
            for index in due {
                for half in Self.halves(timings[index].rounds == 0 ? firstLook : size) {
                    try measureBatch(index, filters: timings[index].points.filter(racing.contains).compactMap { points[$0].filter }, stop: half)
                    renderers[index] = nil
                }
            }
            race.update(raceCosts(design), rounds: points.map { $0.renderers.reduce(0) { $0 + $1.count } })
            settle(race)
        }
        // A race quality alone decided has timed nothing (no drawable size of its own where the
        // format's buffer is the drawable): one batch of the first render size gives the result
        // its native frame time and an audit.
        if sweep.request.shard == nil, !timings.contains(where: { !$0.samples.isEmpty }), let first = timings.indices.first {
            for half in Self.halves(size) {
                try measureBatch(first, filters: timings[first].points.compactMap { points[$0].filter }, stop: half)
                renderers[first] = nil
            }
        }
        raceLeft = race.candidates
        renderers.removeAll()
    }

    /// The rounds of a render size's first batch and of each after it. A batch is the stop
    /// rule's minimum rounds (at least 4), never more than its round count; the first is as long
    /// as the design's tests need to settle anything (every round on one side of the native cost,
    /// or of another point's): a shorter first look is spent before it can decide, and where a
    /// size's `--time-limit` allows one look (a sequence's), nothing would be.
    func batchSizes(_ design: RaceDesign) -> (first: Int, later: Int) {
        let cap = sweep.request.stop.rounds ?? .max
        let size = min(max(4, sweep.request.stop.minimumRounds), cap)
        return (min(max(size, design.fewestRoundsAgainstAConstant, design.fewestRoundsPerSide), cap), size)
    }

    /// A batch of `size` rounds, timed half on each of two renderers: one renderer's cost level
    /// settles nothing (``RaceCosts``).
    static func halves(_ size: Int) -> [StopCondition] {
        [size / 2, size - size / 2].filter { $0 > 0 }.map { StopCondition(rounds: $0, minimumRounds: $0) }
    }

    /// The race's evidence: each point's rounds, none for a point whose audit failed, whose
    /// stage times are not trusted: it eliminates nothing, and nothing eliminates it by cost.
    func raceCosts(_ design: RaceDesign) -> RaceCosts {
        RaceCosts(design: design, native: points.firstIndex { $0.filter == nil }, renderers: raceRenderers, nativeFrameMilliseconds: nativeFrameMilliseconds)
    }

    /// How the race ended, with the level shifts between each render size's batches; nil when
    /// no race ran (a shard).
    func raceOutcome(
        points finished: [SweepResult.Point], configuration: SweepResult.Configuration,
        nativeFrameMilliseconds: Double
    ) -> RaceOutcome? {
        guard sweep.request.shard == nil else { return nil }
        if sweep.request.exhaustive {
            return RaceOutcome.judgedOnce(
                points: finished, renderers: raceRenderers, configuration: configuration,
                nativeFrameMilliseconds: nativeFrameMilliseconds)
        }
        guard let raceDesign, let raceSettled else { return nil }
        var shifts: [LevelShift] = []
        for timing in timings where timing.batchStarts.count > 1 {
            let native = timing.perBatch { $0.filter { $0.path == .native }.map { $0.frame / 1_000_000 } }
            shifts += [LevelShift.find(in: native, renderSize: timing.target.renderSize, filter: nil, quantity: .nativeFrameMilliseconds)].compactMap { $0 }
            for point in timing.points {
                guard let filter = points[point].filter else { continue }
                let ratios = timing.perBatch { batch in
                    RoundPairs(batch, filter: filter).ratios(.frame)
                }
                shifts += [LevelShift.find(in: ratios, renderSize: timing.target.renderSize, filter: filter, quantity: .costRatio)].compactMap { $0 }
            }
        }
        return RaceOutcome(design: raceDesign, looks: raceLooks, settled: raceSettled, left: raceLeft, levelShifts: shifts, stability: nil)
    }

    /// The recommendation's stability: the race judged again on this run's rounds, resampled.
    func stability(
        of race: RaceOutcome?, points finished: [SweepResult.Point], configuration: SweepResult.Configuration,
        nativeFrameMilliseconds: Double, chosen: Int?
    ) -> RecommendationStability? {
        guard let race else { return nil }
        return RecommendationStability.measure(
            points: finished, renderers: raceRenderers, configuration: configuration,
            design: race.design, nativeFrameMilliseconds: nativeFrameMilliseconds, recommended: chosen, seed: sweep.request.seed)
    }

    /// Each point's rounds per renderer for the race's tests: none for a point not timed or whose audit failed.
    var raceRenderers: [[[Double]]?] {
        points.map { $0.auditPassed == false || $0.renderers.isEmpty ? nil : $0.renderers }
    }

    /// The points of the FSR presets' render sizes (`--presets`).
    var presetPoints: Set<Int> { Set(points.indices.filter { points[$0].target.kind == .preset && points[$0].filter != nil }) }

    /// The point the recommendation is compared with (``RecommendationRule/baseline(among:filter:)``).
    var baselinePoint: Int? {
        RecommendationRule.baseline(among: points.map { ($0.target, $0.filter) }, filter: sweep.request.baselineFilter)
    }

    /// Whether render size `index` has a racing point that has not met `--frames` or
    /// `--time-limit` (a race is not ended by `--precision`).
    func needsTiming(_ index: Int, racing: Set<Int>) -> Bool {
        let timing = timings[index]
        guard timing.points.contains(where: racing.contains) else { return false }
        if let rounds = sweep.request.stop.rounds, timing.rounds >= rounds { return false }
        if let limit = sweep.request.stop.timeLimit, timing.rounds >= sweep.request.stop.minimumRounds, timing.seconds >= limit { return false }
        return true
    }

    /// Releases the renderers of render sizes with none of `points`.
    mutating func dropRenderers(keeping points: Set<Int>) {
        for index in renderers.keys where !timings[index].points.contains(where: points.contains) { renderers[index] = nil }
    }

    /// Records the race's settlements on the points.
    mutating func settle(_ race: SweepRace) {
        for (index, settlement) in race.settlements where points[index].settlement == nil { points[index].settlement = settlement }
    }
}
