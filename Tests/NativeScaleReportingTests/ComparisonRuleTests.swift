import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// The rule a comparison's summary states is the rule that decided it.
@Suite("The comparison states the rule it applied")
struct ComparisonRuleTests {
    static func runs(_ seeds: [UInt64], milliseconds: Double) throws -> [BenchResult] {
        try seeds.map { try SyntheticResults.make(nativeMilliseconds: milliseconds, rounds: 12, seed: $0) }
    }

    @Test("A sequential comparison (ab --rounds auto) states its sequential rule, never a single U test at p < α; a fixed one states the U test")
    func ruleMatchesTheTest() throws {
        let base = try Self.runs([1, 2, 3, 4, 5, 6], milliseconds: 10)
        let head = try Self.runs([7, 8, 9, 10, 11, 12], milliseconds: 10)
        let settings = ComparisonSettings(alpha: 0.05, threshold: 5)
        let sequential = try ResultComparison(
            base: base, head: head, settings: settings, allowMismatch: true,
            sequential: SequentialOutcome(design: SequentialDesign(), rounds: 6, decisions: [:]))
        let text = sequential.table(markdown: false)
        #expect(text.contains("a regression is a change the sequential test settles"), "\(text)")
        #expect(!text.contains("significant (p < 0.05"), "\(text)")
        // Three rounds a side decide nothing: a sequential run is told to run longer, never to use itself.
        let short = try ResultComparison(
            base: Array(base.prefix(3)), head: Array(head.prefix(3)), settings: settings, allowMismatch: true,
            sequential: SequentialOutcome(design: SequentialDesign(), rounds: 3, decisions: [:]))
        #expect(!short.table(markdown: false).contains("use 'ab --rounds auto'"), "\(short.table(markdown: false))")
        let fixed = try ResultComparison(base: base, head: head, settings: settings, allowMismatch: true)
        #expect(fixed.table(markdown: false).contains("a regression is a change that is significant (p < 0.05"))
    }
}
