public import NativeScaleAnalysis
public import NativeScaleCore
public import NativeScaleTuning

/// A result file that cannot be used: the file, and what is wrong with it as values. Reporting
/// words it (`ResultFileError+Text.swift`).
public struct ResultFileError: Error, Hashable, Sendable {
    /// The path given, or where the document came from (`history.db (result 3)`).
    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }
}

extension ResultFileError {
    /// What is wrong with a result file.
    public enum Problem: Hashable, Sendable {
        // The file itself.
        case missing
        case isDirectory
        case unreadable
        case notJSON
        /// Valid JSON that is not an object.
        case notAnObject(JSONShape)
        /// A JSON document of a schema that is not a result.
        case foreignSchema(String)
        /// Not the `expected` result's schema; the schema found, if any.
        case wrongSchema(expected: ResultFile.Kind, found: String?)
        case unsupportedVersion(kind: ResultFile.Kind, found: Int?, readable: ClosedRange<Int>)
        /// Decoding failed at `field` (dotted coding path).
        case malformed(kind: ResultFile.Kind, field: String, issue: DecodingIssue)

        // A bench result's contents.
        case noSamples
        case badMeasuringSeconds(Double)
        case badAuditFigure(maximum: Double)
        /// A bench result's own shader statistics.
        case inconsistentStatistics(ShaderDocumentProblem)
        /// A shaders result.
        case inconsistentShaders(ShaderDocumentProblem)

        // A sweep result's contents.
        case noPoints
        case pointWithoutCost(point: Int)
        case badPointCost(point: Int)
        case badRace(alpha: Double, looks: Int, designLooks: Int, candidates: [Int], points: Int)
        case noExperiments
        /// The system's resample the points were judged through does not end in the display's
        /// native size, or a point was not rendered into its buffer: the buffer, and the size found.
        case systemResample(buffer: PixelSize, found: PixelSize)
        case shardPositions(index: Int, count: Int, total: Int, of: ShardedPart)
        case auditClaim(renderSize: PixelSize, claimed: Bool?, judged: Bool?)

        /// Raw frames, in any result.
        case frames(FrameGroup, FrameProblem)

        // A bench set's contents.
        case badSelection
        case heldDisagrees(holds: [String?], says: [String])

        // A race-noise recording.
        case raceNoise(RaceNoiseProblem)

        /// A timestamp stream whose contents are inconsistent.
        case badStream(TimestampStream.Problem)

        // A dynamic-resolution result.
        /// A figure that is not a finite number in its range (`field`, dotted).
        case badDynresFigure(field: String, value: Double)
        /// A controller whose frames are not the recording's.
        case dynresFrameCount(controller: ControllerName, frames: Int, expected: Int)
    }

    /// What a JSON value that is not an object is.
    public enum JSONShape: String, Hashable, Sendable {
        case array, string, numberOrBoolean, null
    }

    /// Why a field did not decode.
    public enum DecodingIssue: Hashable, Sendable {
        case missing, badValue, undecodable
    }

    /// Which frames of a document a frame problem is in.
    public enum FrameGroup: Hashable, Sendable {
        /// A bench result's offscreen samples.
        case samples
        /// A bench result's on-screen samples.
        case presentSamples
        /// A sweep's experiment at this index.
        case experiment(Int)
    }

    /// What is wrong with a group of raw frames.
    public enum FrameProblem: Hashable, Sendable {
        case none
        case badPlacement(frame: Int, round: Int, position: Int)
        case badStageTime(frame: Int, round: Int, path: MeasuredPath, stage: Stage, nanoseconds: Double, maximum: Double)
        case unmeasuredPath(frame: Int, path: MeasuredPath, measured: [MeasuredPath])
        case roundCount(said: Int, held: Int)
        case pathMissing(MeasuredPath)
        case notOnePerRound(path: MeasuredPath, frames: Int, rounds: Int)
        case unevenStages(path: MeasuredPath)
        /// Every scene of `path` reads 0 ns.
        case zeroScenes(path: MeasuredPath, frames: Int)
    }

    /// What is inconsistent in a shaders document.
    public enum ShaderDocumentProblem: Hashable, Sendable {
        case noTargets
        case unnamedTarget
        case repeatedTarget(String)
        case badPipeline(target: String)
        case repeatedExecutable(target: String, pipeline: String, stage: String)
        case badStatistic(target: String, pipeline: String, stage: String, statistic: String)
    }

    /// What makes a race-noise recording unusable.
    public enum RaceNoiseProblem: Hashable, Sendable {
        case schema(String, version: Int)
        case noPoints
        case badNativeFLIP(Double)
        case badFLIP(Double, point: String)
        case badRuns(point: String)
    }
}
