import Foundation
import NativeScaleCore
import NativeScaleTuning
import Testing

/// GPU times that reach a controller frames late, as engines get them: the queue, the step load
/// worked out by hand for Doom 3 BFG and Unreal at delays 0–4, and the replay at a delay of 0
/// against the controllers fed at once.
@Suite("Dynamic resolution: GPU times that arrive frames late")
struct FeedbackDelayTests {
    /// 16.667 ms (60 Hz); a model with no fixed part, so a frame's time is ∝ its pixels.
    static let budget = 1000.0 / 60
    static let megapixels = 1.0

    /// `before` ms a frame at scale 1 until frame 100, `after` ms from it on, for 300 frames.
    static func step(before: Double, after: Double) -> [DynamicResolutionReplay.RecordedFrame] {
        (0..<300).map { .init(gpuMilliseconds: $0 < 100 ? before : after, scale: 1) }
    }

    static func replay(_ recording: [DynamicResolutionReplay.RecordedFrame], delay: Int) throws -> DynamicResolutionReplay {
        try DynamicResolutionReplay(
            recording: recording, model: try CostModel(fixedMilliseconds: 0, millisecondsPerMegapixel: 10), outputMegapixels: megapixels,
            settings: try ControllerSettings(budgetMilliseconds: budget)
        ).delayed(by: delay)
    }

    @Test("The queue hands each time over after as many frames as its delay, with its age and scale; a delay beyond 16 is refused")
    func queue() throws {
        var queue = try FeedbackQueue(delay: 2)
        #expect(queue.push(milliseconds: 10, scale: 1) == nil)
        #expect(queue.push(milliseconds: 11, scale: 0.9) == nil)
        #expect(queue.push(milliseconds: 12, scale: 0.8) == FrameFeedback(age: 2, milliseconds: 10, scale: 1))
        #expect(queue.push(milliseconds: 13, scale: 0.7) == FrameFeedback(age: 2, milliseconds: 11, scale: 0.9))
        var now = try FeedbackQueue(delay: 0)
        #expect(now.push(milliseconds: 9, scale: 0.5) == FrameFeedback(age: 0, milliseconds: 9, scale: 0.5))
        #expect(throws: DynamicResolutionError.badFeedbackDelay(17)) { try FeedbackQueue(delay: 17) }
        #expect(throws: DynamicResolutionError.badFeedbackDelay(-1)) { try FeedbackQueue(delay: -1) }
    }

    /// Doom 3 BFG, 12 → 18 ms at scale 1 at frame 100: every frame over 15 ms drops 0.11, and the
    /// d + 1 frames rendered at 1 before the first drop all arrive over it, so the resolution drops
    /// to 1 − 0.11 (d + 1); the first frame at 0.89 (area 0.78: 14.04 ms) is within the budget, so
    /// the frames over it are the d + 1 at 1, each 8.0 % over (18 / 16.667).
    @Test(
        "Doom 3 BFG after a step from 12 to 18 ms: d + 1 frames over budget by 8 %, and d + 1 drops of 0.11 (to 0.5 at most) before the first arrives",
        arguments: 0...4)
    func doom3Step(delay: Int) throws {
        let outcome = try Self.replay(Self.step(before: 12, after: 18), delay: delay).run(
            Doom3Controller(settings: try .init(budgetMilliseconds: Self.budget)), delay: delay)
        let response = try #require(outcome.responses.first)
        #expect(response.step.frame == 100)
        #expect(abs(response.overshootPercent - 8) < 1e-9)
        #expect(response.recoveryFrames == delay + 1)
        let lowest = try #require(outcome.frames[100..<(110 + delay)].map(\.scale).min())
        #expect(abs(lowest - Doom3Controller.area(resolution: max(1 - 0.11 * Double(delay + 1), 0.5)).squareRoot()) < 1e-9)
        #expect(outcome.frames[100...(100 + delay)].allSatisfy { $0.scale == 1 })
    }

    /// Unreal, 12 → 24 ms at scale 1 at frame 100 (target 15 ms, 10 % below the budget): the walk
    /// meets one frame over budget and 15 under, no panic; the second frame over budget to land
    /// makes two in a row, a panic, √(15 / 24) = 0.7906 at once. At a delay of 0 that is frame
    /// 102 (frames 100 and 101 over, 44 % each); at a delay of 3, frame 101's time lands after
    /// frame 104, so frames 100–104 are over and frame 105 is the first at 0.7906. The times of
    /// frames 102–104 land after the panic emptied the history and are dropped: no second panic.
    @Test(
        "Unreal after a step from 12 to 24 ms: the panic at the second landed frame over budget, 2 frames late at a delay of 0 and 5 at a delay of 3",
        arguments: [(0, 2), (3, 5)])
    func unrealStep(delay: Int, recovery: Int) throws {
        let outcome = try Self.replay(Self.step(before: 12, after: 24), delay: delay).run(.unreal)
        let response = try #require(outcome.responses.first)
        #expect(abs(response.overshootPercent - 44) < 1e-9)
        #expect(response.recoveryFrames == recovery)
        let panic = (15.0 / 24).squareRoot()
        #expect(outcome.frames[100 + recovery].scale == panic)
        #expect(outcome.frames[(100 + recovery)...].allSatisfy { abs($0.scale - panic) < 1e-12 })
        #expect(outcome.frames[..<(100 + recovery)].allSatisfy { $0.scale == 1 })
    }

