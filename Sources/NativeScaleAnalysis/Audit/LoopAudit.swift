public import NativeScaleCore
import NativeScaleStatistics

/// The audit of a closed loop: every frame (the calibration's, the recording's and each
/// controller's) is a submission of its own, every step of it timed, checked against the clock
/// around it (its stages and steps tile its span) and against the work it claims, with bounds
/// from the run's own noise (``AuditSummary``'s clock and work checks); the calibration's scenes
/// are checked against their pixels.
public struct LoopAudit: Codable, Hashable, Sendable {
    /// Frames audited.
    public let frames: Int
    /// Per frame Σ stages / span: the median and the lowest frame.
    public let coverage: AuditSummary.Share?
    /// Per frame its host time (submit to the fence's wait) over its span: the median and the
    /// lowest frame (absent in files before dynres v5). About 1 when each frame is waited on as it
    /// is submitted, or when the device has finished each submission before the next is made
    /// (lavapipe, seen: 1.00–1.01× at 2 in flight); about 2 when frames kept in flight wait behind
    /// the one before them, whose work their host time then holds. Shown, not judged.
    public var hostOverSpan: AuditSummary.Share?
    /// The median cost of one start dependency, ns.
    public let dependencyNanoseconds: Double
    /// Frames whose drawn-work probe found a sentinel.
    public let unwrittenFrames: Int
    /// Per calibration scale but the largest, for a pixel-bound workload: its scene against the
    /// largest scale's, beside the pixel ratio.
    public let sceneRatios: [SceneRatio]
    /// What failed; empty when the audit passed.
    public let findings: [AuditFinding]
    /// What the audit noted without failing the run: on a CPU device, calibration scene ratios
    /// off their pixels (absent in files before bench schema 9).
    public var notes: [AuditFinding]?

    /// One calibration scale's scenes, for the physics check.
    public struct CalibrationScenes: Sendable {
        public let scale: Double
        public let pixels: Int
        /// Its frames' scene times, ns.
        public let scenes: [Double]

        public init(scale: Double, pixels: Int, scenes: [Double]) {
            self.scale = scale
            self.pixels = pixels
            self.scenes = scenes
        }
    }

    /// Whether nothing failed.
    public var passed: Bool { findings.isEmpty }

    /// The audit of `rounds` (one a frame) and their `samples`; with `calibration` (for a
    /// pixel-bound workload: ``RunAudit/isPixelBound(_:)``) of at least
    /// ``AuditSummary/sceneRatioMinimumRounds`` rounds, each scale's fastest scene over the
    /// largest scale's against their pixels; `resolution` is the timer's tick in ns.
    ///
    /// On a CPU device (`cpu`) a calibration ratio off its pixels is a note, not a failure: there
    /// the cost of a pixel is not a constant of the device but of its threads' load, and beside
    /// the test suite lavapipe's larger frames waited for its busy threads, which put clean runs'
    /// ratios at 0.364 against 0.4885 and 0.162 against 0.25 of the pixels with every stamp in
    /// place. On a GPU the ratio is the pixels' and fails the run.
    public init(rounds: [RunAudit.Round], samples: [FrameSample], calibration: [CalibrationScenes], resolution: Double, cpu: Bool = false) {
        let audit = RunAudit(hostComparable: false, rounds: rounds, isolated: [])
        let noise = AuditNoise(audit: audit, samples: samples, resolution: resolution)
        frames = rounds.count
        coverage = AuditSummary.share(rounds.filter { $0.span > 0 }.map { $0.stages / $0.span })
        hostOverSpan = AuditSummary.share(rounds.filter { $0.span > 0 && $0.host > 0 }.map { $0.host / $0.span })
        dependencyNanoseconds = rounds.isEmpty ? 0 : SampleStatistics.median(rounds.map(\.dependency))
        unwrittenFrames = rounds.filter { !$0.unwritten.isEmpty }.count
        // Each scale's fastest scene: a preempted submission only ever reads longer, so the
        // fastest is the work; judged from as many rounds as the bench audit judges a ratio from.
        let measured = calibration.filter { $0.scenes.count >= AuditSummary.sceneRatioMinimumRounds }
        if let largest = measured.max(by: { $0.pixels < $1.pixels }), let scene = largest.scenes.min() {
            let unit = dependencyNanoseconds > 0 ? dependencyNanoseconds : noise.step
            let follows = unit > 0 && scene >= AuditSummary.sceneRatioMinimumDependencies * unit
            sceneRatios = measured.filter { $0.pixels != largest.pixels }.map {
                SceneRatio(
                    scale: $0.scale, measured: ($0.scenes.min() ?? 0) / scene, pixels: Double($0.pixels) / Double(largest.pixels),
                    followsPixels: follows)
            }
        } else {
            sceneRatios = []
        }
        var findings = AuditSummary.clockFindings(audit, noise: noise)
        findings += AuditSummary.tilingFindings(audit, samples: samples, resolution: resolution)
        for path in rounds.flatMap(\.unwritten).uniqued() {
            findings.append(.unwrittenWork(path: path, frames: rounds.filter { $0.unwritten.contains(path) }.count))
        }
        let ratios = sceneRatios.filter(\.isOff).compactMap { ratio in
            ratio.scale.map { AuditFinding.calibrationSceneRatio(scale: $0, measured: ratio.measured, pixels: ratio.pixels) }
        }
        self.findings = findings + (cpu ? [] : ratios)
        notes = cpu ? ratios : []
    }
}
