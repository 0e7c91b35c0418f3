import Foundation
import NativeScaleCore
import NativeScaleStatistics

extension BenchResult {
    /// Reads a bench result (schema `nativescale.bench`, every version this build reads), validates its raw
    /// samples and recomputes its statistics from them; the file's own `analysis` is not trusted.
    public static func read(from path: String) throws(ResultFileError) -> BenchResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Decodes and validates the bench result in `data`; `path` names it in any error.
    static func read(_ data: Data, path: String) throws(ResultFileError) -> BenchResult {
        try ResultFile.decode(BenchResult.self, from: data, schema: schemaName, versions: readableSchemaVersions, kind: "bench", path: path)
            .validated(path: path)
    }

    /// This result with its samples checked and its analysis recomputed from them.
    ///
    /// Every sample is finite and at least 0; every path the configuration lists has one frame
    /// in every round, and no other path has any; `rounds` counts the rounds the samples hold.
    func validated(path: String) throws(ResultFileError) -> BenchResult {
        func refuse(_ reason: String) -> ResultFileError { ResultFileError(path: path, reason: reason) }
        guard !samples.isEmpty else { throw refuse("has no samples; expected the raw frames of a bench run (every stage needs at least one)") }
        guard measuringSeconds.isFinite, measuringSeconds >= 0 else {
            throw refuse("has measuringSeconds \(measuringSeconds); expected a finite number of seconds ≥ 0")
        }
        let filters = configuration.display.resample.measuredFilters(configuration.filters)
        let expected = [MeasuredPath.native] + filters.map(MeasuredPath.scaled)
        try SampleCheck.frames(samples, paths: expected, rounds: rounds, what: "sample", path: path)
        try SampleCheck.scenesTakeTime(samples, what: "sample", path: path)
        var result = self
        result.analysis = BenchAnalysis(samples: samples, seed: configuration.seed)
        result.verdict = BenchVerdict(result.analysis)
        // Version 1 kept no notes apart: they are its sentences that do not begin with a path it measured.
        result.notes = notes ?? storedAnomalies.compactMap {
            guard case let .sentence(sentence) = $0, !StoredAnomaly.isAnalysisSentence(sentence, paths: expected) else { return nil }
            return sentence
        }
        result.storedAnomalies = result.analysis.anomalies.map(StoredAnomaly.anomaly)
        if let audit {
            let figures = audit.rounds.flatMap { [$0.stages, $0.span, $0.host, $0.dependency] } + audit.isolated.flatMap { [$0.host, $0.batched] }
            guard figures.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= SampleCheck.maximumNanoseconds }) else {
                throw refuse("has an audit figure that is not a finite number of nanoseconds in 0…\(SampleCheck.maximumNanoseconds); expected what bench writes")
            }
            result.audit = audit.summarised(analysis: result.analysis, samples: samples,
                                            pixelRatio: Self.auditedPixelRatio(display: configuration.display),
                                            pixelBound: RunAudit.isPixelBound(configuration.workload),
                                            resolution: environment.device.timestampPeriod ?? 1)
        }
        if let present {
            try SampleCheck.frames(present.samples, paths: expected, rounds: present.rounds, what: "on-screen sample", path: path)
            try SampleCheck.scenesTakeTime(present.samples, what: "on-screen sample", path: path)
            result.present = present.reanalysed(seed: configuration.seed, step: result.audit?.summary?.stepNanoseconds)
        }
        if let problem = shaderStatistics?.problem { throw refuse("has inconsistent shader statistics: \(problem)") }
        return result
    }
}