    @Test("A delay of 0 replays every controller exactly as the controller fed each time at once")
    func noDelayIsImmediate() throws {
        // 10 or 18 ms in turns of 50 frames, plus up to 6/7 ms of a 7-frame ripple.
        let recording = (0..<400).map { frame -> DynamicResolutionReplay.RecordedFrame in
            let level: Double = frame / 50 % 2 == 0 ? 10 : 18
            let ripple = Double(frame % 7) / 7
            return DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: level + ripple, scale: 1)
        }
        let replay = try Self.replay(recording, delay: 0)
        for name in ControllerName.allCases {
            var controller = name.make(settings: replay.settings, model: replay.model, outputMegapixels: Self.megapixels)
            let immediate = recording.map { recorded in
                let scale = controller.scale
                let time = replay.rule.milliseconds(
                    recorded: recorded.gpuMilliseconds, at: 1, scale: scale, model: replay.model, outputMegapixels: Self.megapixels)
                controller.update(gpuMilliseconds: time)
                return DynamicResolutionReplay.Frame(scale: scale, predictedMilliseconds: time)
            }
            #expect(replay.run(name).frames == immediate, "\(name.rawValue)")
        }
    }

    @Test("Each engine's delay when none is given: Doom 3 BFG 1, Unity 3, Filament, Unreal and nativescale 2")
    func engineDelays() throws {
        let replay = try Self.replay(Self.step(before: 12, after: 24), delay: 0).delayed(by: nil)
        #expect(ControllerName.allCases.map { replay.delay(of: $0) } == [2, 2, 2, 3, 1])
        #expect(replay.run(.doom3).feedbackDelay == 1 && replay.run(.unityHDRP).feedbackDelay == 3)
    }

    @Test("Filament's PI step, fed times 3 frames late, drops further below its target than fed at once: it corrects the scale of now by a stale time")
    func filamentOvershoots() throws {
        let recording = Self.step(before: 12, after: 24)
        let now = try Self.replay(recording, delay: 0).run(.filament)
        let late = try Self.replay(recording, delay: 3).run(.filament)
        let lowest = { (outcome: DynamicResolutionReplay.Outcome) in outcome.frames[100...].map(\.scale).min() ?? 0 }
        #expect(lowest(late) < lowest(now))
        #expect(try #require(late.responses.first?.recoveryFrames) > (try #require(now.responses.first?.recoveryFrames)))
    }
}

/// The load steps of a recording and the scores of a controller's frames against them.
@Suite("Dynamic resolution: load steps and step responses")
struct StepResponseTests {
    @Test("A doubling of the load is found at its frame with its ratio; a single spike, a slow swell and a 10 % change are not steps")
    func detection() {
        let doubled = (0..<200).map { $0 < 120 ? 10.0 : 20.0 }
        #expect(LoadStep.detect(in: doubled).map(\.frame) == [120])
        #expect(abs((LoadStep.detect(in: doubled).first?.ratio ?? 0) - 2) < 1e-9)
        var spike = Array(repeating: 10.0, count: 200)
        spike[100] = 30
        #expect(LoadStep.detect(in: spike).isEmpty)
        let swell: [Double] = (0..<2000).map { frame in 10 + 2 * sin(Double(frame) / 240 * 2 * Double.pi) }
        #expect(LoadStep.detect(in: swell).isEmpty)
        #expect(LoadStep.detect(in: (0..<200).map { $0 < 100 ? 10.0 : 11.0 }).isEmpty)
        #expect(LoadStep.detect(in: (0..<200).map { $0 < 100 ? 20.0 : 10.0 }).map(\.frame) == [100])
    }

