import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleTuning
import Testing

/// The `nativescale.dynres` document's frames as columns (v4), and the older layout still read.
@Suite("The dynres document: frames as columns")
struct DynamicResolutionDocumentTests {
    static func replayDocument() throws -> DynamicResolutionResult {
        let recording = (0..<240).map { DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: $0 >= 80 && $0 < 160 ? 24 : 12.3, scale: 1) }
        let replay = DynamicResolutionReplay(
            recording: recording, model: try CostModel(fixedMilliseconds: 2, millisecondsPerMegapixel: 6.5), outputMegapixels: 2.0736,
            settings: try ControllerSettings(budgetMilliseconds: 16.6))
        return DynamicResolutionResult(
            input: "steps.csv", replay: replay, outputSize: PixelSize(width: 1080, height: 1920),
            outcomes: ControllerName.allCases.map { ($0, replay.run($0)) })
    }

    @Test("A v4 document is written with base64 float columns and read back equal, steps and responses with it")
    func roundTrip() throws {
        let folder = try TemporaryFolder("nativescale-dynres-document")
        let path = folder.path("replay.json")
        let document = try Self.replayDocument()
        try AtomicFile.write(try JSONText.encode(document), to: path)
        let read = try DynamicResolutionResult.read(from: path)
        #expect(read == document)
        #expect(read.steps?.map(\.frame) == [80, 160])
        #expect(read.controllers.allSatisfy { $0.frames.count == 240 && $0.responses?.count == 2 && $0.feedbackDelay != nil })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let frames = try #require((object["controllers"] as? [[String: Any]])?.first?["frames"] as? [String: Any])
        #expect(frames["encoding"] as? String == "float32le-base64" && frames["count"] as? Int == 240)
        #expect((frames["scales"] as? String).flatMap { Data(base64Encoded: $0) }?.count == 240 * 4)
    }

    @Test("A v3 document's frames, an object each, are read into the same columns")
    func olderLayout() throws {
        let path = URL(fileURLWithPath: Fixtures.documents).appendingPathComponent("dynres-replay.json").path
        let read = try DynamicResolutionResult.read(from: path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 3)
        let objects = try #require((object["controllers"] as? [[String: Any]])?.first?["frames"] as? [[String: Any]])
        let first = try #require(read.controllers.first)
        #expect(first.frames.count == objects.count && first.feedbackDelay == nil && first.responses == nil)
        for (frame, written) in zip(first.frames, objects) {
            #expect(frame.scale == Double(Float(try #require(written["scale"] as? Double))))
            #expect(frame.predictedMilliseconds == Double(Float(try #require(written["predictedMilliseconds"] as? Double))))
        }
    }

    @Test("A column whose bytes are not count floats, or an unknown encoding, refuses the file whole")
    func badColumns() throws {
        let folder = try TemporaryFolder("nativescale-dynres-document")
        let text = try JSONText.encode(try Self.replayDocument())
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var controllers = try #require(object["controllers"] as? [[String: Any]])
        let frames = try #require(controllers[0]["frames"] as? [String: Any])
        for (key, value) in [("count", 241 as Any), ("encoding", "float64le-base64" as Any), ("scales", "not base64" as Any)] {
            var broken = frames
            broken[key] = value
            controllers[0]["frames"] = broken
            object["controllers"] = controllers
            let path = folder.path("broken-\(key).json")
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
            #expect(throws: ResultFileError.self, "\(key)") { try DynamicResolutionResult.read(from: path) }
        }
    }
}