extension SweepResult {
    /// Reads a sweep result (schema `nativescale.sweep`, every version this build reads) and validates its
    /// points and raw samples.
    public static func read(from path: String) throws(ResultFileError) -> SweepResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Decodes and validates the sweep result in `data`; `path` names it in any error.
    static func read(_ data: Data, path: String) throws(ResultFileError) -> SweepResult {
        var result = try ResultFile.decode(SweepResult.self, from: data, schema: schemaName, versions: readableSchemaVersions, kind: "sweep", path: path)
        guard !result.points.isEmpty else { throw ResultFileError(path: path, reason: "has no points; expected a sweep of at least one render size") }
        for (index, point) in result.points.enumerated() {
            guard let cost = point.cost else {
                guard point.settlement?.reason.isByQuality == true else {
                    throw ResultFileError(path: path, reason: "point \(index) has no cost and was not settled by its quality; expected the costs sweep writes")
                }
                continue
            }
            let figures = [cost.ratio, cost.low, cost.high, cost.frameMilliseconds]
            guard figures.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw ResultFileError(path: path, reason: "point \(index) has a cost that is not a finite number ≥ 0; expected the costs sweep writes")
            }
        }
        if let race = result.race {
            let design = race.design
            guard design.alpha > 0, design.alpha < 1, race.looks >= 0, race.looks <= design.looks,
                  race.left.allSatisfy(result.points.indices.contains), result.recommendation?.tie?.allSatisfy(race.left.contains) ?? true else {
                throw ResultFileError(path: path, reason: "has a race with α \(design.alpha), \(race.looks) of \(design.looks) looks and candidates "
                    + "\(race.left) of \(result.points.count) points; expected 0 < α < 1, looks within the design and candidates among the points")
            }
        }
        // A shard holding only the native size measures nothing.
        guard !result.experiments.isEmpty || result.shard != nil else {
            throw ResultFileError(path: path, reason: "has no experiments; expected the raw frames of every render size")
        }
        if let shard = result.shard {
            guard (try? Shard(index: shard.index, count: shard.count)) != nil, shard.total >= 1,
                  shard.positions == (try? Shard(index: shard.index, count: shard.count))?.positions(of: shard.total) else {
                throw ResultFileError(path: path, reason: "has shard \(shard.index)/\(shard.count) of \(shard.total) render sizes with positions "
                    + "that do not belong to it; expected the positions 'sweep --shard' writes")
            }
        }
        for (index, experiment) in result.experiments.enumerated() {
            let paths = experiment.samples.map(\.path).uniqued()
            let rounds = Set(experiment.samples.map(\.round)).count
            try SampleCheck.frames(experiment.samples, paths: paths.isEmpty ? [.native] : paths, rounds: rounds,
                                   what: "experiment \(index) sample", path: path)
            try SampleCheck.scenesTakeTime(experiment.samples, what: "experiment \(index) sample", path: path)
            let analysis = BenchAnalysis(samples: experiment.samples, seed: result.configuration.seed)
            result.experiments[index].anomalies = analysis.anomalies
            // The audit is judged again from its raw rounds, and every point of the size must
            // say what that judgement says: a file cannot claim an audit its figures fail.
            guard let audit = experiment.audit else { continue }
            let points = result.points.filter { $0.target.renderSize == experiment.renderSize && $0.filter != nil }
            let passed = audit.summarised(analysis: analysis, samples: experiment.samples, pixelRatio: points.first?.target.pixelRatio,
                                          pixelBound: RunAudit.isPixelBound(result.configuration.workload),
                                          resolution: result.environment.device.timestampPeriod ?? 1).passed
            if let point = points.first(where: { $0.auditPassed != passed }) {
                let claimed = point.auditPassed.map { $0 ? "passed" : "failed" } ?? "is absent"
                throw ResultFileError(path: path, reason: "says the audit of \(experiment.renderSize) \(claimed), "
                    + "but its rounds say it \(passed == true ? "passed" : "failed"); expected what sweep writes")
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
    static func scenesTakeTime(_ frames: [some TimedFrame], what: String, path file: String) throws(ResultFileError) {
        for measured in frames.map(\.path).uniqued() {
            let scenes = frames.filter { $0.path == measured }.compactMap { $0.nanoseconds(.scene) }
            if !scenes.isEmpty, scenes.allSatisfy({ $0 == 0 }) {
                throw ResultFileError(path: file, reason: "has \(measured) scene 0 ns in all \(scenes.count) \(what)s; drawing takes time, so these are "
                    + "not measurements; expected what bench writes")
            }
        }
    }

    /// The longest time a sample may hold: an hour, in nanoseconds. A frame beyond it is not a
    /// measurement but a corrupt file.
    static let maximumNanoseconds = 3.6e12

    /// Every time finite and ≥ 0, every path in `paths` with one frame per round and no other
    /// path, `rounds` rounds, and each stage present in all of a path's frames or none.
    static func frames(_ frames: [some TimedFrame], paths: [MeasuredPath], rounds: Int, what: String, path file: String) throws(ResultFileError) {
        func refuse(_ reason: String) -> ResultFileError { ResultFileError(path: file, reason: reason) }
        guard !frames.isEmpty else { throw refuse("has no \(what)s; expected the raw frames of the run") }
        for (index, frame) in frames.enumerated() {
            guard frame.round >= 0, frame.position >= 0 else {
                throw refuse("\(what) \(index) has round \(frame.round), position \(frame.position); expected whole numbers ≥ 0")
            }
            for (stage, nanoseconds) in frame.stages where !(nanoseconds.isFinite && nanoseconds >= 0 && nanoseconds <= maximumNanoseconds) {
                throw refuse("\(what) \(index) (round \(frame.round), \(frame.path)) has \(stage.rawValue) \(nanoseconds) ns; "
                    + "expected a finite time in 0…\(maximumNanoseconds) ns (an hour)")
            }
            guard paths.contains(frame.path) else {
                throw refuse("\(what) \(index) is on \(frame.path), which the configuration does not measure; expected one of "
                    + paths.map(\.name).joined(separator: ", "))
            }
        }
        let roundsHeld = Set(frames.map(\.round)).count
        guard roundsHeld == rounds else { throw refuse("says \(rounds) rounds but its \(what)s hold \(roundsHeld); the counts must agree") }
        for measured in paths {
            let series = frames.filter { $0.path == measured }
            guard !series.isEmpty else { throw refuse("has no \(what)s of \(measured), which its configuration measures; every stage needs at least one") }
            guard series.count == roundsHeld, Set(series.map(\.round)).count == roundsHeld else {
                throw refuse("has \(series.count) \(what)s of \(measured) over \(roundsHeld) rounds; expected one per round")
            }
            let stageSets = Set(series.map { Set($0.stages.map(\.0)) })
            guard stageSets.count == 1 else {
                throw refuse("times different stages in different frames of \(measured); expected the same stages in every frame")
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

extension FrameSample: TimedFrame {}
extension PresentSample: TimedFrame {}
