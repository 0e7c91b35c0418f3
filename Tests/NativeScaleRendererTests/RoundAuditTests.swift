import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// Stage boundaries checked against the physics and the clock around them: a fill scene costs
/// its pixels wherever it sits in a round, and a round's stages account for its submission.
///
/// On the code before start stamps were followed by a dependency, a scaled scene right after
/// another scaled path read 0.2–0.5 ms against ~150 ms (lavapipe bins the start stamp into the
/// scene after it), the MSAA resample's time landed in `transition`, and rounds lost half their
/// time between the ranges: every expectation below failed there.
@Suite("Round audit: stage times bound their work in every position of a round", .serialized)
struct RoundAuditTests {

    struct Target: Sendable, CustomTestStringConvertible {
        let samples: Int
        var testDescription: String { samples == 1 ? "no MSAA" : "\(samples)× MSAA" }
    }

    /// The iPhone 8 Plus at half of each axis: 621×1104 → 540×960, 1.3225× the pixels; stages
    /// of several milliseconds, so a descheduled thread's slice is a small part of them.
    static let native = PixelSize(width: 540, height: 960)
    static let drawable = PixelSize(width: 621, height: 1104)
    static let pixelRatio = 1.3225
    /// Rounds per filter.
    static let rounds = 10

    /// A round that measures `filter` twice, right after the native frame and right after
    /// another scaled path (`other`), so the two frames compared share the same moment of the
    /// machine: `native, filter, other, filter`.
    static func order(of filter: ResampleFilter, against other: ResampleFilter) -> [MeasuredPath] {
        [.native, .scaled(filter), .scaled(other), .scaled(filter)]
    }

