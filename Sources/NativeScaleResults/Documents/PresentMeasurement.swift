public import NativeScaleAnalysis
public import NativeScaleCore
import NativeScaleStatistics

/// The on-screen half of a `bench --present` result: the window, the swapchain and the frames.
public struct PresentMeasurement: Codable, Sendable {
    /// The window system and the window's framebuffer (the native size).
    public let windowSystem: WindowSystem
    public let windowSize: SizeDocument<Int>
    public let presentMode: PresentMode
    public let swapchainFormat: String
    public let swapchainImages: Int
    public let rounds: Int
    public let measuringSeconds: Double
    /// The statistics of ``samples``; recomputed from them whenever a file is read.
    public internal(set) var analysis: PresentAnalysis
    /// What rendering at nativeScale saves per presented frame (from ``analysis``; absent before
    /// bench schema 8, and computed again whenever a file is read).
    public internal(set) var verdict: NativeSaving?
    public let samples: [PresentSample]
    /// Each presented frame's stages (scene, resample, copy) against its first-to-last
    /// timestamp; recomputed from the samples whenever a file is read (absent before version 3).
    public internal(set) var audit: RunAudit?

    public init(
        windowSystem: WindowSystem, windowSize: PixelSize, presentMode: PresentMode, swapchainFormat: String, swapchainImages: Int,
        samples: [PresentSample], measuringSeconds: Double, seed: UInt64
    ) {
        self.windowSystem = windowSystem
        self.windowSize = SizeDocument(windowSize)
        self.presentMode = presentMode
        self.swapchainFormat = swapchainFormat
        self.swapchainImages = swapchainImages
        rounds = Set(samples.map(\.round)).count
        self.measuringSeconds = measuringSeconds
        analysis = PresentAnalysis(samples: samples, seed: seed)
        verdict = NativeSaving(analysis)
        self.samples = samples
        audit = Self.audit(of: samples, step: nil)
    }

    /// The audit of presented frames: each is a submission of its own, its stages (the MSAA
    /// resolve among them) checked against its GPU span with its own measured dependency.
    /// From bench schema 9 every step inside the span (the transition, an MSAA resolve's barrier)
    /// is timed, so the intervals tile it and nothing is priced: each path's steps are held to
    /// the offscreen run's same intervals (`reference`), and fail when, in most presented frames,
    /// they took more than their offscreen median and noise by over ``DoseResponse/leakShare``
    /// of the frame's work. Older samples price each untimed step at `step` ns, the offscreen
    /// run's measured step (``AuditSummary/stepNanoseconds``); without one nothing bounds the
    /// steps, and coverage is not judged. The host time holds the acquire and the present (a
    /// wait for the display), so it is not compared.
    static func audit(of samples: [PresentSample], step: Double?, reference: [MeasuredPath: DoseResponse.Reference] = [:]) -> RunAudit {
        let rounds = samples.enumerated().map { index, sample in
            // The calibration's two dependencies, the frame's barrier and ranges (with MSAA the
            // resolve's two more), the copy's dependency and barrier.
            let steps = 2 + 1 + (sample.resample == nil ? 1 : 3) + (sample.resolve == nil ? 0 : 2) + 2
            return RunAudit.Round(
                round: index, stages: sample.scene + (sample.resolve ?? 0) + (sample.resample ?? 0) + sample.copy,
                span: sample.gpuFrame, host: 0, dependency: sample.dependency ?? 0, unwritten: [], untimedSteps: steps,
                lead: sample.steps == nil ? nil : 0, calibration: sample.steps == nil ? step : nil, steps: sample.steps)
        }
        var audit = RunAudit(hostComparable: false, rounds: rounds, isolated: []).summarised(
            analysis: BenchAnalysis(samples: []), samples: [],
            pixelRatio: nil, resolution: 1)
        let findings = Self.stepFindings(samples, reference: reference)
        if !findings.isEmpty, let summary = audit.summary { audit.summary = summary.adding(findings) }
        return audit
    }

    /// Per path, presented frames whose timed steps inside the span took more than the
    /// offscreen run's by more than ``DoseResponse/leakShare`` of their work, in most frames.
    static func stepFindings(_ samples: [PresentSample], reference: [MeasuredPath: DoseResponse.Reference]) -> [AuditFinding] {
        Dictionary(grouping: samples.filter { $0.steps != nil }, by: \.path).sorted { $0.key.name < $1.key.name }.compactMap { path, frames in
            guard let reference = reference[path], frames.count >= DoseResponse.minimumChecks else { return nil }
            var excesses: [(interval: DoseResponse.Interval, excess: Double)] = []
            var beyond = 0
            for frame in frames {
                var inside: [DoseResponse.Interval: Double] = [:]
                if let transition = frame.transition { inside[.transition] = transition }
                for step in frame.steps ?? [] where step.step == .resolveBarrier { inside[.step(step.step)] = step.nanoseconds }
                let excess = inside.map { interval, time in (interval, time - reference.median(of: interval) - reference.noise(of: interval)) }
                let work = frame.scene + (frame.resolve ?? 0) + (frame.resample ?? 0) + frame.copy
                if excess.map(\.1).reduce(0, +) > DoseResponse.leakShare * work { beyond += 1 }
                excesses += excess
            }
            guard beyond * 2 > frames.count else { return nil }
            let worst = Dictionary(grouping: excesses, by: \.interval).mapValues { SampleStatistics.median($0.map(\.excess)) }.max { $0.value < $1.value }
            return .presentSteps(path: path, interval: worst?.key, frames: beyond, of: frames.count)
        }
    }

}

extension PresentMeasurement {
    /// This measurement with its analysis recomputed from its samples, audited with `step`.
    func reanalysed(seed: UInt64, step: Double?, reference: [MeasuredPath: DoseResponse.Reference]) -> PresentMeasurement {
        var copy = self
        copy.analysis = PresentAnalysis(samples: samples, seed: seed)
        copy.verdict = NativeSaving(copy.analysis)
        copy.audit = Self.audit(of: samples, step: step, reference: reference)
        return copy
    }
}
