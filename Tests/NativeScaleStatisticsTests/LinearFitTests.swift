import NativeScaleStatistics
import Testing

@Suite("Least-squares line")
struct LinearFitTests {
    @Test("Agrees with scipy.stats.linregress: coefficients, and 95 % intervals from its standard errors × t(0.975, n − 2)")
    func agreesWithSciPy() throws {
        // scipy 1.17.1: linregress(x, y) → intercept 2.32, slope 5.874285714, and
        // t.ppf(0.975, 4) × intercept_stderr = 0.534197329, × stderr = 0.274338422.
        let x = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0]
        let y = [5.2, 8.1, 11.4, 13.9, 17.2, 19.8]
        let fit = try #require(LinearFit(Array(zip(x, y))))
        #expect(abs(fit.intercept - 2.32) < 1e-9 && abs(fit.slope - 5.8742857142857146) < 1e-9)
        #expect(abs((fit.interceptHalfWidth ?? 0) - 0.5341973287091215) < 1e-6)
        #expect(abs((fit.slopeHalfWidth ?? 0) - 0.27433842227084365) < 1e-6)
        #expect(abs(fit.residuals.reduce(0, +)) < 1e-9)
        #expect(abs(fit.predict(4) - (2.32 + 4 * 5.8742857142857146)) < 1e-9)
    }

    @Test("Two points give the line and no interval; one point, or every x the same, gives none")
    func degenerate() {
        let two = LinearFit([(1, 3), (3, 7)])
        #expect(two?.slope == 2 && two?.intercept == 1 && two?.slopeHalfWidth == nil)
        #expect(LinearFit([(1, 3)]) == nil)
        #expect(LinearFit([(2, 3), (2, 5), (2, 4)]) == nil)
    }
}
