import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning

extension ResultFileError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        "'\(path)' " + Self.text(problem)
    }

    private static let written = "'nativescale bench --json', 'sweep --json' or 'shaders --json'"

    private static func text(_ problem: Problem) -> String {
        switch problem {
        case .missing: "\(FileFault.missing.phrase); expected a result file written by \(written)"
        case .isDirectory: "\(FileFault.isDirectory.phrase); expected a result file written by \(written)"
        case .unreadable: "\(FileFault.unreadable.phrase); expected a result file written by \(written)"
        case .notJSON: "is not JSON (truncated or another format)"
        case .notAnObject(let shape): "is \(text(shape)), not a result; expected the JSON object \(written) writes"
        case .foreignSchema(let schema):
            "is a '\(schema)' document, not a result; expected what 'nativescale bench --json', 'sweep --json', 'shaders --json' or a bench set writes"
        case .wrongSchema(let kind, let found): "is not a nativescale \(kind.rawValue) result (schema \(found.map { "'\($0)'" } ?? "missing"))"
        case .unsupportedVersion(_, let found, let readable):
            "has schema version \(found.map(String.init) ?? "missing"); this nativescale reads versions \(readable.lowerBound) to \(readable.upperBound)"
        case .malformed(.raceNoise, let field, let issue): "is not a race-noise recording (\(text(issue, at: field)))"
        case .malformed(let kind, let field, let issue): "is a malformed nativescale \(kind.rawValue) result (\(text(issue, at: field)))"
        case .noSamples: "has no samples; expected the raw frames of a bench run (every stage needs at least one)"
        case .badMeasuringSeconds(let seconds): "has measuringSeconds \(seconds); expected a finite number of seconds ≥ 0"
        case .badAuditFigure(let maximum):
            "has an audit figure that is not a finite number of nanoseconds in 0…\(maximum); expected what bench writes"
        case .inconsistentStatistics(let problem): "has inconsistent shader statistics: \(text(problem))"
        case .inconsistentShaders(let problem): "is an inconsistent nativescale shaders result: \(text(problem))"
        case .noPoints: "has no points; expected a sweep of at least one render size"
        case .pointWithoutCost(let point): "point \(point) has no cost and was not settled by its quality; expected the costs sweep writes"
        case .badPointCost(let point): "point \(point) has a cost that is not a finite number ≥ 0; expected the costs sweep writes"
        case .badRace(let alpha, let looks, let designLooks, let candidates, let points):
            "has a race with α \(alpha), \(looks) of \(designLooks) looks and candidates \(candidates) of \(points) points; "
                + "expected 0 < α < 1, looks within the design and candidates among the points"
        case .noExperiments: "has no experiments; expected the raw frames of every render size"
        case .systemResample(let buffer, let found):
            "has points judged through the system's resample of a \(buffer) buffer, and \(found) where that buffer or the panel "
                + "belongs; expected every point rendered into the buffer and the resample ending in the display's native size"
        case .shardPositions(let index, let count, let total, let part):
            "has shard \(index)/\(count) of \(total) \(part.rawValue) with positions that do not belong to it; "
                + "expected the positions '\(part == .displays ? "bench" : "sweep") --shard' writes"
        case .auditClaim(let renderSize, let claimed, let judged):
            "says the audit of \(renderSize) \(claimed.map { $0 ? "passed" : "failed" } ?? "is absent"), "
                + "but its rounds say it \(judged == true ? "passed" : "failed"); expected what sweep writes"
        case .badSelection: "has an empty or repeating selection; expected the distinct catalog ids bench measured"
        case .heldDisagrees(let holds, let says):
            "holds the displays " + holds.map { $0 ?? "by hand" }.joined(separator: ", ") + " but says " + says.joined(separator: ", ")
                + "; the lists must agree"
        case .raceNoise(let problem): text(problem)
        case .badStream(let problem): "is not a usable timestamp stream: " + text(problem)
        case .badDynresFigure(let field, let value):
            "has \(field) \(value); expected a finite number in its range (times in (0, 1000] ms, scales in (0, 2], percentages in [0, 100])"
        case .dynresFrameCount(let controller, let frames, let expected): "has \(frames) frames of \(controller.rawValue); expected the recording's \(expected)"
        case .frames(let group, let problem): text(problem, in: group)
        }
    }

    /// The problems of a document's raw frames.
    private static func text(_ problem: FrameProblem, in group: FrameGroup) -> String {
        let frame = text(group)
        return switch problem {
        case .none: "has no \(frame)s; expected the raw frames of the run"
        case .badPlacement(let index, let round, let position):
            "\(frame) \(index) has round \(round), position \(position); expected whole numbers ≥ 0"
        case .badStageTime(let index, let round, let path, let stage, let nanoseconds, let maximum):
            "\(frame) \(index) (round \(round), \(path)) has \(stage.rawValue) \(nanoseconds) ns; expected a finite time in 0…\(maximum) ns (an hour)"
        case .unmeasuredPath(let index, let path, let measured):
            "\(frame) \(index) is on \(path), which the configuration does not measure; expected one of "
                + measured.map(\.name).joined(separator: ", ")
        case .roundCount(let said, let held): "says \(said) rounds but its \(frame)s hold \(held); the counts must agree"
        case .pathMissing(let path):
            "has no \(frame)s of \(path), which its configuration measures; every stage needs at least one"
        case .notOnePerRound(let path, let frames, let rounds):
            "has \(frames) \(frame)s of \(path) over \(rounds) rounds; expected one per round"
        case .unevenStages(let path):
            "times different stages in different frames of \(path); expected the same stages in every frame"
        case .zeroScenes(let path, let frames):
            "has \(path) scene 0 ns in all \(frames) \(frame)s; drawing takes time, so these are not measurements; expected what bench writes"
        }
    }

    private static func text(_ group: FrameGroup) -> String {
        switch group {
        case .samples: "sample"
        case .presentSamples: "on-screen sample"
        case .experiment(let index): "experiment \(index) sample"
        }
    }

    private static func text(_ shape: JSONShape) -> String {
        switch shape {
        case .array: "a JSON array"
        case .string: "a JSON string"
        case .numberOrBoolean: "a JSON number or boolean"
        case .null: "JSON null"
        }
    }

    private static func text(_ issue: DecodingIssue, at field: String) -> String {
        switch issue {
        case .missing: "missing '\(field)'"
        case .badValue: "bad value at '\(field)'"
        case .undecodable: "undecodable"
        }
    }

    private static func text(_ problem: ShaderDocumentProblem) -> String {
        switch problem {
        case .noTargets: "it has no targets"
        case .unnamedTarget: "a target has no family or device name"
        case .repeatedTarget(let target): "target '\(target)' appears twice"
        case .badPipeline(let target): "target '\(target)': a pipeline has no name or no executables"
        case .repeatedExecutable(let target, let pipeline, let stage): "target '\(target)': \(pipeline) \(stage) appears twice"
        case .badStatistic(let target, let pipeline, let stage, let statistic):
            "target '\(target)': \(pipeline) \(stage) has an unnamed or repeated statistic '\(statistic)'"
        }
    }

    private static func text(_ problem: RaceNoiseProblem) -> String {
        switch problem {
        case .schema(let schema, let version):
            "has schema \(schema) v\(version); expected \(RaceNoise.schemaName) v\(RaceNoise.currentSchemaVersion)"
        case .noPoints: "records no points"
        case .badNativeFLIP(let flip): "has a native FLIP of \(flip)"
        case .badFLIP(let flip, let point): "has a FLIP of \(flip) for \(point)"
        case .badRuns(let point): "has no runs, an empty run, or a ratio that is not finite and positive for \(point)"
        }
    }

    private static func text(_ problem: TimestampStream.Problem) -> String {
        switch problem {
        case .timer(let period, let validBits): "timestampPeriod \(period) and timestampValidBits \(validBits) are no timer (a period above 0, 1 to 64 bits)"
        case .settings: "its dependencyFloor, doseFactor, rounds, warmupRounds or leadInFrames is out of range"
        case .figure(let submission): "submission \(submission) holds a time that is not a finite number of nanoseconds, 0 or more"
        case .writtenFlags(let submission, let flags, let frames): "submission \(submission) has \(flags) written flags for \(frames) frames (2 a frame)"
        case .hostFrames(let submission, let frames, let paths): "submission \(submission) has \(frames) host frames for \(paths) paths"
        case .clock(let submission, let kind): "submission \(submission), a \(kind.rawValue), needs either stamps or host frames"
        }
    }
}
