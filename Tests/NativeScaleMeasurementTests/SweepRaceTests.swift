import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleQuality
import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTuning
import Testing

/// The adaptive sweep (``SweepRun/race(progress:)``) on renderers of known costs and images
/// (``FakeDevice``): quality from one pattern resampled on the CPU, costs from the pixels each
/// point renders and resamples. What the race recommends, what it times, when it stops, and what
/// it does with a point whose audit fails, in milliseconds and without Vulkan.
@Suite("The sweep's race on renderers of known costs: its choice, its rounds, its stop and its audits")
struct SweepRaceTests {
    /// 32×48 pt @3x on an 80×120 panel: a 96×144 drawable, as the iPhone 8 Plus's ratio.
    static let plan = RenderTargetPlan(
        display: try! Display(
            logicalSize: LogicalSize(width: 32, height: 48), scale: ScaleFactor(3),
            panelSize: PixelSize(width: 80, height: 120)))
    static let filters: [ResampleFilter] = [.bilinear, .area]
    static let scales = [0.5, 0.7, 0.9]

    static func sweep(
        constraints: TuningConstraints = try! TuningConstraints(), exhaustive: Bool = false, looks: Int = 6,
        rounds: Int = 32
    ) throws -> SweepUseCase {
        SweepUseCase(
            request: .init(
                plan: plan, entry: nil, workload: WorkloadConfiguration(workload: .fill, shaderCost: 0), filters: filters,
                sweep: try ScaleSweep(scales: scales), referenceFactor: 2, warmupRounds: 1,
                stop: StopCondition(rounds: rounds, minimumRounds: 8), seed: 1, constraints: constraints, baselineFilter: .area,
                validation: false, cropSide: 16, metric: .ssim, exhaustive: exhaustive, raceLooks: looks))
    }

    /// 10 ns a rendered pixel: a 0.1 ms native frame at 80×120, a real GPU's scale for a heavy frame.
    static let costs = FakeRenderer.Costs().scaled(by: 100)

    static func run(_ sweep: SweepUseCase, on device: FakeDevice = FakeDevice(costs: costs)) throws -> SweepResult {
        try sweep.run(on: device, version: "test")
    }

    /// The SSIM of the fake's image at `scale` of the native size, resampled with `filter`.
    static func ssim(atScale scale: Double, _ filter: ResampleFilter) throws -> Double {
        let native = plan.nativeSize
        let size = PixelSize(width: Int((Double(native.width) * scale).rounded()), height: Int((Double(native.height) * scale).rounded()))
        let reference = try FakeDevice().referenceImage(
            workload: WorkloadConfiguration(workload: .fill), nativeSize: native,
            size: PixelSize(width: native.width * 2, height: native.height * 2))
        let image = try FakeRenderer(nativeSize: native, drawableSize: size, filters: [filter]).renderedImage(.scaled(filter))
        return try #require(QualityMetrics.measure(image, against: QualityReference(reference, pixelsPerDegree: nil)).0.ssim)
    }

    /// The SSIM floor that both of scale 0.7's points just meet (area's upsample is the blurrier)
    /// and both of scale 0.5's miss: the cheapest point above it is 0.7 with bilinear, whose
    /// resample costs 0.4× area's.
    static func floor() throws -> Double {
        let floor = min(try ssim(atScale: 0.7, .bilinear), try ssim(atScale: 0.7, .area)) - 1e-6
        try #require(try ssim(atScale: 0.5, .bilinear) < floor && ssim(atScale: 0.5, .area) < floor)
        return floor
    }

    static func rounds(_ result: SweepResult) -> Int {
        result.experiments.map { Set($0.samples.map(\.round)).count }.reduce(0, +)
    }

    static func label(_ result: SweepResult) -> String? {
        result.recommendation.map { label(result.points[$0.pointIndex]) }
    }

    static func label(_ point: SweepResult.Point) -> String {
        point.filter.map { "\(point.target.renderSize) + \($0.rawValue)" } ?? "\(point.target.renderSize) directly"
    }

    @Test("With a quality floor the race recommends what timing every point recommends: the cheapest point above it, in fewer rounds")
    func raceAgreesWithExhaustiveSweep() throws {
        let floor = try Self.floor()
        let constraints = try TuningConstraints(minimumSSIM: floor)
        let raced = try Self.run(Self.sweep(constraints: constraints))
        let exhaustive = try Self.run(Self.sweep(constraints: constraints, exhaustive: true))
        #expect(Self.label(raced) == "56×84 + bilinear")
        #expect(Self.label(raced) == Self.label(exhaustive))
        #expect(raced.race?.settled == true)
        #expect(Self.rounds(raced) < Self.rounds(exhaustive), "\(Self.rounds(raced)) rounds raced, \(Self.rounds(exhaustive)) exhaustive")
        // Quality settled the points under the floor before any of them was timed (the drawable
        // size's, which the recommendation is compared with, are timed whatever settled them).
        for point in raced.points where point.quality.ssim.map({ $0 < floor }) == true && point.target.kind != .drawable {
            #expect(point.settlement?.reason == .belowQualityFloor && point.cost == nil, "\(Self.label(point))")
        }
    }

