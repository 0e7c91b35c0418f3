import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics

extension SweepRun {
    /// Times every render size's points to the sweep's stop rule, one experiment each (`--exhaustive`).
    mutating func measureEveryPoint(progress: (String) -> Void) throws {
        for index in timings.indices {
            progress("[\(index + 1)/\(timings.count)] timing \(timings[index].target.renderSize) to the stop rule")
            try measureBatch(index, filters: timings[index].points.compactMap { points[$0].filter }, stop: sweep.stop)
            renderers[index] = nil
        }
    }

    /// Times only what can change the recommendation (``SweepRace``): quality settles what it
    /// can before any timing; then, pass after pass, every render size with a point still
    /// racing is timed for one batch of its racing filters, and points are settled as their
    /// intervals allow, until the recommendation is settled or every point left has met the
    /// stop rule. A shard cannot see the other shards: it settles only what its own points
    /// settle, and times the points it leaves to the stop rule.
    mutating func race(progress: (String) -> Void) throws {
        var race = SweepRace(qualities: points.map(\.quality), native: points.firstIndex { $0.filter == nil }, constraints: sweep.constraints,
                             metric: sweep.metric)
        settle(race)
        dropRenderers(keeping: Set(race.racing).union(baselinePoint.map { [$0] } ?? []))
        progress("quality settled \(race.settlements.count) of \(points.count) points before timing (by \(sweep.metric.name)); "
            + "\(race.racing.count) to time")
        // A batch is the stop rule's minimum rounds (at least 4), never more than its round count.
        let size = min(max(4, sweep.stop.minimumRounds), sweep.stop.rounds ?? .max)
        let batch = StopCondition(rounds: size, minimumRounds: size)
        var pass = 0
        while true {
            let decided = sweep.shard == nil && race.isDecided(costs: raceIntervals, nativeFrameMilliseconds: nativeFrameMilliseconds)
            raceSettled = decided
            // The drawable size with the baseline filter (what an app gets by default) is timed
            // once whatever settled it: the recommendation's sentence compares with it.
            var racing = decided ? [] : Set(race.racing)
            if let baseline = baselinePoint, points[baseline].comparison == nil { racing.insert(baseline) }
            let due = timings.indices.filter { needsTiming($0, racing: racing) }
            if due.isEmpty { break }
            pass += 1
            progress("race pass \(pass): timing \(due.count) render sizes, \(race.racing.count) points racing")
            for index in due {
                try measureBatch(index, filters: timings[index].points.filter(racing.contains).compactMap { points[$0].filter }, stop: batch)
            }
            race.update(costs: raceIntervals, rounds: points.map { $0.comparison?.rounds ?? 0 }, nativeFrameMilliseconds: nativeFrameMilliseconds)
            settle(race)
            dropRenderers(keeping: Set(race.racing))
        }
        renderers.removeAll()
    }

    /// Each point's cost interval for the race; none for a point whose audit failed, whose
    /// stage times are not trusted: it eliminates nothing, and nothing eliminates it by cost.
    var raceIntervals: [SweepRace.CostInterval?] {
        points.map { $0.auditPassed == false ? nil : $0.raceInterval }
    }

    /// The drawable size's point with the baseline filter, when the sweep has one.
    var baselinePoint: Int? {
        points.firstIndex { $0.target.kind == .drawable && $0.filter == sweep.baselineFilter }
    }

    /// Whether render size `index` has a racing point that has not met the stop rule.
    func needsTiming(_ index: Int, racing: Set<Int>) -> Bool {
        let timing = timings[index]
        let left = timing.points.filter(racing.contains)
        guard !left.isEmpty else { return false }
        let widest = left.compactMap { points[$0].comparison?.overhead.halfWidth }.max().map { $0 * 100 }
        return !sweep.stop.isSatisfied(rounds: timing.rounds, elapsed: timing.seconds, halfWidth: timing.rounds == 0 ? nil : widest)
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
