import NativeScaleCore
import NativeScaleTuning
import Testing

@Suite("Sweep scales and targets")
struct ScaleSweepTests {
    @Test("A range includes both ends; a list is sorted without repeats")
    func parsing() throws {
        let range = try ScaleSweep(parsing: "0.5:1.5:0.1")
        #expect(range.scales.count == 11)
        #expect(range.scales.first == 0.5 && range.scales.last == 1.5)
        #expect(range.scales.contains(0.7))
        #expect(try ScaleSweep(parsing: "1.15, 0.8,1,0.8").scales == [0.8, 1, 1.15])
    }

    @Test(
        "Bad scale specifications are refused, naming the text and what is wrong with it",
        arguments: [
            ("", ScaleListProblem.notANumber("")), ("a:b:c", .notANumber("a")), ("0.5:1.5", .notARange), ("1.5:0.5:0.1", .endsBeforeStart),
            ("0.5:1.5:0", .stepNotPositive), ("0:1:0.5", .zero), ("0.5,-1", .negative(-1)), ("0.5,nan", .notANumber("nan")),
            ("5", .aboveMaximum(5)), ("0.001:4:0.001", .tooMany(4000)),
        ])
    func refusals(_ text: String, _ problem: ScaleListProblem) {
        #expect(throws: SweepError.badScales(text, problem: problem)) { try ScaleSweep(parsing: text) }
    }

    @Test("iPhone 8 Plus: the native and drawable sizes are always in, scale 1 is the native size")
    func plusTargets() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-8-plus").display)
        let targets = try ScaleSweep(parsing: "0.5:1.5:0.1").targets(for: plan)
        #expect(targets.count == 12)
        #expect(targets.filter { $0.kind == .native }.map(\.renderSize) == [PixelSize(width: 1080, height: 1920)])
        #expect(targets.filter { $0.kind == .drawable }.map(\.renderSize) == [PixelSize(width: 1242, height: 2208)])
        #expect(targets.contains { $0.renderSize == PixelSize(width: 1188, height: 2112) })
        #expect(targets.map(\.scale) == targets.map(\.scale).sorted())
        #expect(targets.first { $0.kind == .drawable }?.direction == .down)
        #expect(targets.first { $0.renderSize.width == 540 }?.direction == .up)
    }

    @Test("iPhone 12 mini: the drawable 1125×2436 sits at scale 1.0417 of the 1080×2339 native size")
    func miniTargets() throws {
        let plan = RenderTargetPlan(display: try DisplayCatalog.entry(named: "iphone-12-mini").display)
        let drawable = try #require(try ScaleSweep(parsing: "1").targets(for: plan).first { $0.kind == .drawable })
        #expect(drawable.renderSize == PixelSize(width: 1125, height: 2436))
        #expect(abs(drawable.scale - 1125.0 / 1080.0) < 1e-12)
    }
}

@Suite("Pareto frontier and recommendation")
struct RecommendationTests {
    static let native = PixelSize(width: 1080, height: 1920)

    static func candidate(
        _ width: Int, _ height: Int, _ filter: ResampleFilter?, cost: Double, ssim: Double, kind: SweepTarget.Kind = .scale
    ) -> TuningCandidate {
        TuningCandidate(
            target: SweepTarget(kind: kind, renderSize: PixelSize(width: width, height: height), nativeSize: native),
            filter: filter, costRatio: cost, frameMilliseconds: cost * 60,
            quality: QualityMetrics(psnr: 30 + ssim * 10, ssim: ssim, meanAbsoluteError: 1))
    }

    /// Native; the drawable with area and bilinear; an upscale; a larger downscale.
    static let candidates = [
        candidate(1080, 1920, nil, cost: 1.0, ssim: 0.990, kind: .native),
        candidate(1242, 2208, .area, cost: 1.45, ssim: 0.994, kind: .drawable),
        candidate(1242, 2208, .bilinear, cost: 1.30, ssim: 0.992, kind: .drawable),
        candidate(864, 1536, .bilinear, cost: 0.75, ssim: 0.970),
        candidate(1296, 2304, .area, cost: 1.60, ssim: 0.996),
        candidate(864, 1536, .lanczos3, cost: 0.90, ssim: 0.960),
    ]

    @Test("The frontier keeps exactly the undominated points, cheapest first")
    func frontier() {
        #expect(ParetoFrontier.indices(of: Self.candidates, metric: .ssim) == [3, 0, 2, 1, 4])
        #expect(ParetoFrontier.indices(costs: [1, 1, 2], qualities: [0.5, 0.6, 0.6]) == [1])
        #expect(ParetoFrontier.indices(costs: [], qualities: []) == [])
    }

