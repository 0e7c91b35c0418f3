import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleUseCases
import Testing

/// `compare`'s use case on result files measured by bench's use case on renderers of known
/// costs: a head whose scenes cost more is a regression, the same costs are none, and files it
/// cannot pair are refused as values.
@Suite("compare's use case on files measured without Vulkan")
struct CompareUseCaseTests {
    /// A bench result of the iPhone 8 Plus whose every stage costs `factor` times the fake's own.
    static func result(factor: Double, seed: UInt64) throws -> BenchResult {
        let plan = BenchUseCaseTests.plan
        let renderer = FakeRenderer(
            nativeSize: plan.nativeSize, drawableSize: plan.drawableSize, filters: [.bilinear],
            costs: FakeRenderer.Costs().scaled(by: factor), seed: seed)
        return try BenchUseCaseTests.useCase(
            filters: [.bilinear], stop: StopCondition(rounds: 16, minimumRounds: 16),
            entry: DisplayCatalog.entry(named: "iphone-8-plus")
        ).measure(on: renderer)
    }

    static func compare(_ base: BenchResult, _ head: BenchResult, noise: Double? = 5) throws -> [ComparisonGate] {
        let folder = try TemporaryFolder("nativescale-compare")
        try AtomicFile.write(JSONText.encode(base), to: folder.path("base.json"))
        try AtomicFile.write(JSONText.encode(head), to: folder.path("head.json"))
        return try CompareUseCase(
            request: .init(
                base: folder.path("base.json"), head: folder.path("head.json"), settings: ComparisonSettings(noise: noise),
                statisticThreshold: 1, allowMismatch: false)
        ).run()
    }

    @Test("With a 5 % between-run noise floor, a head whose frames cost 30 % more than the base's is a regression, and compare exits 3")
    func slowerHeadRegresses() throws {
        let gates = try Self.compare(Self.result(factor: 1, seed: 1), Self.result(factor: 1.3, seed: 2))
        #expect(gates.count == 1 && gates[0].outcome == .regression)
        #expect(ComparisonGate.exitStatus(of: gates, failOnInconclusive: false) == .regression)
    }

    @Test("Two runs of the same costs are no regression, and compare exits 0")
    func sameCostsPass() throws {
        let gates = try Self.compare(Self.result(factor: 1, seed: 1), Self.result(factor: 1, seed: 2))
        #expect(gates.map(\.outcome) == [.noRegression])
        #expect(ComparisonGate.exitStatus(of: gates, failOnInconclusive: true) == nil)
    }

    @Test("Without a noise floor, one run a side cannot tell 30 % from run-to-run noise: inconclusive, exit 4 only when asked")
    func oneRunASideIsInconclusive() throws {
        let gates = try Self.compare(Self.result(factor: 1, seed: 1), Self.result(factor: 1.3, seed: 2), noise: nil)
        #expect(gates.map(\.outcome) == [.inconclusive])
        #expect(ComparisonGate.exitStatus(of: gates, failOnInconclusive: false) == nil)
        #expect(ComparisonGate.exitStatus(of: gates, failOnInconclusive: true) == .inconclusive)
    }

    @Test("A bench result against a bench set is refused: the kinds differ, named with both paths")
    func kindsDiffer() throws {
        let folder = try TemporaryFolder("nativescale-compare-kinds")
        let result = try Self.result(factor: 1, seed: 1)
        try AtomicFile.write(JSONText.encode(result), to: folder.path("bench.json"))
        try AtomicFile.write(JSONText.encode(BenchSet(selection: ["iphone-8-plus"], shard: nil, results: [result])), to: folder.path("set.json"))
        #expect(throws: CompareError.kindsDiffer(base: folder.path("bench.json"), baseKind: .bench, head: folder.path("set.json"), headKind: .benchSet)) {
            try CompareUseCase(
                request: .init(
                    base: folder.path("bench.json"), head: folder.path("set.json"), settings: ComparisonSettings(),
                    statisticThreshold: 1, allowMismatch: false)
            ).run()
        }
    }
}
