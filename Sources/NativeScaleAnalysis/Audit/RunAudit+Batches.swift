extension RunAudit {
    /// This audit followed by `next`, whose rounds (and isolated checks) are numbered after this
    /// one's: a measurement made in batches audited as one run. Not yet summarised.
    public func appending(_ next: RunAudit) -> RunAudit {
        let offset = (rounds.map(\.round).max() ?? -1) + 1
        let moved = next.rounds.map {
            Round(
                round: $0.round + offset, stages: $0.stages, span: $0.span, host: $0.host, dependency: $0.dependency,
                unwritten: $0.unwritten, untimedSteps: $0.untimedSteps, lead: $0.lead, overlap: $0.overlap, clamped: $0.clamped,
                calibration: $0.calibration, steps: $0.steps)
        }
        let checks = next.isolated.map {
            IsolatedCheck(
                round: $0.round + offset, path: $0.path, host: $0.host, batched: $0.batched, scene: $0.scene,
                batchedScene: $0.batchedScene, resample: $0.resample, batchedResample: $0.batchedResample, submission: $0.submission,
                repeatSpread: $0.repeatSpread)
        }
        let doses = next.doses.map { doses in
            doses.map { dose in
                DoseCheck(
                    round: dose.round + offset, factor: dose.factor,
                    repeats: dose.repeats.map {
                        DoseCheck.Repeat(frames: $0.frames.map { $0.renumbered(by: offset) }, steps: $0.steps)
                    })
            }
        }
        let joined = self.doses == nil && doses == nil ? nil : (self.doses ?? []) + (doses ?? [])
        return RunAudit(hostComparable: hostComparable && next.hostComparable, rounds: rounds + moved, isolated: isolated + checks, doses: joined)
    }
}
