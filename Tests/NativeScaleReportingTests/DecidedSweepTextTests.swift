import Foundation
import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleTuning
import Testing

/// The words of a decided sweep, on the recorded sweep document (decided: its race recommends a
/// point) and on copies of it whose rule differs in one field. A sweep run in the test suite may
/// end undecided under the machine's load; these words are checked here, where nothing is timed.
@Suite("A decided sweep's recommendation in words, on the recorded document")
struct DecidedSweepTextTests {
    static var path: String { URL(fileURLWithPath: Fixtures.documents).appendingPathComponent("sweep.json").path }

    /// The recorded document as JSON, `edit` applied, decoded as a sweep result.
    static func edited(_ edit: (inout [String: Any]) throws -> Void) throws -> SweepResult {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        try edit(&object)
        return try JSONDecoder().decode(SweepResult.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test("A decided sweep says what it recommends, what that rests on, how to check it, and how stable the race's answer is")
    func decidedSweepSaysWhatItRestsOn() throws {
        let result = try SweepResult.read(from: Self.path)
        let choice = try #require(result.recommendation)
        let text = result.text
        #expect(text.contains("Recommendation: \(try #require(result.recommendationSentence))"), "\(text)")
        #expect(text.contains("Judged on: "), "\(text)")
        #expect(text.contains("Check it on your own content: nativescale sweep --workload shader:FILE.frag, or --scene FILE.gltf."))
        let stability = try #require(result.race?.stability)
        #expect(text.contains("Stability: the race judged again on this run's rounds resampled \(stability.resamples) times"), "\(text)")
        #expect(!text.contains("Undecided: "))
        // "Why a lower scale wins" exactly when the pick renders fewer pixels than native and judges at least as close.
        let pick = result.points[choice.pointIndex]
        let native = try #require(result.points.first { !$0.target.needsResample })
        let lowerWins =
            pick.target.renderSize.pixelCount < native.target.renderSize.pixelCount
            && result.configuration.metric.score(pick.quality) >= result.configuration.metric.score(native.quality)
        #expect(text.contains("Why a lower scale wins: ") == lowerWins)
    }

    @Test("A tie the race broke by SSIM is worded as points equal within ±3 % by their intervals, and the best SSIM of them")
    func tieBrokenBySSIMIsWorded() throws {
        let result = try Self.edited { object in
            var configuration = try #require(object["configuration"] as? [String: Any])
            configuration["qualityMetric"] = "ssim"
            object["configuration"] = configuration
            var recommendation = try #require(object["recommendation"] as? [String: Any])
            recommendation["tie"] = [5, 7]
            object["recommendation"] = recommendation
        }
        let rule = try #require(result.recommendationRuleText)
        #expect(rule.contains("cost the same within ±3 % (their 95 % intervals), and this is the best SSIM of them"), "\(rule)")
        #expect(rule.contains(result.points[5].target.label) && rule.contains(result.points[7].target.label), "\(rule)")
    }

    @Test("A JOD floor is worded as the loss allowed below the native render and the JOD it resolved to")
    func jodFloorIsWorded() throws {
        let result = try Self.edited { object in
            var configuration = try #require(object["configuration"] as? [String: Any])
            configuration["constraints"] = ["maximumJODLoss": 0.5, "minimumJOD": 8.25]
            object["configuration"] = configuration
            var recommendation = try #require(object["recommendation"] as? [String: Any])
            recommendation["rule"] = ["kind": "cheapest-above-floor", "outcome": "met"]
            object["recommendation"] = recommendation
        }
        let rule = try #require(result.recommendationRuleText)
        #expect(rule == "the cheapest point with at most 0.5 JOD below the native render (≥ 8.25 JOD)", "\(rule)")
    }
}
