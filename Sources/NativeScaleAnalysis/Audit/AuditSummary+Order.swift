import NativeScaleCore
import NativeScaleStatistics

extension AuditSummary {
    /// Per path, its scene after each kind of frame before it in the round (none, the native
    /// frame, a scaled frame) against its scene after the other kinds, each side from at least
    /// ``minimumOrderRounds`` rounds: a path fails when the sides' medians lie more than
    /// ``orderFactor`` apart, every frame of one side lies beyond every frame of the other by
    /// ``orderSeparation``, and so clean a split is rarer than ``orderFalseAlarm`` for frames whose
    /// cost does not depend on their place: k of n such frames fall wholly on one side in 2 of
    /// C(n, k) labellings, whatever the noise, so each comparison needs 2 / C(n, k) at most
    /// ``orderFalseAlarm`` over the comparisons the run makes (a union bound). The fault it
    /// catches: a start stamp with no dependency after it, which lavapipe writes late when the
    /// scene follows another scaled frame (0.14× the scene at 256×256, 0.00× at 1242×2208, 7 of
    /// 16 frames: 2 / C(16, 7) = 0.0002). A 6-round run of every filter cannot reach it (2 / C(6, 3)
    /// = 0.1): a loaded CI runner's two llvmpipe speeds, 2.5× apart, split such a run 0.21× apart.
    static func orderFindings(_ samples: [any TimedFrame]) -> [AuditFinding] {
        var frames: [MeasuredPath: [(before: AuditFinding.Predecessor, scene: Double)]] = [:]
        for round in Dictionary(grouping: samples, by: \.round).values {
            let ordered = round.sorted { $0.position < $1.position }
            for (index, frame) in ordered.enumerated() {
                guard let scene = frame.nanoseconds(.scene) else { continue }
                let before: AuditFinding.Predecessor = index == 0 ? .none : ordered[index - 1].path == .native ? .native : .scaled
                frames[frame.path, default: []].append((before, scene))
            }
        }
        // Every comparison with enough frames on both sides, in path then kind order: the run's
        // comparisons share the false-alarm budget.
        let comparisons = frames.sorted { $0.key.name < $1.key.name }.flatMap { path, scenes in
            [AuditFinding.Predecessor.scaled, .native, .none].compactMap { kind -> OrderComparison? in
                let after = scenes.filter { $0.before == kind }.map(\.scene)
                let rest = scenes.filter { $0.before != kind }.map(\.scene)
                return after.count >= minimumOrderRounds && rest.count >= minimumOrderRounds
                    ? OrderComparison(path: path, after: kind, afterScenes: after, restScenes: rest) : nil
            }
        }
        let budget = orderFalseAlarm / Double(max(comparisons.count, 1))
        var findings: [MeasuredPath: AuditFinding] = [:]
        for comparison in comparisons where findings[comparison.path] == nil {
            if let finding = comparison.finding(budget: budget) { findings[comparison.path] = finding }
        }
        return comparisons.map(\.path).uniqued().compactMap { findings[$0] }
    }

    /// One path's scenes after one kind of frame against its scenes after the others.
    struct OrderComparison {
        let path: MeasuredPath
        let after: AuditFinding.Predecessor
        let afterScenes: [Double]
        let restScenes: [Double]

        /// The finding when the sides lie apart beyond ``orderFactor`` and ``orderSeparation`` and
        /// so clean a split has a chance of at most `budget` (2 / C(n, k)).
        func finding(budget: Double) -> AuditFinding? {
            guard let afterLow = afterScenes.min(), let afterHigh = afterScenes.max(),
                let restLow = restScenes.min(), let restHigh = restScenes.max()
            else { return nil }
            let ratio = SampleStatistics.median(afterScenes) / SampleStatistics.median(restScenes)
            let separated = afterHigh * orderSeparation < restLow || restHigh * orderSeparation < afterLow
            let rare = 2 / binomial(afterScenes.count + restScenes.count, afterScenes.count) <= budget
            guard separated, rare, ratio * orderFactor < 1 || ratio > orderFactor else { return nil }
            return .orderDependence(path: path, stage: .scene, after: after, ratio: ratio)
        }
    }

    /// C(n, k), the number of ways to choose k of n, as a `Double` (exact to 2^53).
    static func binomial(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return 0 }
        return (0..<min(k, n - k)).reduce(1.0) { product, i in product * Double(n - i) / Double(i + 1) }
    }
}
