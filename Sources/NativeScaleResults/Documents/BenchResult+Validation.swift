import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleStatistics
import NativeScaleTuning

extension BenchResult {
    /// Reads a bench result (schema `nativescale.bench`, every version this build reads), validates its raw
    /// samples and recomputes its statistics from them; the file's own `analysis` is not trusted.
    public static func read(from path: String) throws(ResultFileError) -> BenchResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Decodes and validates the bench result in `data`; `path` names it in any error.
    static func read(_ data: Data, path: String) throws(ResultFileError) -> BenchResult {
        try ResultFile.decode(BenchResult.self, from: data, schema: schemaName, versions: readableSchemaVersions, kind: .bench, path: path)
            .validated(path: path)
    }

    /// This result with its samples checked and its analysis recomputed from them.
    ///
    /// Every sample is finite and at least 0; every path the configuration lists has one frame
    /// in every round, and no other path has any; `rounds` counts the rounds the samples hold.
    func validated(path: String) throws(ResultFileError) -> BenchResult {
        func refuse(_ problem: ResultFileError.Problem) -> ResultFileError { ResultFileError(path: path, problem: problem) }
        guard !samples.isEmpty else { throw refuse(.noSamples) }
        guard measuringSeconds.isFinite, measuringSeconds >= 0 else {
            throw refuse(.badMeasuringSeconds(measuringSeconds))
        }
        let filters = configuration.display.resample.measuredFilters(configuration.filters)
        let expected = [MeasuredPath.native] + filters.map(MeasuredPath.scaled)
        try SampleCheck.frames(samples, paths: expected, rounds: rounds, group: .samples, path: path)
        try SampleCheck.scenesTakeTime(samples, group: .samples, path: path)
        var result = self
        // Version 1 kept no notes apart: they are its sentences that do not begin with a path it measured.
        result.notes =
            notes
            ?? storedAnomalies.compactMap {
                guard case .sentence(let sentence) = $0, !StoredAnomaly.isAnalysisSentence(sentence, paths: expected) else { return nil }
                return .recorded(sentence)
            }
        if let audit {
            let figures = audit.rounds.flatMap { [$0.stages, $0.span, $0.host, $0.dependency] } + audit.isolated.flatMap { [$0.host, $0.batched] }
            guard figures.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= SampleCheck.maximumNanoseconds }) else {
                throw refuse(.badAuditFigure(maximum: SampleCheck.maximumNanoseconds))
            }
        }
        // The figures the file claims are never trusted: derived again, as when it was measured.
        if let present {
            try SampleCheck.frames(present.samples, paths: expected, rounds: present.rounds, group: .presentSamples, path: path)
            try SampleCheck.scenesTakeTime(present.samples, group: .presentSamples, path: path)
        }
        (result.analysis, result.verdict, result.storedAnomalies, result.audit, result.present) = Self.derived(
            samples: samples, audit: audit, present: present, configuration: configuration, environment: environment)
        if let problem = shaderStatistics?.problem { throw refuse(.inconsistentStatistics(problem)) }
        return result
    }
}

extension SweepResult {
    /// Reads a sweep result (schema `nativescale.sweep`, every version this build reads) and validates its
    /// points and raw samples.
    public static func read(from path: String) throws(ResultFileError) -> SweepResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Every point has a finite cost at least 0 (or quality settled it), and the race's design,
    /// looks and candidates are ones it could have had.
    private func checkPointsAndRace(path: String) throws(ResultFileError) {
        guard !points.isEmpty else { throw ResultFileError(path: path, problem: .noPoints) }
        for (index, point) in points.enumerated() {
            guard let cost = point.cost else {
                guard point.settlement?.reason.isByQuality == true else {
                    throw ResultFileError(path: path, problem: .pointWithoutCost(point: index))
                }
                continue
            }
            let figures = [cost.ratio, cost.low, cost.high, cost.frameMilliseconds]
            guard figures.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw ResultFileError(path: path, problem: .badPointCost(point: index))
            }
        }
        if let race = race {
            let design = race.design
            guard design.alpha > 0, design.alpha < 1, race.looks >= 0, race.looks <= design.looks,
                race.left.allSatisfy(points.indices.contains), recommendation?.tie?.allSatisfy(race.left.contains) ?? true
            else {
                throw ResultFileError(
                    path: path,
                    problem: .badRace(
                        alpha: design.alpha, looks: race.looks, designLooks: design.looks,
                        candidates: race.left, points: points.count))
            }
        }
    }

    /// Decodes and validates the sweep result in `data`; `path` names it in any error.
    static func read(_ data: Data, path: String) throws(ResultFileError) -> SweepResult {
        var result = try ResultFile.decode(SweepResult.self, from: data, schema: schemaName, versions: readableSchemaVersions, kind: .sweep, path: path)
        try result.checkPointsAndRace(path: path)
        // Every point was rendered into the buffer the system's resample starts from, which ends
        // in the display's native size.
        if let system = result.configuration.system {
            let native = PixelSize(width: result.configuration.display.nativeSize.width, height: result.configuration.display.nativeSize.height)
            let found = [system.panel == native ? nil : system.panel] + result.points.map { $0.target.nativeSize == system.buffer ? nil : $0.target.nativeSize }
            if let wrong = found.compactMap({ $0 }).first { throw ResultFileError(path: path, problem: .systemResample(buffer: system.buffer, found: wrong)) }
        }
        // A shard holding only the native size measures nothing.
        guard !result.experiments.isEmpty || result.shard != nil else {
            throw ResultFileError(path: path, problem: .noExperiments)
        }
        if let shard = result.shard {
            guard (try? Shard(index: shard.index, count: shard.count)) != nil, shard.total >= 1,
                shard.positions == (try? Shard(index: shard.index, count: shard.count))?.positions(of: shard.total)
            else {
                throw ResultFileError(path: path, problem: .shardPositions(index: shard.index, count: shard.count, total: shard.total, of: .renderSizes))
            }
        }
        for (index, experiment) in result.experiments.enumerated() {
            let paths = experiment.samples.map(\.path).uniqued()
            let rounds = Set(experiment.samples.map(\.round)).count
            try SampleCheck.frames(
                experiment.samples, paths: paths.isEmpty ? [.native] : paths, rounds: rounds,
                group: .experiment(index), path: path, settledPaths: true)
            try SampleCheck.scenesTakeTime(experiment.samples, group: .experiment(index), path: path)
            let analysis = BenchAnalysis(samples: experiment.samples, seed: result.configuration.seed)
            result.experiments[index].anomalies = analysis.anomalies
            // The audit is judged again from its raw rounds, and every point of the size must
            // say what that judgement says: a file cannot claim an audit its figures fail.
            guard let audit = experiment.audit else { continue }
            let points = result.points.filter { $0.target.renderSize == experiment.renderSize && $0.filter != nil }
            let passed = audit.summarised(
                analysis: analysis, samples: experiment.samples, pixelRatio: points.first?.target.pixelRatio,
                pixelBound: RunAudit.isPixelBound(result.configuration.workload),
                resolution: result.environment.device.timerResolution
            ).passed
            if let point = points.first(where: { $0.auditPassed != passed }) {
                throw ResultFileError(path: path, problem: .auditClaim(renderSize: experiment.renderSize, claimed: point.auditPassed, judged: passed))
            }
        }
        return result
    }
}

