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
    public internal(set) var verdict: BenchVerdict?
    public let samples: [PresentSample]
    /// Each presented frame's stages (scene, resample, copy) against its first-to-last
    /// timestamp; recomputed from the samples whenever a file is read (absent before version 3).
    public internal(set) var audit: RunAudit?

    public init(windowSystem: WindowSystem, windowSize: PixelSize, presentMode: PresentMode, swapchainFormat: String, swapchainImages: Int,
                samples: [PresentSample], measuringSeconds: Double, seed: UInt64) {
        self.windowSystem = windowSystem
        self.windowSize = SizeDocument(windowSize)
        self.presentMode = presentMode
        self.swapchainFormat = swapchainFormat
        self.swapchainImages = swapchainImages
        rounds = Set(samples.map(\.round)).count
        self.measuringSeconds = measuringSeconds
        analysis = PresentAnalysis(samples: samples, seed: seed)
        verdict = BenchVerdict(analysis)
        self.samples = samples
        audit = Self.audit(of: samples, step: nil)
    }

    /// The audit of presented frames: each is a submission of its own, its stages (the MSAA
    /// resolve among them) checked against its GPU span with its own measured dependency, each
    /// untimed step allowed `step` ns: the offscreen run's measured step on the same device
    /// (``AuditSummary/stepNanoseconds``). Without one nothing bounds the
    /// steps, and coverage is not judged. The host time holds the acquire and the present (a
    /// wait for the display), so it is not compared.
    static func audit(of samples: [PresentSample], step: Double?) -> RunAudit {
        let rounds = samples.enumerated().map { index, sample in
            // The calibration's two dependencies, the frame's barrier and ranges (with MSAA the
            // resolve's two more), the copy's dependency and barrier.
            let steps = 2 + 1 + (sample.resample == nil ? 1 : 3) + (sample.resolve == nil ? 0 : 2) + 2
            return RunAudit.Round(round: index, stages: sample.scene + (sample.resolve ?? 0) + (sample.resample ?? 0) + sample.copy,
                                  span: sample.gpuFrame, host: 0, dependency: sample.dependency ?? 0, unwritten: [], untimedSteps: steps,
                                  calibration: step)
        }
        return RunAudit(hostComparable: false, rounds: rounds, isolated: []).summarised(analysis: BenchAnalysis(samples: []), samples: [],
                                                                                         pixelRatio: nil, resolution: 1)
    }

    /// This measurement audited with the offscreen run's measured untimed step, `step` ns.
    public func audited(step: Double?) -> PresentMeasurement {
        var copy = self
        copy.audit = Self.audit(of: samples, step: step)
        return copy
    }
}

extension PresentMeasurement {
    /// This measurement with its analysis recomputed from its samples, audited with `step`.
    func reanalysed(seed: UInt64, step: Double?) -> PresentMeasurement {
        var copy = self
        copy.analysis = PresentAnalysis(samples: samples, seed: seed)
        copy.verdict = BenchVerdict(copy.analysis)
        copy.audit = Self.audit(of: samples, step: step)
        return copy
    }
}
