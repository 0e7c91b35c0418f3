import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTuning
import Testing

/// The progress of `sweep` and `ab` is values (Measurement makes no sentence); the report words
/// each step in the line the commands printed before the words moved here.
@Suite("Progress and status as values, worded by the report: sweep's steps, ab's rounds, view's title bar")
struct ProgressTextTests {
    static let native = PixelSize(width: 1080, height: 2340)

    @Test(
        "Each sweep step reads as the line sweep prints",
        arguments: [
            (SweepProgress.reference(size: PixelSize(width: 4320, height: 9360), native: native), "reference: 4320×9360 reduced to 1080×2340 with area"),
            (
                .quality(index: 2, count: 13, target: SweepTarget(kind: .scale, renderSize: PixelSize(width: 864, height: 1872), nativeSize: native)),
                "[3/13] quality at scale 0.8: 864×1872 → 1080×2340"
            ),
            (
                .quality(index: 0, count: 13, target: SweepTarget(kind: .drawable, renderSize: PixelSize(width: 1125, height: 2436), nativeSize: native)),
                "[1/13] quality at drawable: 1125×2436 → 1080×2340"
            ),
            (
                .settledByQuality(settled: 31, points: 56, metric: .flip, racing: 24, looks: 6, alpha: 0.05),
                "quality settled 31 of 56 points before timing (by FLIP); 24 to time, at most 6 looks, α = 0.05"
            ),
            (.look(look: 2, sizes: 7, racing: 9), "race look 2: timing 7 render sizes, 9 points racing"),
            (.timing(index: 4, count: 12, renderSize: PixelSize(width: 1296, height: 2808)), "[5/12] timing 1296×2808 to the stop rule"),
        ])
    func sweepLines(_ step: SweepProgress, _ line: String) {
        #expect(step.line == line)
    }

    @Test("ab's rounds read as fixed rounds or as a capped sequential design with the metrics left")
    func abLines() {
        #expect(ABProgress(round: 3, rounds: 8, isCap: false, seconds: 41, unsettled: nil).line == "ab: round 3/8 done, 41 s")
        #expect(
            ABProgress(round: 5, rounds: 8, isCap: true, seconds: 70, unsettled: 2).line
                == "ab: round 5 (at most 8) done, 70 s; 2 metric(s) not settled")
    }

    @Test("view's title bar names the path, its sizes, the recent medians and the keys; a paused window says so")
    func viewTitles() {
        let figures = ViewStatus.Figures(
            name: "iPhone 8 Plus", path: .scaled(.bilinear), renderSize: PixelSize(width: 1242, height: 2208),
            nativeSize: PixelSize(width: 1080, height: 1920), scene: 80.96, resample: 8.71, copy: 1.24, frame: 90.04,
            presentMode: .fifo)
        #expect(
            ViewStatus.showing(figures).title == "nativescale view — iPhone 8 Plus — scaled/bilinear 1242×2208 → 1080×1920 — "
                + "scene 81.0 ms, resample 8.7 ms, copy 1.2 ms — frame 90.0 ms (11.1 fps) — fifo — N/S path, F or 1–5 filter, Esc quit")
        #expect(ViewStatus.paused(name: "iPhone 8 Plus").title == "nativescale view — iPhone 8 Plus — paused while minimised")
        #expect(ViewStatus.opening(name: "monitor Virtual-1").title == "nativescale view — monitor Virtual-1")
    }
}