    @Test("With no constraint: the native size, compared with the drawable size + area")
    func defaultChoice() throws {
        let choice = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(), metric: .ssim))
        #expect(choice.index == 0)
        #expect(choice.meetsConstraints)
        // Compared with the drawable size + area, the default baseline filter.
        #expect(choice.baseline == 1 && choice.native == nil)
    }

    /// A tie on cost is decided by quality and named: the floor's qualifying points tied, the better SSIM wins;
    /// points outside the tie or below the floor do not count.
    @Test("A tie on cost is decided by quality and named; points outside the tie or below the floor do not count")
    func tieOnCostPicksTheBetterQuality() throws {
        let floor = try TuningConstraints(minimumSSIM: 0.991)
        // Untied: the cheapest that meets the floor (1242×2208 + bilinear, 1.30).
        let untied = try #require(Recommendation(choosingFrom: Self.candidates, constraints: floor, metric: .ssim))
        #expect(untied.index == 2 && untied.tie == [2])
        // The race could not split bilinear (1.30) from area (1.45): area's better SSIM wins; the
        // native point is tied too but below the floor, so it is no part of the tie.
        let tied = try #require(Recommendation(choosingFrom: Self.candidates, constraints: floor, metric: .ssim, tiedOnCost: [0, 1, 2]))
        #expect(tied.index == 1)
        #expect(tied.tie == [2, 1])
        #expect(tied.outcome == .met)
        // A tie of one qualifying point is no tie.
        let single = try #require(Recommendation(choosingFrom: Self.candidates, constraints: floor, metric: .ssim, tiedOnCost: [0, 2]))
        #expect(single.index == 2 && single.tie == [2])
    }

    @Test("A quality floor picks the cheapest point that meets it")
    func qualityFloor() throws {
        let choice = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(minimumSSIM: 0.993), metric: .ssim))
        #expect(choice.index == 1)
        // The drawable size + area is the choice: it is compared with the native size.
        #expect(choice.baseline == 0 && choice.native == nil && choice.outcome == .met)
    }

    @Test("A pick that is neither native nor the drawable is compared with both: the drawable path and the rule's own yardstick, native")
    func comparedWithBoth() throws {
        let choice = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(budgetMilliseconds: 50), metric: .ssim))
        #expect(choice.index == 3)
        #expect(choice.baseline == 1 && choice.native == 0)
    }

    @Test("A budget alone picks the best quality within it")
    func budget() throws {
        let choice = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(budgetMilliseconds: 50), metric: .ssim))
        #expect(choice.index == 3)
        #expect(choice.outcome == .met)
        let both = try #require(
            Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(budgetMilliseconds: 90, minimumPSNR: 39.91), metric: .ssim))
        #expect(both.index == 2)
    }

    @Test("A display without a drawable baseline whose native point settled early (a Pixel at full resolution): the choice is compared with the native size")
    func settledNativeIsStillTheBaseline() throws {
        let timed = [Self.candidate(864, 1536, .blit, cost: 0.534, ssim: 0.966), Self.candidate(864, 1536, .area, cost: 1.236, ssim: 0.967)]
        let settled = [Self.candidate(1080, 1920, nil, cost: 1.0, ssim: 0.990, kind: .native)]
        let choice = try #require(
            Recommendation(
                choosingFrom: timed, constraints: TuningConstraints(minimumSSIM: 0.95), metric: .ssim,
                comparedWith: settled))
        #expect(choice.index == 0)
        // Index 2: the first of `comparedWith`, after the two timed candidates.
        #expect(choice.baseline == 2 && choice.native == nil)
    }

    @Test("Unreachable constraints give the closest point, with the outcome that says which constraint no point met")
    func unreachable() throws {
        let tooGood = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(minimumSSIM: 0.999), metric: .ssim))
        #expect(!tooGood.meetsConstraints && tooGood.index == 4)
        let tooFast = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(budgetMilliseconds: 10), metric: .ssim))
        #expect(!tooFast.meetsConstraints && tooFast.index == 3)
        #expect(tooGood.outcome == .floorUnreached && tooFast.outcome == .budgetUnmet)
    }

    @Test("Where no point fits the budget, the fallback is the cheapest point timed, one the race settled off as over the budget included")
    func budgetFallbackIsTheCheapestTimed() throws {
        // The race settled the cheapest size off as surely over the budget; the rest are dearer still.
        let left = Array(Self.candidates[0..<3])
        let settledOff = [Self.candidates[3]]
        let choice = try #require(
            Recommendation(choosingFrom: left, constraints: TuningConstraints(budgetMilliseconds: 10), metric: .ssim, comparedWith: settledOff))
        #expect(choice.outcome == .budgetUnmet)
        // Index 3: the first of `comparedWith`, 864×1536 at 0.75× native, not the native render at 1.0×.
        #expect(choice.index == 3 && choice.tie == [3])
    }

    @Test(
        "Today's path is the baseline whatever order the filters were given in: the area average, else bilinear; never an upscaler downsampling",
        arguments: [
            ([ResampleFilter.fsr1, .sgsr1, .bilinear], ResampleFilter?.some(.bilinear)),
            ([.bilinear, .sgsr1, .fsr1], .bilinear),
            ([.sgsr1, .bilinear, .area], .area),
            ([.lanczos3, .catmullRom, .blit], .blit),
            ([.fsr1, .easu], nil),
        ])
    func baselineIsTodaysPath(filters: [ResampleFilter], expected: ResampleFilter?) {
        let drawable = SweepTarget(kind: .drawable, renderSize: PixelSize(width: 1242, height: 2208), nativeSize: Self.native)
        let nativeTarget = SweepTarget(kind: .native, renderSize: Self.native, nativeSize: Self.native)
        let points = [(target: nativeTarget, filter: ResampleFilter?.none)] + filters.map { (target: drawable, filter: ResampleFilter?.some($0)) }
        let baseline = RecommendationRule.baseline(among: points, filter: .area)
        #expect(baseline.flatMap { points[$0].filter } == expected, "\(filters)")
    }

    @Test("A budget as a fraction of the native frame judges each point by its cost ratio, whatever the machine's milliseconds")
    func fractionBudgetJudgesTheRatio() throws {
        // 0.8× native: the 864×1536 bilinear upscale (0.75×) fits, the native render (1×) does not.
        let choice = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(budgetFraction: 0.8), metric: .ssim))
        #expect(choice.outcome == .met && choice.index == 3)
        #expect(FrameBudget.fractionOfNative(0.8).ratio(nativeMilliseconds: 60) == 0.8)
        #expect(FrameBudget.milliseconds(48).ratio(nativeMilliseconds: 60) == 0.8)
        #expect(FrameBudget.fractionOfNative(0.8).fits(milliseconds: 1000, ratio: 0.75))
        #expect(!FrameBudget.milliseconds(40).fits(milliseconds: 45, ratio: 0.75))
    }

    @Test("A budget is given one way: a fraction out of range, or beside milliseconds, is refused", arguments: [(nil, 0.0), (nil, 11.0), (16.6, 0.6)])
    func fractionBudgetRefused(milliseconds: Double?, fraction: Double) {
        #expect(throws: SweepError.badConstraint(.budgetFraction, value: fraction)) {
            try TuningConstraints(budgetMilliseconds: milliseconds, budgetFraction: fraction)
        }
    }

    @Test("--max-flip picks the cheapest point within the FLIP limit, and a point without FLIP never meets it")
    func maximumFLIP() throws {
        func flip(_ mean: Double) -> FLIPStatistics {
            FLIPStatistics(mean: mean, weightedMedian: mean, percentile95: mean, percentile99: mean, maximum: mean)
        }
        // FLIP ranks the points differently from SSIM: the 864×1536 bilinear upscale is blurry but,
        // at this viewing distance, hardly visible.
        let flips = [0.050, 0.030, 0.045, 0.040, 0.020, 0.080]
        let withFLIP = zip(Self.candidates, flips).map { candidate, mean in
            TuningCandidate(
                target: candidate.target, filter: candidate.filter, costRatio: candidate.costRatio,
                frameMilliseconds: candidate.frameMilliseconds,
                quality: QualityMetrics(psnr: candidate.quality.psnr, ssim: candidate.quality.ssim, meanAbsoluteError: 1, flip: flip(mean)))
        }
        let unconstrained = try #require(Recommendation(choosingFrom: withFLIP, constraints: TuningConstraints(), metric: .ssim))
        let limited = try #require(Recommendation(choosingFrom: withFLIP, constraints: TuningConstraints(maximumFLIP: 0.042), metric: .ssim))
        #expect(unconstrained.index == 0)
        #expect(limited.index == 3, "the cheapest point with FLIP ≤ 0.042 is the 864×1536 bilinear upscale")
        #expect(limited.outcome == .met && limited.baseline == 1)
        let none = try #require(Recommendation(choosingFrom: Self.candidates, constraints: TuningConstraints(maximumFLIP: 0.5), metric: .ssim))
        #expect(!none.meetsConstraints, "points measured without FLIP cannot meet a FLIP limit")
        #expect(throws: SweepError.self) { try TuningConstraints(maximumFLIP: 0) }
        #expect(throws: SweepError.self) { try TuningConstraints(maximumFLIP: 1.5) }
        #expect(throws: SweepError.self) { try TuningConstraints(maximumFLIP: .nan) }
    }

    @Test(
        "--max-jod-loss picks the cheapest point within that many JOD of the native render, once the native JOD resolves the floor",
        arguments: [(0.05, 0), (0.25, 5), (0.7, 3), (10.0, 3)])
    func maximumJODLoss(loss: Double, expected: Int) throws {
        // JOD of native, drawable area, drawable bilinear, 864×1536 bilinear, 1296×2304 area, 864×1536 lanczos3.
        let jods = [9.60, 9.70, 9.62, 9.00, 9.75, 9.40]
        let scored = zip(Self.candidates, jods).map { candidate, jod in
            TuningCandidate(
                target: candidate.target, filter: candidate.filter, costRatio: candidate.costRatio,
                frameMilliseconds: candidate.frameMilliseconds, quality: candidate.quality.with(jod: jod))
        }
        let asked = try TuningConstraints(maximumJODLoss: loss)
        #expect(asked.minimumJOD == nil && asked.hasQualityFloor)
        let constraints = asked.resolvingJOD(native: scored[0].quality)
        #expect(constraints.minimumJOD.map { abs($0 - (9.60 - loss)) < 1e-12 } == true)
        let choice = try #require(Recommendation(choosingFrom: scored, constraints: constraints, metric: .jod))
        #expect(choice.index == expected && choice.outcome == .met)
        // Unresolved (no native JOD known), the floor is met by no point.
        #expect(!asked.meetsQuality(scored[1].quality))
    }

    @Test("A JOD loss outside 0…10 is refused, naming the constraint", arguments: [-0.1, 10.5, .nan, .infinity])
    func badJODLoss(loss: Double) {
        #expect(throws: SweepError.self) { try TuningConstraints(maximumJODLoss: loss) }
    }

    @Test(
        "FLIP, the default, keeps native where SSIM and PSNR would pick iPhone 8 Plus's 0.8× + bilinear (FLIP 0.0395 vs 0.0324 at 82.7 PPD)",
        arguments: [(QualityMetric.flip, 0), (.ssim, 1), (.psnr, 1)])
    func metricDecides(_ metric: QualityMetric, expected: Int) throws {
        func flip(_ mean: Double) -> FLIPStatistics {
            FLIPStatistics(mean: mean, weightedMedian: mean, percentile95: mean, percentile99: mean, maximum: mean)
        }
        // The FLIP means are the iPhone 8 Plus sweep's; SSIM and PSNR are ordered as that sweep
        // found them (the blurrier upscale scores higher), their values illustrative.
        let candidates = [
            TuningCandidate(
                target: SweepTarget(kind: .native, renderSize: Self.native, nativeSize: Self.native), filter: nil, costRatio: 1,
                frameMilliseconds: 60, quality: QualityMetrics(psnr: 38.1, ssim: 0.9862, meanAbsoluteError: 1, flip: flip(0.0324))),
            TuningCandidate(
                target: SweepTarget(kind: .scale, renderSize: PixelSize(width: 864, height: 1536), nativeSize: Self.native),
                filter: .bilinear, costRatio: 0.66, frameMilliseconds: 40,
                quality: QualityMetrics(psnr: 38.4, ssim: 0.9871, meanAbsoluteError: 1, flip: flip(0.0395))),
        ]
        let choice = try #require(Recommendation(choosingFrom: candidates, constraints: TuningConstraints(), metric: metric))
        #expect(choice.index == expected)
        #expect(choice.outcome == .met)
        #expect(ParetoFrontier.indices(of: candidates, metric: metric) == (expected == 0 ? [1, 0] : [1]))
    }

    @Test(
        "Constraints outside their ranges are refused",
        arguments: [(-1.0, nil, nil), (.nan, nil, nil), (nil, 1.5, nil), (nil, nil, 0.0)] as [(Double?, Double?, Double?)])
    func badConstraints(_ values: (Double?, Double?, Double?)) {
        #expect(throws: SweepError.self) { try TuningConstraints(budgetMilliseconds: values.0, minimumSSIM: values.1, minimumPSNR: values.2) }
    }
}