/// The checks every file's raw frames pass before anything is computed from them.
enum SampleCheck {
    /// No path's scene is 0 ns in every round: drawing a frame takes time, so a path whose every
    /// scene reads 0 holds no measurement (a file edited, or stamps that bound nothing), and any
    /// ratio to it would read as an impossible gain.
    static func scenesTakeTime(_ frames: [some TimedFrame], group: ResultFileError.FrameGroup, path file: String) throws(ResultFileError) {
        for measured in frames.map(\.path).uniqued() {
            let scenes = frames.filter { $0.path == measured }.compactMap { $0.nanoseconds(.scene) }
            if !scenes.isEmpty, scenes.allSatisfy({ $0 == 0 }) {
                throw ResultFileError(path: file, problem: .frames(group, .zeroScenes(path: measured, frames: scenes.count)))
            }
        }
    }

    /// The longest time a sample may hold: an hour, in nanoseconds. A frame beyond it is not a
    /// measurement but a corrupt file.
    static let maximumNanoseconds = 3.6e12

    /// Every time finite and ≥ 0, every path in `paths` with one frame per round and no other
    /// path, `rounds` rounds, and each stage present in all of a path's frames or none. With
    /// `settledPaths` (a sweep's render size, whose filters the race stops timing at different
    /// looks), a scaled path may stop before the last round: it has one frame in each round it
    /// has, all of them rounds of the native path, which has every round.
    static func frames(
        _ frames: [some TimedFrame], paths: [MeasuredPath], rounds: Int, group: ResultFileError.FrameGroup, path file: String,
        settledPaths: Bool = false
    ) throws(ResultFileError) {
        func refuse(_ problem: ResultFileError.FrameProblem) -> ResultFileError { ResultFileError(path: file, problem: .frames(group, problem)) }
        guard !frames.isEmpty else { throw refuse(.none) }
        for (index, frame) in frames.enumerated() {
            guard frame.round >= 0, frame.position >= 0 else {
                throw refuse(.badPlacement(frame: index, round: frame.round, position: frame.position))
            }
            for (stage, nanoseconds) in frame.stages where !(nanoseconds.isFinite && nanoseconds >= 0 && nanoseconds <= maximumNanoseconds) {
                throw refuse(
                    .badStageTime(
                        frame: index, round: frame.round, path: frame.path, stage: stage,
                        nanoseconds: nanoseconds, maximum: maximumNanoseconds))
            }
            guard paths.contains(frame.path) else {
                throw refuse(.unmeasuredPath(frame: index, path: frame.path, measured: paths))
            }
        }
        let roundsHeld = Set(frames.map(\.round)).count
        guard roundsHeld == rounds else { throw refuse(.roundCount(said: rounds, held: roundsHeld)) }
        for measured in paths {
            let series = frames.filter { $0.path == measured }
            guard !series.isEmpty else { throw refuse(.pathMissing(measured)) }
            let seriesRounds = Set(series.map(\.round)).count
            let complete = settledPaths && measured != .native ? series.count == seriesRounds : series.count == roundsHeld && seriesRounds == roundsHeld
            guard complete else {
                throw refuse(.notOnePerRound(path: measured, frames: series.count, rounds: settledPaths && measured != .native ? seriesRounds : roundsHeld))
            }
            let stageSets = Set(series.map { Set($0.stages.map(\.0)) })
            guard stageSets.count == 1 else {
                throw refuse(.unevenStages(path: measured))
            }
        }
    }
}

extension BenchResult {
    /// Decodes a bench result stored elsewhere (a history row), validating it as a file read
    /// from `source` would be; `source` names it in any error.
    public static func decode(json: String, source: String) throws(ResultFileError) -> BenchResult {
        try read(Data(json.utf8), path: source)
    }

    /// This result as the current schema version writes it.
    public var upgraded: BenchResult {
        var copy = self
        copy.schemaVersion = Self.currentSchemaVersion
        return copy
    }
}

/// A measured frame as validation sees it: where it sat, its path, and its stage times.
