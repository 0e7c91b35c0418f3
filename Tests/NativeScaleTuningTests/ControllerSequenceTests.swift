import NativeScaleCore
import NativeScaleTuning
import Testing

/// Every controller fed a ramp and an oscillating load (the step is in `DynamicResolutionTests`),
/// against the sequence worked out by hand from its engine's rule (budget 10 ms unless named;
/// nativescale's through 2 ms + 6.5 ms/MP at 1080×1920; scales rounded to 1e-6).
@Suite("Dynamic resolution: each controller on a ramp and an oscillating load")
struct ControllerSequenceTests {
    static func settings(budget: Double = 10) throws -> ControllerSettings { try ControllerSettings(budgetMilliseconds: budget) }

    /// A ramp from 6 to 14 ms, 0.5 ms a frame.
    static let ramp = (0..<17).map { 6 + 0.5 * Double($0) }
    /// 8 and 12 ms in turn: a mean at the budget, every other frame over it.
    static let oscillation = (0..<16).map { $0 % 2 == 0 ? 8.0 : 12.0 }

    /// Doom 3 BFG: a ramp through 13 and 15 ms resets the count under 13, drops 0.11 a frame over 15, and five frames
    /// under 13 raise 0.06; 20/10 in turn drops on each 20 and raises on the fifth 10.
    @Test("Doom 3 BFG: a ramp and 20/10 ms in turn move the scale frame by frame as its thresholds say")
    func doom3() throws {
        func resolutions(_ times: [Double]) throws -> [Double] {
            var doom = Doom3Controller(settings: try Self.settings(budget: 1000.0 / 60))
            return times.map { time in
                doom.update(gpuMilliseconds: time)
                return (doom.resolution * 1e6).rounded() / 1e6
            }
        }
        // 12 counts one frame under 13; 13, 14 and 15 are neither side and reset it; 16–20 each
        // drop 0.11 (to 0.5 at most); back down, 15–13 reset, and 12, 11, 10, 9, 8 raise at the fifth.
        let ramp = [12.0, 13, 14, 15, 16, 17, 18, 19, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8]
        #expect(try resolutions(ramp) == [1, 1, 1, 1, 0.89, 0.78, 0.67, 0.56, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.56])
        // A frame over 15 leaves the count under 13 as it was: the fifth 10 raises even between drops.
        let alternating = (0..<12).map { $0 % 2 == 0 ? 20.0 : 10.0 }
        #expect(try resolutions(alternating) == [0.89, 0.89, 0.78, 0.78, 0.67, 0.67, 0.56, 0.56, 0.5, 0.56, 0.5, 0.5])
    }

