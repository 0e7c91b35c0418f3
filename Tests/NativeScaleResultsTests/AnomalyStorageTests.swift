import Foundation
import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// Anomalies and notes are values in files written now, and files of earlier versions, which
/// held sentences, still read: their notes are told from the analysis's sentences by structure,
/// and kept as the sentences they were.
@Suite("Anomalies in result files")
struct AnomalyStorageTests {
    static let note = RunNote.timestampsUnusable(device: "llvmpipe (LLVM 15.0.6, 256 bits)", problem: .zero, size: nil)
    /// A note as a version-2 file wrote it: a sentence.
    static let sentence = "llvmpipe (LLVM 15.0.6, 256 bits) is a CPU device: its timings say nothing of a GPU's"

    /// A run whose native frames step from 70 to 105 ms at round 30 of 60.
    static func stepped() throws -> BenchResult {
        try SyntheticResults.make(nativeMilliseconds: 70, spread: 0.01, rounds: 60, seed: 3, nativeStep: (30, 1.5), notes: [note])
    }

    @Test("A step in the native frames is found as a step of the native scene at round 30, and written as a value")
    func stepIsAValue() throws {
        let result = try Self.stepped()
        let steps = result.anomalies.compactMap { anomaly -> (MeasuredPath, Stage, Int)? in
            if case .step(let path, let stage, _, _, let round) = anomaly { (path, stage, round) } else { nil }
        }
        #expect(steps.contains { $0.0 == .native && $0.1 == .scene && $0.2 == 30 }, "\(result.anomalies)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONText.encode(result).utf8)) as? [String: Any])
        let stored = try #require(object["anomalies"] as? [Any])
        #expect(!stored.isEmpty && stored.allSatisfy { $0 is [String: Any] })
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes.count == 1 && notes[0]["note"] as? String == "timestampsUnusable" && notes[0]["problem"] as? String == "zero")
        #expect(try BenchResult.decode(json: JSONText.encode(result), source: "written").notes == [Self.note])
    }

    @Test("A version-2 file without notes keeps its device note and recomputes its anomalies, whatever their wording")
    func earlierVersionReads() throws {
        let folder = try TemporaryFolder("nativescale-anomalies")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(JSONText.encode(try Self.stepped()).utf8)) as? [String: Any])
        object["schemaVersion"] = 2
        object["notes"] = nil
        object["audit"] = nil
        object["anomalies"] = [Self.sentence, "native scene: a sentence in any wording at all", "scaled/bilinear: another"]
        let path = folder.path("v2.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let read = try BenchResult.read(from: path)
        #expect(read.notes == [.recorded(Self.sentence)])
        #expect(read.anomalies == (try Self.stepped()).anomalies)
    }
}