    @Test(
        "Overshoot: the median frame over budget until the recovery (the peak: the worst); recovery: to a frame within it with at most 1 of 8 over; turns"
    )
    func scores() {
        let budget = 10.0
        let times = [9.0, 9, 15, 12, 13, 9, 9, 9, 9, 9, 9, 9, 9, 11, 9, 9, 9, 9, 9, 9, 9]
        let scales = [1.0, 1, 1, 0.8, 0.7, 0.75, 0.7, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75, 0.75]
        let responses = StepResponse.responses(scales: scales, milliseconds: times, steps: [LoadStep(frame: 2, ratio: 1.5)], budget: budget)
        #expect(responses.count == 1)
        // Frames 2–4 over (15, 12, 13 ms); 5–12 are 8 within: recovery 3 frames (the 11 ms at frame 13 comes after).
        #expect(responses[0].recoveryFrames == 3)
        #expect(abs(responses[0].overshootPercent - 30) < 1e-9 && responses[0].peakPercent == 50)
        // Down, down, up, down, up: 3 reversals over 19 frames of 10 ms.
        #expect(abs(responses[0].directionChangesPerSecond - 3 / (19 * 0.01)) < 1e-9)
        let never = StepResponse.responses(
            scales: Array(repeating: 1, count: 12), milliseconds: Array(repeating: 11, count: 12), steps: [LoadStep(frame: 1, ratio: 1.3)],
            budget: budget)
        #expect(never[0].recoveryFrames == nil)
        // One stray frame over the budget after the recovery does not undo it; two do.
        let stray = StepResponse.responses(
            scales: Array(repeating: 1, count: 14), milliseconds: [12, 12, 9, 9, 11, 9, 9, 9, 9, 9, 9, 9, 9, 9], steps: [LoadStep(frame: 0, ratio: 1.3)],
            budget: budget)
        #expect(stray[0].recoveryFrames == 2)
        let twice = StepResponse.responses(
            scales: Array(repeating: 1, count: 14), milliseconds: [12, 12, 9, 9, 11, 11, 9, 9, 9, 9, 9, 9, 9, 9], steps: [LoadStep(frame: 0, ratio: 1.3)],
            budget: budget)
        #expect(twice[0].recoveryFrames == 6)
    }
}

/// The load rule a recording that spans scales bears out.
@Suite("Dynamic resolution: the load rule fitted to a recording")
struct LoadRuleFitTests {
    /// A recording whose scale alternates 1 and 0.7 every 10 frames and whose load doubles at
    /// frame 100, its times made by `rule` from the model's frame.
    static func recording(by rule: LoadRule, model: CostModel) -> [DynamicResolutionReplay.RecordedFrame] {
        (0..<300).map { frame in
            let scale = (frame / 10) % 2 == 0 ? 1.0 : 0.7
            let atOne = model.milliseconds(scale: 1, outputMegapixels: 1) * (frame < 100 ? 1 : 2)
            return .init(gpuMilliseconds: rule.milliseconds(recorded: atOne, at: 1, scale: scale, model: model, outputMegapixels: 1), scale: scale)
        }
    }

    @Test("A recording made by each rule is fitted by that rule; one at a single scale fits none", arguments: LoadRule.allCases)
    func fitsItsOwnRule(rule: LoadRule) throws {
        let model = try CostModel(fixedMilliseconds: 4, millisecondsPerMegapixel: 10)
        let fit = try #require(LoadRuleFit(recording: Self.recording(by: rule, model: model), model: model, outputMegapixels: 1))
        #expect(fit.rule == rule && fit.isDecisive && fit.wins == 19)
        // The 19 changes of scale at the doubled load (frames 100–299); the 9 before are at the model's own.
        #expect(fit.pairs == 19)
        #expect(fit.scores.first { $0.rule == rule }?.medianAbsolutePercent ?? 1 < 1e-9)
        // Noise on the frame before each change of scale, 25 % up twice then down twice, larger than what separates the
        // rules: each is the nearer in about half the pairs, which is not decisive, and the replay keeps proportional.
        var noisy = Self.recording(by: rule, model: model)
        for index in noisy.indices where (index + 1) % 10 == 0 {
            noisy[index] = .init(gpuMilliseconds: noisy[index].gpuMilliseconds * ((index + 1) / 20 % 2 == 0 ? 1.25 : 0.75), scale: noisy[index].scale)
        }
        let shaken = try #require(LoadRuleFit(recording: noisy, model: model, outputMegapixels: 1))
        #expect(!shaken.isDecisive && shaken.rule == .proportional)
        let flat = (0..<300).map { _ in DynamicResolutionReplay.RecordedFrame(gpuMilliseconds: 12, scale: 1) }
        #expect(LoadRuleFit(recording: flat, model: model, outputMegapixels: 1) == nil)
    }

    @Test(
        "A recovery counts only inside its load level: what the next level brings within the budget is no recovery; the response names where it ended"
    )
    func recoveryStaysInsideItsLevel() {
        let budget = 10.0
        // 12 → 22 → 12 in miniature: over the budget from the step at 0 until frame 18, within it at
        // 19 only because the load dropped at 20 (detected there); the drop's level is within from its start.
        let times = Array(repeating: 12.0, count: 19) + [9.5] + Array(repeating: 8.0, count: 20)
        let steps = [LoadStep(frame: 0, ratio: 1.8), LoadStep(frame: 20, ratio: 0.55)]
        let responses = StepResponse.responses(scales: Array(repeating: 1, count: times.count), milliseconds: times, steps: steps, budget: budget)
        #expect(responses.map(\.recoveryFrames) == [nil, 0])
        #expect(responses.map(\.nextStep) == [20, nil])
        // The overshoot covers the same frames: the whole level, 19 frames at 12 ms.
        #expect(abs(responses[0].overshootPercent - 20) < 1e-9)
    }
}
