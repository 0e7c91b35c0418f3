import Foundation
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// `compare`, `ab` and `history check`'s report of a gate in each format (the commands only
/// print it), on the recorded bench result compared with itself.
@Suite("The gate's report in text, Markdown and JSON")
struct ComparisonGateReportTests {
    static func gate(display: String?) throws -> ComparisonGate {
        let result = try BenchResult.read(from: URL(fileURLWithPath: Fixtures.documents).appendingPathComponent("bench.json").path)
        return ComparisonGate(
            display: display, timing: try ResultComparison(base: [result], head: [result], settings: ComparisonSettings(), allowMismatch: false),
            statistics: nil)
    }

    @Test("One gate's JSON is its timing comparison itself; a set's is an array of one object per display")
    func json() throws {
        let one = try Self.gate(display: nil)
        let timing = try #require(one.timing)
        #expect(try ComparisonGate.report([one], as: .json) == JSONText.encode(timing))
        let set = try ComparisonGate.report([Self.gate(display: "iphone-3gs"), Self.gate(display: "iphone-4s")], as: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(set.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["display"] as? String } == ["iphone-3gs", "iphone-4s"] && array.allSatisfy { $0["timing"] != nil })
    }

    @Test("A set's gates are headed by display and place, '== D (1 of 2)' in text and '### D (1 of 2)' in Markdown; one gate has no heading")
    func headings() throws {
        let gates = [try Self.gate(display: "iphone-3gs"), try Self.gate(display: "iphone-4s")]
        let text = try ComparisonGate.report(gates, as: .text)
        let markdown = try ComparisonGate.report(gates, as: .markdown)
        #expect(text.contains("== iphone-3gs (1 of 2)") && text.contains("== iphone-4s (2 of 2)"))
        #expect(markdown.contains("### iphone-3gs (1 of 2)") && markdown.contains("### iphone-4s (2 of 2)"))
        let single = try ComparisonGate.report([Self.gate(display: nil)], as: .text)
        let timing = try #require(try Self.gate(display: nil).timing)
        #expect(!single.contains("=="))
        #expect(single == timing.table(markdown: false))
    }
}
