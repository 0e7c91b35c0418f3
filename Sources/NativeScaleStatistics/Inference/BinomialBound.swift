import RealModule

/// The exact (Clopper–Pearson) one-sided upper confidence bound of a binomial proportion: the
/// largest rate p at which `successes` or fewer of `trials` would still happen with chance at
/// least 1 − confidence. For 0 of n at 95 %, 1 − 0.05^(1/n) (about 3 / n).
public enum BinomialBound {
    /// The upper bound of the rate, 0 to 1.
    public static func upper(successes: Int, trials: Int, confidence: Double) -> Double {
        guard trials > 0 else { return 1 }
        guard successes < trials else { return 1 }
        let tail = 1 - confidence
        var low = Double(successes) / Double(trials)
        var high = 1.0
        // P(X ≤ k | p) falls as p grows: bisect for P(X ≤ k | p) = tail.
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if cumulative(successes, trials, middle) > tail { low = middle } else { high = middle }
        }
        return high
    }

    /// P(X ≤ k) for X ~ Binomial(n, p), summed in log space.
    static func cumulative(_ k: Int, _ n: Int, _ p: Double) -> Double {
        guard p > 0 else { return 1 }
        guard p < 1 else { return k >= n ? 1 : 0 }
        var total = 0.0
        var logTerm = Double(n) * Double.log(1 - p)  // i = 0
        for i in 0...k {
            if i > 0 { logTerm += Double.log(Double(n - i + 1)) - Double.log(Double(i)) + Double.log(p) - Double.log(1 - p) }
            total += Double.exp(logTerm)
        }
        return min(1, total)
    }
}
