import RealModule

/// Student's t distribution: its CDF and quantiles, for the sequential design of `ab`.
///
/// Written here because the package has no statistics library: the CDF is the regularized
/// incomplete beta function (Abramowitz & Stegun 26.5.27 and 26.7.1), evaluated by its
/// continued fraction with the modified Lentz method, and a quantile is found by bisection.
public enum StudentT {
    /// P(T ≤ t) for `degreesOfFreedom` ν > 0.
    public static func cdf(_ t: Double, degreesOfFreedom ν: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        let tail = 0.5 * regularizedIncompleteBeta(x: ν / (ν + t * t), a: ν / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The `p` quantile (0 < p < 1) for `degreesOfFreedom` ν > 0.
    public static func quantile(_ p: Double, degreesOfFreedom ν: Double) -> Double {
        precondition(p > 0 && p < 1, "a quantile's probability lies strictly between 0 and 1")
        if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: ν) }
        var low = 0.0
        var high = 1.0
        while cdf(high, degreesOfFreedom: ν) < p {
            low = high
            high *= 2
        }
        for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
            let middle = (low + high) / 2
            if cdf(middle, degreesOfFreedom: ν) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), the regularized incomplete beta function.
    static func regularizedIncompleteBeta(x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = Double.logGamma(a + b) - Double.logGamma(a) - Double.logGamma(b)
        let logFront: Double = logBeta + a * Double.log(x) + b * Double.log(1 - x)
        // The continued fraction converges fast for x < (a + 1) / (a + b + 2); else use the symmetry
        // I_x(a, b) = 1 − I_{1−x}(b, a).
        if x < (a + 1) / (a + b + 2) { return Double.exp(logFront) * continuedFraction(x: x, a: a, b: b) / a }
        return 1 - Double.exp(logFront) * continuedFraction(x: 1 - x, a: b, b: a) / b
    }

    /// The continued fraction 1 / (1 + d₁ / (1 + d₂ / (1 + …))) of I_x(a, b), by modified Lentz.
    private static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        d = 1 / (abs(d) < tiny ? tiny : d)
        var value = d
        for m in 1...300 {
            let m = Double(m)
            // The even term d_{2m}, then the odd term d_{2m+1}.
            let even: Double = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            let odd: Double = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            for numerator in [even, odd] {
                d = 1 + numerator * d
                d = 1 / (abs(d) < tiny ? tiny : d)
                c = 1 + numerator / c
                if abs(c) < tiny { c = tiny }
                value *= c * d
            }
            if abs(c * d - 1) < 1e-15 { break }
        }
        return value
    }
}
