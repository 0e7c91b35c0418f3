public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleTuning

extension SweepResult {
    /// Whether a whole sweep keeps the crop of a point at `target`: the native size, the drawable
    /// size, every preset's size (each filter's output and FLIP map beside the others') and the
    /// recommended point.
    public static func keepsCrop(of target: SweepTarget, chosen: Bool) -> Bool {
        !target.needsResample || target.kind == .drawable || target.kind == .preset || chosen
    }

    /// Every render size's points (one per filter, or the native point), experiment and crops,
    /// by its position in a single run.
    private struct RenderSizePart {
        var points: [Point] = []
        /// Each point's crops.
        var crops: [[Crop]] = []
        var experiment: Experiment?
    }

    /// The shards' render sizes by their position in a single run; throws for a shard whose
    /// render sizes are not its positions.
    private static func renderSizes(of ordered: [(path: String, result: SweepResult)]) throws(MergeError) -> [Int: RenderSizePart] {
        var parts: [Int: RenderSizePart] = [:]
        for (path, result) in ordered {
            let positions = result.shard?.positions ?? []
            var groups: [[Int]] = []
            for (index, point) in result.points.enumerated() {
                if let last = groups.last?.last, result.points[last].target == point.target {
                    groups[groups.count - 1].append(index)
                } else {
                    groups.append([index])
                }
            }
            guard groups.count == positions.count else {
                throw .mismatch(path: path, difference: .renderSizes(held: groups.count, positions: positions.count))
            }
            for (group, position) in zip(groups, positions) {
                let target = result.points[group[0]].target
                parts[position] = RenderSizePart(
                    points: group.map { result.points[$0] },
                    crops: group.map { index in result.crops.images.filter { $0.pointIndex == index } },
                    experiment: result.experiments.first { $0.renderSize == target.renderSize && target.needsResample })
            }
        }
        return parts
    }

    /// The use case behind `nativescale merge` for sweeps: the shards of one sweep (each given
    /// once, with its path for errors) as the whole sweep a single run would have written. Points,
    /// qualities, memory and crops are the shards'; the pooled native frame time, the frontier and
    /// the recommendation are computed again over every shard's frames.
    public static func merging(_ shards: [(path: String, result: SweepResult)]) throws(MergeError) -> SweepResult {
        guard let first = shards.first?.result else { throw .noFiles }
        let byIndex = try ShardDocument.complete(shards.map { ($0.path, $0.result.shard, $0) }) { _, shard in
            shard.result.difference(from: first)
        }
        guard let layout = first.shard else { throw .notShard(path: shards[0].path) }
        let ordered = byIndex.sorted { $0.key < $1.key }.map(\.value)
        let parts = try renderSizes(of: ordered)
        var points: [Point] = []
        var experiments: [Experiment] = []
        var pointCrops: [[Crop]] = []
        for position in 0..<layout.total {
            guard let part = parts[position] else { throw .missing(shards: [Shard.owner(of: position, count: layout.count)], count: layout.count) }
            points += part.points
            if let experiment = part.experiment { experiments.append(experiment) }
            pointCrops += part.crops
        }
        let nativeFrames = experiments.flatMap { $0.samples.filter { $0.path == .native }.compactMap { $0.duration(.frame)?.milliseconds } }
        let nativeMedian = SampleStatistics.median(nativeFrames)
        points = points.map { $0.repriced(nativeFrameMilliseconds: nativeMedian) }
        // The same choice SweepResult makes, judged as an exhaustive sweep is: once, on every point's rounds.
        let race = judgedRace(points: points, experiments: experiments, configuration: first.configuration, nativeFrameMilliseconds: nativeMedian)
        let chosen = choose(among: points, configuration: first.configuration, race: race).recommendation?.pointIndex
        var images = first.crops.images.filter { $0.pointIndex == nil }
        for (index, point) in points.enumerated() where keepsCrop(of: point.target, chosen: index == chosen) {
            images += pointCrops[index].map { Crop(label: $0.label, pointIndex: index, png: $0.png, errorPng: $0.errorPng, flipPng: $0.flipPng) }
        }
        let durations = ordered.map(\.result.durations)
        return SweepResult(
            environment: ordered[0].result.environment, configuration: first.configuration, reference: first.reference,
            nativeFrameMilliseconds: nativeMedian, points: points,
            crops: Crops(x: first.crops.x, y: first.crops.y, width: first.crops.width, height: first.crops.height, images: images),
            durations: Durations(
                reference: durations.map(\.reference).reduce(0, +), measuring: durations.map(\.measuring).reduce(0, +),
                metrics: durations.map(\.metrics).reduce(0, +), total: durations.map(\.total).reduce(0, +)),
            notes: ordered.flatMap(\.result.notes).uniqued(), experiments: experiments, race: race)
    }

    /// The race of merged points, judged once on each point's rounds (its render size's
    /// experiment), with the recommendation's stability.
    private static func judgedRace(
        points: [Point], experiments: [Experiment], configuration: Configuration,
        nativeFrameMilliseconds: Double
    ) -> RaceOutcome {
        let renderers: [[[Double]]?] = points.map { point in
            guard let filter = point.filter, point.auditPassed != false,
                let experiment = experiments.first(where: { $0.renderSize == point.target.renderSize })
            else { return nil }
            let ratios = RoundPairs(experiment.samples, filter: filter).ratios(.frame)
            return ratios.isEmpty ? nil : [ratios]
        }
        let judged = RaceOutcome.judgedOnce(
            points: points, renderers: renderers, configuration: configuration,
            nativeFrameMilliseconds: nativeFrameMilliseconds)
        let chosen = choose(among: points, configuration: configuration, race: judged).recommendation?.pointIndex
        return judged.with(
            stability: RecommendationStability.measure(
                points: points, renderers: renderers, configuration: configuration, design: judged.design,
                nativeFrameMilliseconds: nativeFrameMilliseconds, recommended: chosen, seed: configuration.seed))
    }

    /// How this shard differs from `first` in what must be the same for one sweep; nil if not.
    private func difference(from first: SweepResult) -> ShardDifference? {
        if configuration != first.configuration { return .configuration }
        let a = environment.device
        let b = first.environment.device
        if a.name != b.name || a.driverInfo != b.driverInfo {
            return .device(name: a.name, driver: a.driverInfo, expectedName: b.name, expectedDriver: b.driverInfo)
        }
        if reference != first.reference { return .qualityReference }
        if (crops.x, crops.y, crops.width, crops.height) != (first.crops.x, first.crops.y, first.crops.width, first.crops.height) {
            return .cropRegion
        }
        return nil
    }
}

extension SweepResult.Point {
    /// The point with its frame time taken against another pooled native median.
    func repriced(nativeFrameMilliseconds: Double) -> SweepResult.Point {
        let cost = self.cost.map {
            SweepResult.Cost(
                ratio: $0.ratio, low: $0.low, high: $0.high, halfWidthPoints: $0.halfWidthPoints, sceneRatio: $0.sceneRatio,
                resampleShare: $0.resampleShare, frameMilliseconds: $0.ratio * nativeFrameMilliseconds, rounds: $0.rounds)
        }
        return SweepResult.Point(
            target: target, filter: filter, cost: cost, extraMemoryBytes: extraMemoryBytes, quality: quality,
            auditPassed: auditPassed, settlement: settlement)
    }
}

extension Shard {
    /// The shard (1-based) that owns `position` of `count` shards.
    static func owner(of position: Int, count: Int) -> Int { position % count + 1 }
}
