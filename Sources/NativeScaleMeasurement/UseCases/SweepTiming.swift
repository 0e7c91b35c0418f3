import NativeScaleCore
import NativeScaleResults

/// One render size's timing in a sweep, made in batches: its points, its samples and audit so
/// far (each batch's rounds numbered after the ones before), and the experiment they make.
struct SweepTiming {
    let target: SweepTarget
    /// Its points' indices in the sweep, one per filter.
    let points: [Int]
    var samples: [FrameSample] = []
    var audit: RunAudit?
    var seconds = 0.0
    var rounds = 0
    /// The experiment of every batch so far, with its audit summarised; nil until timed.
    var experiment: SweepResult.Experiment?

    init(target: SweepTarget, points: [Int]) {
        self.target = target
        self.points = points
    }

    /// Adds one batch after the ones before it.
    mutating func add(_ batch: BenchExperiment.Measurement) {
        samples += batch.samples.map { $0.renumbered(by: rounds) }
        audit = audit.map { $0.appending(batch.audit) } ?? batch.audit
        rounds += (batch.samples.map(\.round).max() ?? -1) + 1
        seconds += batch.seconds
    }
}
