public import NativeScaleCore
public import NativeScaleResults
import NativeScaleTuning
import NativeScaleAnalysis

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
        case let .notAnObject(shape): "is \(text(shape)), not a result; expected the JSON object \(written) writes"
        case let .foreignSchema(schema):
            "is a '\(schema)' document, not a result; expected what 'nativescale bench --json', 'sweep --json', 'shaders --json' or a bench set writes"
        case let .wrongSchema(kind, found): "is not a nativescale \(kind.rawValue) result (schema \(found.map { "'\($0)'" } ?? "missing"))"
        case let .unsupportedVersion(_, found, readable):
            "has schema version \(found.map(String.init) ?? "missing"); this nativescale reads versions \(readable.lowerBound) to \(readable.upperBound)"
        case let .malformed(.raceNoise, field, issue): "is not a race-noise recording (\(text(issue, at: field)))"
        case let .malformed(kind, field, issue): "is a malformed nativescale \(kind.rawValue) result (\(text(issue, at: field)))"
        case .noSamples: "has no samples; expected the raw frames of a bench run (every stage needs at least one)"
        case let .badMeasuringSeconds(seconds): "has measuringSeconds \(seconds); expected a finite number of seconds ≥ 0"
        case let .badAuditFigure(maximum):
            "has an audit figure that is not a finite number of nanoseconds in 0…\(maximum); expected what bench writes"
        case let .inconsistentStatistics(problem): "has inconsistent shader statistics: \(text(problem))"
        case let .inconsistentShaders(problem): "is an inconsistent nativescale shaders result: \(text(problem))"
        case .noPoints: "has no points; expected a sweep of at least one render size"
        case let .pointWithoutCost(point): "point \(point) has no cost and was not settled by its quality; expected the costs sweep writes"
        case let .badPointCost(point): "point \(point) has a cost that is not a finite number ≥ 0; expected the costs sweep writes"
        case let .badRace(alpha, looks, designLooks, candidates, points):
            "has a race with α \(alpha), \(looks) of \(designLooks) looks and candidates \(candidates) of \(points) points; "
                + "expected 0 < α < 1, looks within the design and candidates among the points"
        case .noExperiments: "has no experiments; expected the raw frames of every render size"
        case let .shardPositions(index, count, total, part):
            "has shard \(index)/\(count) of \(total) \(part.rawValue) with positions that do not belong to it; "
                + "expected the positions '\(part == .displays ? "bench" : "sweep") --shard' writes"
        case let .auditClaim(renderSize, claimed, judged):
            "says the audit of \(renderSize) \(claimed.map { $0 ? "passed" : "failed" } ?? "is absent"), "
                + "but its rounds say it \(judged == true ? "passed" : "failed"); expected what sweep writes"
        case .badSelection: "has an empty or repeating selection; expected the distinct catalog ids bench measured"
        case let .heldDisagrees(holds, says):
            "holds the displays " + holds.map { $0 ?? "by hand" }.joined(separator: ", ") + " but says " + says.joined(separator: ", ")
                + "; the lists must agree"
        case let .raceNoise(problem): text(problem)
        case let .badStream(problem): "is not a usable timestamp stream: " + text(problem)
        case let .badDynresFigure(field, value): "has \(field) \(value); expected a finite number in its range (times in (0, 1000] ms, scales in (0, 2], percentages in [0, 100])"
        case let .dynresFrameCount(controller, frames, expected): "has \(frames) frames of \(controller.rawValue); expected the recording's \(expected)"
        case let .frames(group, problem): text(problem, in: group)
        }
    }

    /// The problems of a document's raw frames.
    private static func text(_ problem: FrameProblem, in group: FrameGroup) -> String {
        let frame = text(group)
        return switch problem {
        case .none: "has no \(frame)s; expected the raw frames of the run"
        case let .badPlacement(index, round, position):
            "\(frame) \(index) has round \(round), position \(position); expected whole numbers ≥ 0"
        case let .badStageTime(index, round, path, stage, nanoseconds, maximum):
            "\(frame) \(index) (round \(round), \(path)) has \(stage.rawValue) \(nanoseconds) ns; expected a finite time in 0…\(maximum) ns (an hour)"
        case let .unmeasuredPath(index, path, measured):
            "\(frame) \(index) is on \(path), which the configuration does not measure; expected one of "
                + measured.map(\.name).joined(separator: ", ")
        case let .roundCount(said, held): "says \(said) rounds but its \(frame)s hold \(held); the counts must agree"
        case let .pathMissing(path):
            "has no \(frame)s of \(path), which its configuration measures; every stage needs at least one"
        case let .notOnePerRound(path, frames, rounds):
            "has \(frames) \(frame)s of \(path) over \(rounds) rounds; expected one per round"
        case let .unevenStages(path):
            "times different stages in different frames of \(path); expected the same stages in every frame"
        case let .zeroScenes(path, frames):
            "has \(path) scene 0 ns in all \(frames) \(frame)s; drawing takes time, so these are not measurements; expected what bench writes"
        }
    }

    private static func text(_ group: FrameGroup) -> String {
        switch group {
        case .samples: "sample"
        case .presentSamples: "on-screen sample"
        case let .experiment(index): "experiment \(index) sample"
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
        case let .repeatedTarget(target): "target '\(target)' appears twice"
        case let .badPipeline(target): "target '\(target)': a pipeline has no name or no executables"
        case let .repeatedExecutable(target, pipeline, stage): "target '\(target)': \(pipeline) \(stage) appears twice"
        case let .badStatistic(target, pipeline, stage, statistic):
            "target '\(target)': \(pipeline) \(stage) has an unnamed or repeated statistic '\(statistic)'"
        }
    }

    private static func text(_ problem: RaceNoiseProblem) -> String {
        switch problem {
        case let .schema(schema, version):
            "has schema \(schema) v\(version); expected \(RaceNoise.schemaName) v\(RaceNoise.currentSchemaVersion)"
        case .noPoints: "records no points"
        case let .badNativeFLIP(flip): "has a native FLIP of \(flip)"
        case let .badFLIP(flip, point): "has a FLIP of \(flip) for \(point)"
        case let .badRuns(point): "has no runs, an empty run, or a ratio that is not finite and positive for \(point)"
        }
    }

    private static func text(_ problem: TimestampStream.Problem) -> String {
        switch problem {
        case let .timer(period, validBits): "timestampPeriod \(period) and timestampValidBits \(validBits) are no timer (a period above 0, 1 to 64 bits)"
        case .settings: "its dependencyFloor, doseFactor, rounds, warmupRounds or leadInFrames is out of range"
        case let .figure(submission): "submission \(submission) holds a time that is not a finite number of nanoseconds, 0 or more"
        case let .writtenFlags(submission, flags, frames): "submission \(submission) has \(flags) written flags for \(frames) frames (2 a frame)"
        case let .hostFrames(submission, frames, paths): "submission \(submission) has \(frames) host frames for \(paths) paths"
        case let .clock(submission, kind): "submission \(submission), a \(kind.rawValue), needs either stamps or host frames"
        }
    }
}
