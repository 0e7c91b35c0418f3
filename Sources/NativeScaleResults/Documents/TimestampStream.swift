public import Foundation
public import NativeScaleCore

/// The raw stream a bench measured (`bench --record FILE`): every submission in the order it
/// was made, each round's and dose check's raw timestamps with the layout that reads them, and
/// the host times of the isolated and empty submissions. A replay drives the real experiment,
/// analysis and audit from it with no device (`ReplayRenderer`), so a real GPU's run, or a fault
/// added to one, becomes a test fixture.
public struct TimestampStream: Codable, Sendable, Hashable {
    /// The schema name written into every stream.
    public static let schemaName = "nativescale.timestamps"
    public static let currentSchemaVersion = 1
    public static let readableSchemaVersions = 1...currentSchemaVersion

    /// What one submission was.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A round of frames, measured or warm-up.
        case round
        /// A round repeated at ``TimestampStream/doseFactor`` times the content's cost.
        case dose
        /// One path alone, each phase a submission of its own, on the host clock.
        case isolated
        /// A submission that records nothing, on the host clock.
        case empty
    }

    /// One frame of a host-clock submission: its stage times, ns.
    public struct HostFrame: Codable, Sendable, Hashable {
        public let scene: Double
        public let resample: Double?
        public let host: Double

        public init(scene: Double, resample: Double?, host: Double) {
            self.scene = scene
            self.resample = resample
            self.host = host
        }
    }

    /// One submission.
    public struct Submission: Codable, Sendable, Hashable {
        public let kind: Kind
        /// Its frames' paths, in order (none for an empty submission).
        public let paths: [MeasuredPath]
        /// The raw 64-bit timestamps, slot by slot (GPU-timed rounds and dose checks).
        public let stamps: [UInt64]?
        /// Submit to fence on the host, ns.
        public let host: Double
        /// When it was handed to the queue, ns on the host's boot clock.
        public let submitted: Double?
        /// Per frame, whether its scene image and its output were written (GPU-timed submissions).
        public let written: [[Bool]]?
        /// Per frame, its host-clock figures (isolated checks, and rounds after timestamps were abandoned).
        public let frames: [HostFrame]?
        /// A host-clock submission's span (the wall clock over its phases' submissions) and its
        /// sentinel and probe submissions, ns.
        public var span: Double?
        public var steps: [StepTime]?

        public init(
            kind: Kind, paths: [MeasuredPath], stamps: [UInt64]?, host: Double, submitted: Double?, written: [[Bool]]?,
            frames: [HostFrame]?, span: Double? = nil, steps: [StepTime]? = nil
        ) {
            self.span = span
            self.steps = steps
            self.kind = kind
            self.paths = paths
            self.stamps = stamps
            self.host = host
            self.submitted = submitted
            self.written = written
            self.frames = frames
        }
    }

    public let schema: String
    public let schemaVersion: Int
    /// What made it: the command line, and where a recording was made, or how a stand-in was built.
    public let origin: String
    /// The device, as its driver names it, and its kind.
    public let deviceName: String
    public let deviceKind: String
    /// `timestampPeriod` (ns a tick) and `timestampValidBits`.
    public let timestampPeriod: Double
    public let timestampValidBits: Int
    /// Untimed frames at the start of each round.
    public let leadInFrames: Int
    public let nativeSize: SizeDocument<Int>
    public let drawableSize: SizeDocument<Int>
    /// The colour format, MSAA samples and depth rendered with.
    public let target: TargetDocument
    public let workload: WorkloadConfiguration
    public let filters: [ResampleFilter]
    /// Whether each frame resolves MSAA (its layout has a resolve).
    public let resolves: Bool
    /// The least empty range the renderer's calibration saw at creation, ns.
    public let dependencyFloor: Double
    /// How many times the content's cost a dose check renders.
    public let doseFactor: Int
    /// Warm-up rounds before the measured ones, and measured rounds.
    public let warmupRounds: Int
    public let rounds: Int
    public var submissions: [Submission]

    public init(
        origin: String, deviceName: String, deviceKind: String, timestampPeriod: Double, timestampValidBits: Int, leadInFrames: Int,
        nativeSize: PixelSize, drawableSize: PixelSize, target: TargetDocument, workload: WorkloadConfiguration, filters: [ResampleFilter],
        resolves: Bool, dependencyFloor: Double, doseFactor: Int, warmupRounds: Int, rounds: Int, submissions: [Submission]
    ) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        self.origin = origin
        self.deviceName = deviceName
        self.deviceKind = deviceKind
        self.timestampPeriod = timestampPeriod
        self.timestampValidBits = timestampValidBits
        self.leadInFrames = leadInFrames
        self.nativeSize = SizeDocument(nativeSize)
        self.drawableSize = SizeDocument(drawableSize)
        self.target = target
        self.workload = workload
        self.filters = filters
        self.resolves = resolves
        self.dependencyFloor = dependencyFloor
        self.doseFactor = doseFactor
        self.warmupRounds = warmupRounds
        self.rounds = rounds
        self.submissions = submissions
    }

    /// Reads and validates the stream at `path`: its schema, version, and every submission's
    /// figures (finite, at least 0; written flags and frames one per path).
    public static func read(from path: String) throws(ResultFileError) -> TimestampStream {
        let stream = try ResultFile.decode(
            TimestampStream.self, from: ResultFile.contents(of: path), schema: schemaName,
            versions: readableSchemaVersions, kind: .timestamps, path: path)
        if let problem = stream.problem { throw ResultFileError(path: path, problem: .badStream(problem)) }
        return stream
    }

    /// What can be wrong with a stream's contents.
    public enum Problem: Hashable, Sendable {
        /// `timestampPeriod` and `timestampValidBits` that are no timer.
        case timer(period: Double, validBits: Int)
        /// The dependency floor, dose factor, rounds, warm-up rounds or lead-in frames out of range.
        case settings
        /// A submission with a time that is not finite or below 0.
        case figure(submission: Int)
        /// A submission whose written flags are not two per frame.
        case writtenFlags(submission: Int, flags: Int, frames: Int)
        /// A submission with another count of host frames than paths.
        case hostFrames(submission: Int, frames: Int, paths: Int)
        /// A round, dose or isolated submission with neither stamps nor host frames, or both.
        case clock(submission: Int, kind: Kind)
    }

    /// What is wrong with the stream's contents, if anything.
    public var problem: Problem? {
        guard timestampPeriod.isFinite, timestampPeriod > 0, (1...64).contains(timestampValidBits) else {
            return .timer(period: timestampPeriod, validBits: timestampValidBits)
        }
        guard dependencyFloor.isFinite, dependencyFloor >= 0, doseFactor >= 1, rounds >= 1, warmupRounds >= 0, leadInFrames >= 0 else {
            return .settings
        }
        for (index, submission) in submissions.enumerated() {
            let figures: [Double] =
                [submission.host, submission.span ?? 0]
                + (submission.frames ?? []).flatMap { frame -> [Double] in [frame.scene, frame.resample ?? 0, frame.host] }
            guard figures.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return .figure(submission: index) }
            if let written = submission.written, written.count != submission.paths.count || written.contains(where: { $0.count != 2 }) {
                return .writtenFlags(submission: index, flags: written.map(\.count).reduce(0, +), frames: submission.paths.count)
            }
            if let frames = submission.frames, frames.count != submission.paths.count {
                return .hostFrames(submission: index, frames: frames.count, paths: submission.paths.count)
            }
            guard (submission.stamps == nil) != (submission.frames == nil) || submission.kind == .empty else {
                return .clock(submission: index, kind: submission.kind)
            }
        }
        return nil
    }

    /// The stream as JSON, keys sorted.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every field is a number, a string or an array of them: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}
