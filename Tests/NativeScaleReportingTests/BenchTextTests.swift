import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import Testing

@Suite("The bench text explains its marks and puts each warning beside its rows")
struct BenchTextTests {
    /// A stepped native stage is marked (!), the mark is explained, its warning stands right under the stage table,
    /// and no warning names the host stage the table leaves out.
    @Test("A stepped native stage is marked (!) and explained, its warning right under the table, none naming the host stage")
    func warningsBesideTheirRows() throws {
        let result = try SyntheticResults.make(nativeMilliseconds: 10, rounds: 30, seed: 3, nativeStep: (round: 15, factor: 1.3))
        #expect(result.anomalies.contains { $0.stage == .host }, "the synthetic step moves the host time too: \(result.anomalies)")
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marked = try #require(lines.firstIndex { $0.contains("native") && $0.contains("(!)") })
        let legend = try #require(lines.firstIndex { $0.hasPrefix("  (!) marks a stage") })
        let warnings = lines.indices.filter { lines[$0].hasPrefix("  warning   ") }
        let comparison = try #require(lines.firstIndex { $0.hasPrefix("  filter ") })
        #expect(marked < legend && legend == (warnings.first ?? 0) - 1, "\(result.text)")
        #expect(warnings.allSatisfy { $0 < comparison }, "\(result.text)")
        #expect(!warnings.isEmpty && warnings.allSatisfy { !lines[$0].contains(" host") }, "\(result.text)")
        #expect(!lines.contains { $0.contains("native host") }, "\(result.text)")
    }

    @Test("A run without anomalies prints neither the mark's explanation nor warnings")
    func quietRun() throws {
        let text = try SyntheticResults.make(nativeMilliseconds: 10, spread: 0.001, rounds: 30, seed: 4).text
        #expect(!text.contains("(!)") && !text.contains("warning "), "\(text)")
    }
}
