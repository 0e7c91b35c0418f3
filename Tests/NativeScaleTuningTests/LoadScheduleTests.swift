import NativeScaleCore
import NativeScaleTuning
import Testing

/// The closed loop's load schedule and the replay's load rules, worked out by hand.
@Suite("Dynamic resolution: load schedules and load rules")
struct LoadScheduleTests {
    @Test("A schedule holds each shader cost from its frame to the next step's")
    func schedule() throws {
        let schedule = try LoadSchedule(parsing: "0:96, 80:192,160:96")
        #expect([0, 79, 80, 159, 160, 10_000].map(schedule.shaderCost(atFrame:)) == [96, 96, 192, 192, 96, 96])
        #expect(schedule.shaderCosts == [96, 192])
        let byDefault = LoadSchedule.doubledMiddleThird(frames: 240, shaderCost: 96)
        #expect(byDefault.steps.map(\.frame) == [0, 80, 160] && byDefault.steps.map(\.shaderCost) == [96, 192, 96])
    }

    @Test(
        "A schedule that does not start at frame 0, steps back, or asks for a cost out of range is refused with its text",
        arguments: ["5:96", "0:96,40:128,40:96", "0:96,50:128,20:96", "0:-1", "0:1000001", "0:96,", "0-96", "frame:cost", ""])
    func badSchedule(_ text: String) {
        #expect(throws: DynamicResolutionError.badSchedule(text)) { try LoadSchedule(parsing: text) }
    }

    @Test(
        "The load rules move a 20 ms frame at scale 1 to scale 0.5 through 2 ms + 6.5 ms/MP at 1080×1920",
        arguments: [
            (LoadRule.proportional, 20.0, 20 * (2 + 6.5 * 2.0736 * 0.25) / (2 + 6.5 * 2.0736)),
            (.pixels, 20.0, 2 + 18 * 0.25),
            // Below the fixed part there is no pixel work to scale: as proportional.
            (.pixels, 1.5, 1.5 * (2 + 6.5 * 2.0736 * 0.25) / (2 + 6.5 * 2.0736)),
        ])
    func loadRule(_ rule: LoadRule, _ recorded: Double, _ expected: Double) throws {
        let model = try CostModel(fixedMilliseconds: 2, millisecondsPerMegapixel: 6.5)
        let predicted = rule.milliseconds(recorded: recorded, at: 1, scale: 0.5, model: model, outputMegapixels: 1080 * 1920 / 1e6)
        #expect(abs(predicted - expected) < 1e-9, "\(predicted) against \(expected)")
    }
}
