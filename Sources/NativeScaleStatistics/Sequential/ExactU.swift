/// The exact null distribution of the Mann–Whitney U statistic for samples of at most
/// ``RaceDesign/exactLimit`` per side, as upper tails, computed once for every pair of sizes.
///
/// The counts follow the standard recurrence over the sample sizes (m, n):
/// f(m, n, k) = f(m − 1, n, k − n) + f(m, n − 1, k), the arrangements whose U is k.
struct ExactU: Sendable {
    /// tails[m][n][k] = P(U ≥ k) for samples of m and n under the null.
    let tails: [[[Double]]]

    static let shared = ExactU(limit: RaceDesign.exactLimit)

    init(limit: Int) {
        let maxU = limit * limit
        // counts[n][k] for the current m; m = 0: one arrangement, U = 0.
        var counts = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: limit + 1)
        for n in 0...limit { counts[n][0] = 1 }
        var tails: [[[Double]]] = [Self.upperTails(counts)]
        for _ in 1...limit {
            var next = [[Double]](repeating: [Double](repeating: 0, count: maxU + 1), count: limit + 1)
            next[0][0] = 1
            for n in 1...limit {
                for k in 0...maxU { next[n][k] = (k >= n ? counts[n][k - n] : 0) + next[n - 1][k] }
            }
            counts = next
            tails.append(Self.upperTails(counts))
        }
        self.tails = tails
    }

    /// Each size's counts as upper-tail probabilities.
    static func upperTails(_ counts: [[Double]]) -> [[Double]] {
        counts.map { row in
            let total = row.reduce(0, +)
            var tail = [Double](repeating: 0, count: row.count + 1)
            for k in stride(from: row.count - 1, through: 0, by: -1) { tail[k] = tail[k + 1] + row[k] }
            return tail.map { $0 / total }
        }
    }

    /// P(U ≥ u) for samples of `n1` and `n2` (a U with ties, k + ½, counts as k + 1).
    func upperTail(u: Double, n1: Int, n2: Int) -> Double {
        let k = Int((u - 1e-9).rounded(.up))
        let row = tails[n1][n2]
        return k <= 0 ? 1 : (k >= row.count ? 0 : row[k])
    }
}