    @Test(
        "Every scaled scene costs its pixels whatever came before it; coverage ≥ 0.9; transition < ¼ resample",
        arguments: [Target(samples: 1), Target(samples: 4)])
    func stagesBoundTheirWork(_ target: Target) throws {
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 96),
            target: AttachmentConfiguration(colorFormat: .rgba8, sampleCount: target.samples),
            nativeSize: Self.native, drawableSize: Self.drawable, filters: ResampleFilter.spatial)
        _ = try renderer.renderRound(Self.order(of: .bilinear, against: .area))  // warm-up
        // lavapipe's stages run on this machine's two cores, which the rest of the suite shares:
        // a stage whose thread is descheduled reads long. So each comparison is paired inside
        // one round, and each rule's bound is the run's own noise (below); one measurement, never
        // repeated until it passes.
        let failures = try Self.violations(renderer)
        #expect(failures.isEmpty, "\(failures.joined(separator: "; "))")
        device.expectNoMessages()
    }

    /// One measurement of ``rounds`` rounds per filter, and every rule it breaks.
    static func violations(_ renderer: OffscreenRenderer) throws -> [String] {
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.isEmpty ? .nan : sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        /// The third quartile over the first: how far one position's frames scatter.
        func spread(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard sorted.count >= 4, sorted[sorted.count / 4] > 0 else { return 1 }
            return sorted[3 * sorted.count / 4] / sorted[sorted.count / 4]
        }
        let filters = ResampleFilter.spatial
        var failures: [String] = []
        var coverage: [Double] = []
        var native: [Double] = []
        var bilinearRatios: [Double] = []
        var scenes: [ResampleFilter: [Double]] = [:]
        var transitions: [ResampleFilter: [Double]] = [:]
        var resamples: [ResampleFilter: [Double]] = [:]
        // Per filter and stage, each position's times: after the native frame, after the other scaled path.
        var positions: [ResampleFilter: [String: (afterNative: [Double], afterScaled: [Double])]] = [:]
        let stages: [(String, (FrameTiming) -> Double?)] = [("scene", \.scene), ("resample", \.resample), ("resolve", \.resolve)]
        for round in 0..<(rounds * filters.count) {
            // Each filter in turn, against each other filter in turn.
            let index = round % filters.count
            let shift = 1 + (round / filters.count) % (filters.count - 1)
            let filter = filters[index]
            let other = filters[(index + shift) % filters.count]
            let timing = try renderer.renderAuditedRound(order(of: filter, against: other))
            if timing.source != .gpuTimestamps { failures.append("round \(round) fell back to the host clock") }
            if !timing.drawnWork.allSatisfy({ $0.complete }) { failures.append("round \(round): a frame left its sentinel") }
            coverage.append(timing.stagesSum / timing.span)
            native.append(timing.frames[0].scene)
            let afterNative = timing.frames[1]
            let afterScaled = timing.frames[3]
            // Paired inside its round: the machine's load moves both frames of one round alike.
            if filter == .bilinear, timing.frames[0].scene > 0 { bilinearRatios += [afterNative.scene, afterScaled.scene].map { $0 / timing.frames[0].scene } }
            scenes[filter, default: []] += [afterNative.scene, afterScaled.scene]
            transitions[filter, default: []] += [afterNative.transition, afterScaled.transition].compactMap { $0 }
            resamples[filter, default: []] += [afterNative.resample, afterScaled.resample].compactMap { $0 }
            for (name, stage) in stages {
                guard let first = stage(afterNative), let second = stage(afterScaled) else { continue }
                positions[filter, default: [:]][name, default: ([], [])].afterNative.append(first)
                positions[filter, default: [:]][name, default: ([], [])].afterScaled.append(second)
            }
        }
        let roundMedian = median(scenes.values.flatMap { $0 })
        for filter in filters {
            let scene = median(scenes[filter] ?? [])
            if !(scene < 2 * roundMedian && scene > roundMedian / 2) {
                failures.append("\(filter.rawValue): scene \(scene / 1e6) ms against the median scaled scene \(roundMedian / 1e6) ms")
            }
            // The stage does not depend on what came before it. The fault this checks put another
            // stage's work in every frame of one position (0.0002–0.004×): it moves both the
            // positions' fastest frames and their medians. Noise moves one or the other: under
            // the suite's load a resolve of a millisecond reads 0.4× or 2.5× the frame beside it
            // (its median of ten landed at 0.51×), and one position's fastest frame can be a
            // lucky one (0.70×, 0.77× with the medians level). So a rule is broken only when both
            // ratios leave the run's own noise: the wider of the positions' interquartile
            // ratios, and at least 1.25 for the scene (the physics: a fill scene costs its pixels
            // wherever it sits) and 2 for the resample and resolve, dispatches and copies of a
            // millisecond that the suite's load moves further (CI, 4× MSAA: an area resample
            // 0.69× fastest, 0.79× median after a scaled path; the fault is 250× and more).
            for (name, times) in (positions[filter] ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let afterNative = times.afterNative.min(), let afterScaled = times.afterScaled.min(), afterNative > 0 else { continue }
                let fastest = afterScaled / afterNative
                let typical = median(times.afterScaled) / median(times.afterNative)
                let bound = max(name == "scene" ? 1.25 : 2, spread(times.afterNative), spread(times.afterScaled))
                let outside = { (ratio: Double) in !(ratio > 1 / bound && ratio < bound) }
                if outside(fastest) && outside(typical) {
                    failures.append(
                        "\(filter.rawValue) \(name): \(fastest)× (fastest) and \(typical)× (median) after a scaled path what it takes "
                            + "after the native frame (noise bound \(bound)×)")
                }
            }
            // A barrier's time only grows when its thread waits for a core: its fastest frame is
            // its cost. Where the fault put the resample's work in it, every frame held it.
            let transition = (transitions[filter] ?? []).min() ?? .nan
            let resample = median(resamples[filter] ?? [])
            if !(transition < resample / 4) {
                failures.append("\(filter.rawValue): fastest transition \(transition / 1e6) ms, resample \(resample / 1e6) ms")
            }
        }
        let ratio = median(bilinearRatios)
        if !(ratio > pixelRatio / 1.25 && ratio < pixelRatio * 1.25) { failures.append("scene ratio \(ratio) against \(pixelRatio)× the pixels") }
        if !(median(coverage) >= 0.9) { failures.append("round coverage \(coverage)") }
        return failures
    }

    @Test(
        "The drawn-work probe catches a skipped draw and passes every drawn frame",
        arguments: [MeasuredPath.native, .scaled(.bilinear), .scaled(.blit)])
    func drawnWorkCatchesSkippedDraw(_ skipped: MeasuredPath) throws {
        let device = try ValidatedDevice()
        let renderer = try OffscreenRenderer(
            gpu: device.gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 4),
            nativeSize: PixelSize(width: 120, height: 213), drawableSize: PixelSize(width: 138, height: 245), filters: [.blit, .bilinear])
        let paths: [MeasuredPath] = [.native, .scaled(.blit), .scaled(.bilinear)]
        // Negative control: every frame drawn, every probe written.
        let drawn = try renderer.renderAuditedRound(paths)
        #expect(drawn.drawnWork.allSatisfy { $0.complete })
        // Positive control: the same round with one path's draws left out.
        renderer.skippedDraws = [skipped]
        let round = try renderer.renderAuditedRound(paths)
        for (path, work) in zip(paths, round.drawnWork) {
            if path == skipped {
                #expect(!work.scene, "\(path.name): the skipped draw was not caught")
            } else {
                #expect(work.complete, "\(path.name): drawn, but the probe says otherwise")
            }
        }
        // Drawn again, alone in a submission of its own (the audit's isolated check).
        renderer.skippedDraws = []
        let isolated = try renderer.renderIsolated(skipped)
        #expect(isolated.drawnWork == [DrawnWork(scene: true, output: true)])
        device.expectNoMessages()
    }
}