    @Test("The race's first look is as long as its tests need: costs that differ every round settle in one look, not in two of the stop rule's 8 rounds")
    func firstLookIsLongEnoughToSettle() throws {
        let raced = try Self.run(Self.sweep(constraints: TuningConstraints(minimumSSIM: Self.floor())))
        let race = try #require(raced.race)
        // At this race's level a sign test against the native cost needs more than the stop rule's 8 rounds.
        #expect(race.design.fewestRoundsAgainstAConstant > 8, "\(race.design.fewestRoundsAgainstAConstant)")
        #expect(race.settled && race.looks == 1, "settled \(race.settled) in \(race.looks) looks")
        for experiment in raced.experiments {
            #expect(Set(experiment.samples.map(\.round)).count >= race.design.fewestRoundsAgainstAConstant)
        }
        #expect(Self.label(raced) == "56×84 + bilinear")
    }

    @Test("Two points that cost the same end the race when its looks are spent, unsettled, and the best quality of the tie is chosen")
    func tiedCostsSpendTheLooks() throws {
        var costs = Self.costs
        costs.resamplePerPixel[.area] = costs.resamplePerPixel[.bilinear]
        let result = try Self.run(Self.sweep(constraints: TuningConstraints(minimumSSIM: Self.floor()), looks: 3), on: FakeDevice(costs: costs))
        let race = try #require(result.race)
        #expect(race.settled == false)
        #expect(race.looks == 3)
        let tie = try #require(result.recommendation?.tie)
        #expect(Set(tie.map { Self.label(result.points[$0]) }).isSuperset(of: ["56×84 + bilinear", "56×84 + area"]))
        let chosen = try #require(result.recommendation.map { result.points[$0.pointIndex] })
        #expect(tie.allSatisfy { (result.points[$0].quality.ssim ?? 0) <= (chosen.quality.ssim ?? 0) })
    }

    @Test("Too few rounds to separate points of different cost: undecided, naming them, no recommendation; with enough rounds the same sweep decides")
    func tooFewRoundsAreUndecided() throws {
        // Above the floor: 0.7 with bilinear, and with area (its resample 2.5× bilinear's). In 5
        // rounds a U test between them cannot reach the race's level (it needs 6 a side), and
        // their costs are not within 3 %.
        let constraints = try TuningConstraints(minimumSSIM: Self.floor())
        let short = try Self.run(Self.sweep(constraints: constraints, rounds: 5))
        let undecided = try #require(short.undecided, "recommended \(short.recommendation.map { Self.label(short.points[$0.pointIndex]) } ?? "nothing")")
        #expect(short.recommendation == nil && short.race?.settled == false)
        let costs = undecided.compactMap { short.points[$0].cost?.ratio }
        #expect(costs.count == undecided.count && (costs.max() ?? 0) / (costs.min() ?? 1) > 1 + RaceDesign.equivalenceMargin, "\(costs)")
        #expect(SweepResult.equivalent(undecided, points: short.points).count < undecided.count)
        let long = try Self.run(Self.sweep(constraints: constraints, rounds: 32))
        #expect(long.undecided == nil && long.recommendation != nil)
    }

    @Test("A tie on cost is only what the intervals show equal within ±3 %: a point 2× the cheapest is never tied with it")
    func tieNeedsEquivalence() throws {
        var costs = Self.costs
        costs.resamplePerPixel[.area] = costs.resamplePerPixel[.bilinear]
        let result = try Self.run(Self.sweep(constraints: TuningConstraints(minimumSSIM: Self.floor()), looks: 3), on: FakeDevice(costs: costs))
        let tie = try #require(result.recommendation?.tie)
        let tied = tie.compactMap { result.points[$0].cost }
        let cheapest = try #require(tied.min { $0.ratio < $1.ratio })
        #expect(
            tied.allSatisfy { $0.high / cheapest.low <= 1 + RaceDesign.equivalenceMargin && cheapest.high / $0.low <= 1 + RaceDesign.equivalenceMargin },
            "\(tied.map { ($0.low, $0.high) })")
    }

    @Test("A render size whose stamps miss its work fails its audit, and its points are neither recommended nor settle others")
    func failedAuditIsNeverRecommended() throws {
        // Scale 0.9's scaled scenes read 2 % of their work: without the audit they would look
        // far cheaper than everything else and be recommended.
        let faulty = PixelSize(width: 72, height: 108)
        let result = try Self.run(Self.sweep(constraints: TuningConstraints(minimumSSIM: Self.floor())), on: FakeDevice(costs: Self.costs, faultySize: faulty))
        let faultyPoints = result.points.filter { $0.target.renderSize == faulty }
        #expect(!faultyPoints.isEmpty && faultyPoints.allSatisfy { $0.auditPassed == false })
        #expect(Self.label(result) == "56×84 + bilinear")
        #expect(!result.frontier.contains { result.points[$0].target.renderSize == faulty })
    }
}
