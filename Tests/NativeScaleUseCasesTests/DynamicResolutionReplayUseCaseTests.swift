import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import NativeScaleTuning
import NativeScaleUseCases
import Testing

/// `dynres replay`'s use case on a recorded CSV of frame times: every controller replays every
/// frame within its bounds, and the load the recording holds moves the scale. No Vulkan.
@Suite("dynres replay's use case on a recording")
struct DynamicResolutionReplayUseCaseTests {
    /// 10 ms frames at native scale, 20 ms from frame 200 to 399, 600 in all.
    static func recording(in folder: TemporaryFolder) throws -> String {
        let rows = (0..<600).map { "\($0),\($0 >= 200 && $0 < 400 ? 20.0 : 10.0),1" }
        try (["frame,gpu_ms,scale"] + rows).joined(separator: "\n").write(toFile: folder.path("step.csv"), atomically: true, encoding: .utf8)
        return folder.path("step.csv")
    }

    static func request(_ recording: String, outputSize: PixelSize?) throws -> DynamicResolutionReplayUseCase.Request {
        .init(
            recording: recording, model: .given(try CostModel(fixedMilliseconds: 2, millisecondsPerMegapixel: 6.5)), outputSize: outputSize,
            settings: try ControllerSettings(budgetMilliseconds: 16.6), controllers: ControllerName.allCases)
    }

    @Test("Every controller replays every frame at a scale within its bounds; nativescale's drops under the doubled load and rises after it")
    func everyControllerEveryFrame() throws {
        let folder = try TemporaryFolder("nativescale-dynres-use-case")
        let result = try DynamicResolutionReplayUseCase(request: Self.request(Self.recording(in: folder), outputSize: PixelSize(width: 1080, height: 2340)))
            .run()
        #expect(result.controllers.map(\.name) == ControllerName.allCases)
        for controller in result.controllers {
            #expect(controller.frames.count == 600)
            #expect(controller.frames.allSatisfy { $0.scale >= result.minimumScale && $0.scale <= result.maximumScale }, "\(controller.name)")
        }
        let own = try #require(result.controllers.first { $0.name == .nativescale })
        let under = own.frames[350].scale
        let after = own.frames[599].scale
        #expect(under < after, "scale under the load \(under), after it \(after)")
    }

    @Test("With a given model and no output size there is nothing to scale: the use case refuses before reading the recording")
    func noOutputSizeRefused() throws {
        #expect(throws: DynamicResolutionReplayError.noOutputSize) {
            try DynamicResolutionReplayUseCase(request: Self.request("/nonexistent/step.csv", outputSize: nil)).run()
        }
    }
}
