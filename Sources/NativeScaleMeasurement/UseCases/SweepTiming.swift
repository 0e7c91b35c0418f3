import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleResults
import NativeScaleTuning

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
    /// The first round of each batch, in order: each batch ran on a renderer of its own.
    var batchStarts: [Int] = []
    /// The experiment of every batch so far, with its audit summarised; nil until timed.
    var experiment: SweepResult.Experiment?

    /// Adds one batch after the ones before it.
    mutating func add(_ batch: BenchExperiment.Measurement) {
        batchStarts.append(rounds)
        samples += batch.samples.map { $0.renumbered(by: rounds) }
        audit = audit.map { $0.appending(batch.audit) } ?? batch.audit
        rounds += (batch.samples.map(\.round).max() ?? -1) + 1
        seconds += batch.seconds
    }

    /// `values(samples)` of each batch's samples, in batch order.
    func perBatch(_ values: ([FrameSample]) -> [Double]) -> [[Double]] {
        batchStarts.indices.map { batch in
            let end = batch + 1 < batchStarts.count ? batchStarts[batch + 1] : rounds
            return values(samples.filter { $0.round >= batchStarts[batch] && $0.round < end })
        }
    }
}