    /// Unity HDRP: a ramp of 6 + 0.1 ms a frame steps down after the 4th window over budget (frame 104) and again
    /// after 4 more (164); 8/12 ms frame by frame alternates the windows and never moves; 4 windows at 12, 8 at 8,
    /// twice, is a staircase.
    @Test("Unity HDRP: a ramp, 8/12 ms in turn and a staircase of windows move the scale at the windows its rule says")
    func unityHDRP() throws {
        // Window k's mean is 6.7 + 1.5 k: windows 3–6 are the first 4 over 10 ms, 7–10 the next 4.
        let ramp = DynamicResolutionTests.scales(UnityHDRPController(settings: try Self.settings()), (0..<180).map { 6 + 0.1 * Double($0) })
        #expect(ramp[0...103].allSatisfy { $0 == 1 } && ramp[104...163].allSatisfy { $0 == 0.75 } && ramp[164...].allSatisfy { $0 == 0.5 })
        // Fifteen frames alternating from 8 hold 8 eights (9.87 ms), the next window 8 twelves (10.13 ms): over and under in turn reset both counts.
        let alternating = DynamicResolutionTests.scales(UnityHDRPController(settings: try Self.settings()), (0..<240).map { $0 % 2 == 0 ? 8.0 : 12.0 })
        #expect(alternating.allSatisfy { $0 == 1 })
        // Down half the range (fraction 0.5: scale 0.75), up a fifth (0.7: 0.85), down a half (0.2: 0.6), up a fifth (0.4: 0.7).
        let windows = [(12.0, 4), (8.0, 8), (12.0, 4), (8.0, 8)].flatMap { time, count in Array(repeating: time, count: count * 15) }
        let stairs = DynamicResolutionTests.scales(UnityHDRPController(settings: try Self.settings()), windows)
        #expect(
            [stairs[58], stairs[59], stairs[178], stairs[179], stairs[238], stairs[239], stairs[358], stairs[359]] == [
                1, 0.75, 0.75, 0.85, 0.85, 0.6, 0.6, 0.7,
            ])
    }

    /// Filament: a ramp from 10 ms by 0.2 stays in the dead band until the integral, −0.30 at frame 8, takes the
    /// output past −1 %; 8/12 in turn ratchets down, since −23.5 % leaves the band's narrow low side and +2.4 % stays
    /// inside its wide high side.
    @Test("Filament: a ramp leaves the dead band when the integral says; 8/12 ms in turn ratchets down through its lopsided band")
    func filament() throws {
        let ramp = DynamicResolutionTests.scales(FilamentController(settings: try Self.settings()), (0..<12).map { 10 + 0.2 * Double($0) })
        #expect(ramp == [1, 1, 1, 1, 1, 1, 1, 0.995037, 0.99002, 0.983788, 0.977498, 0.970009])
        // Frame 4 holds 8, 12, 8, 12: the median (index 2) is 12, error −0.2, out = (1 − e^(−1/8)) × −0.2 = −0.0235 → √(1 / 1.0235).
        let oscillating = DynamicResolutionTests.scales(FilamentController(settings: try Self.settings()), Self.oscillation)
        #expect(
            oscillating == [
                1, 1, 1, 0.988453, 0.988453, 0.977039, 0.977039, 0.965757, 0.965757, 0.954605, 0.954605, 0.943582, 0.943582,
                0.932686, 0.932686, 0.921917,
            ])
    }

    /// Unreal: a ramp from 6 ms waits its 8 frames, then follows √(9 / time) down as frames pass the budget; 8/12 in
    /// turn never panics (over budget never twice in a row) and moves once, after 8 frames, to the weighted mean.
    @Test("Unreal: a ramp follows √(9 / time) after its 8 frames; 8/12 ms in turn never panics and moves once, to the weighted mean")
    func unreal() throws {
        let ramp = DynamicResolutionTests.scales(UnrealController(settings: try Self.settings()), Self.ramp)
        #expect(ramp == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.914617, 0.809117, 0.700716, 0.594577, 0.5, 0.5, 0.5])
        let oscillating = DynamicResolutionTests.scales(UnrealController(settings: try Self.settings()), Self.oscillation)
        #expect(oscillating[0...7].allSatisfy { $0 == 1 } && oscillating[8...].allSatisfy { $0 == 0.974943 })
    }

    /// Nativescale: a ramp from 6 ms holds 1 until 10.5 ms is over the budget, then inverts the model for each load;
    /// 8/12 in turn takes each frame over budget at once and settles at the smallest scale.
    @Test("nativescale: a ramp holds 1 until over budget, then inverts the model; 8/12 ms in turn settles at the smallest scale")
    func nativescale() throws {
        let model = try CostModel(fixedMilliseconds: 2, millisecondsPerMegapixel: 6.5)
        func controller() throws -> NativeScaleController {
            NativeScaleController(settings: try Self.settings(), model: model, outputMegapixels: 1080 * 1920 / 1e6)
        }
        #expect(
            DynamicResolutionTests.scales(try controller(), Self.ramp)
                == [1, 1, 1, 1, 1, 1, 1, 1, 1, 0.9143, 0.81054, 0.694188, 0.569497, 0.5, 0.5, 0.5, 0.5])
        #expect(
            DynamicResolutionTests.scales(try controller(), Self.oscillation)
                == [1, 0.844336, 0.861744, 0.72101, 0.736817, 0.60834, 0.622861, 0.503856, 0.517437, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])
    }
}
