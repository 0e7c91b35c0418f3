import NativeScaleAnalysis
import NativeScaleCore
import NativeScaleExperiments
import NativeScaleMeasurement
import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults
import Testing

/// Each known fault class put back into the renderer (``InjectedFault``) and measured as `bench`
/// measures, under the validation layer: the audit fails every one at every size, and passes
/// every size without one. The sizes put the scene at about 0.2 ms, 2 ms and 60 ms on lavapipe,
/// so the audit's bounds, all measured in the run itself, are proven across the range a real
/// GPU's sub-millisecond stages and lavapipe's long ones span.
@Suite("Injected faults: the audit fails each live, and passes every size without one", .serialized)
struct InjectedFaultAuditTests {
    struct Size: Sendable, CustomTestStringConvertible {
        let drawable: PixelSize
        let native: PixelSize
        var testDescription: String { "\(drawable.width)×\(drawable.height) → \(native.width)×\(native.height)" }
        var pixelRatio: Double { Double(drawable.pixelCount) / Double(native.pixelCount) }
    }

    static let small = Size(drawable: PixelSize(width: 64, height: 64), native: PixelSize(width: 56, height: 56))
    static let medium = Size(drawable: PixelSize(width: 256, height: 256), native: PixelSize(width: 224, height: 224))
    /// The iPhone 8 Plus: 1242×2208 downsampled to its 1080×1920 panel.
    static let large = Size(drawable: PixelSize(width: 1242, height: 2208), native: PixelSize(width: 1080, height: 1920))
    static let sizes = [small, medium, large]
    /// Two scaled paths, so a scaled scene follows another scaled frame in some rounds (where a
    /// start stamp with no dependency is written late); blit is the cheapest second one.
    static let filters: [ResampleFilter] = [.bilinear, .blit]

    /// One audited measurement of `fault` at `size` (`rounds` rounds after 2 warm-up rounds), with
    /// the validation layer's messages.
    static func audit(_ fault: InjectedFault?, at size: Size, rounds: Int = 8) throws -> (summary: AuditSummary, samples: [FrameSample], messages: [String]) {
        let instance = try Instance(validation: true)
        let gpu = try GPU(instance: instance)
        let renderer = try OffscreenRenderer(
            gpu: gpu, workload: WorkloadConfiguration(workload: .fill, shaderCost: 96),
            nativeSize: size.native, drawableSize: size.drawable, filters: filters)
        renderer.injectedFault = fault
        let measurement = try BenchExperiment(filters: filters, warmupRounds: 2, stop: StopCondition(rounds: rounds), seed: 1).run(on: renderer)
        let analysis = BenchAnalysis(samples: measurement.samples, seed: 1)
        let audit = measurement.audit.summarised(
            analysis: analysis, samples: measurement.samples, pixelRatio: size.pixelRatio,
            resolution: gpu.info.timestampPeriod ?? 1)
        let summary = try #require(audit.summary)
        return (summary, measurement.samples, instance.validationLog?.messages ?? [])
    }

    /// 64×64 and 256×256 live; 1242×2208 is CI's main command, run live after the suite, and a replayed fixture here.
    @Test("Without a fault every size passes", arguments: [small, medium])
    func passesWithoutFault(_ size: Size) throws {
        let run = try Self.audit(nil, at: size)
        #expect(run.summary.findings.isEmpty, "\(run.summary.findings)")
        #expect(run.messages.isEmpty, "\(run.messages.first ?? "")")
    }

    /// The live faults at 256×256, one measurement each, for the faults whose mark a single run
    /// always leaves: a skipped draw its sentinels, a host stall of a whole native frame in every
    /// scaled scene. A stamp moved before or after the work is caught at a measured rate below
    /// 100 % live beside the suite (start-after-work 403 of 414 at 128×192; end-before-work missed
    /// once at this size in a full suite run here), so one live run of it is a coin, not a test:
    /// its rates at every size are asserted on recorded streams (``ReplayTests``) and counted live
    /// in methodology.md, never by measuring again.
    @Test(
        "Every fault with a certain mark fails the audit live, with the finding its class leaves: 256×256, one measurement each",
        arguments: [InjectedFault.skippedDraw, .hostStall], [medium])
    func failsEachFault(_ fault: InjectedFault, _ size: Size) throws {
        let run = try Self.audit(fault, at: size)
        #expect(!run.summary.findings.isEmpty, "\(fault.rawValue) at \(size.testDescription) passed the audit")
        let marked = run.summary.findings.contains {
            switch (fault, $0) {
            case (.skippedDraw, .unwrittenWork), (.hostStall, .isolatedMismatch(.scaled(.bilinear), _, _)), (.hostStall, .sceneRatio(.bilinear, _, _)),
                (.startAfterWork, .leak), (.startAfterWork, .isolatedMismatch), (.endBeforeWork, .leak), (.endBeforeWork, .isolatedMismatch),
                // A stage range left empty reads 0 in every round (under the suite's load the
                // dose check may not judge a scene whose work moved into a noisy interval).
                (.startAfterWork, .clampedStages), (.endBeforeWork, .clampedStages),
                // Beside the suite lavapipe's binned draws sometimes rasterize after the moved
                // stamp, inside the range (115 of 320 native frames in 40 runs at this size): the
                // fault can then hold too few rounds for the rules that judge most of them, and the
                // native rounds it emptied, dropped from every ratio, are its one mark (CI, ca8d777).
                (.startAfterWork, .droppedRounds), (.endBeforeWork, .droppedRounds):
                true
            default: false
            }
        }
        #expect(marked, "\(run.summary.findings)")
        #expect(run.messages.isEmpty, "\(run.messages.first ?? "")")
    }

    @Test("A start stamp with no dependency after it fails the audit where lavapipe writes it late: 1242×2208, one measurement of 10 rounds")
    func failsStartWithoutDependency() throws {
        // At 1242×2208 lavapipe writes it late after every scaled frame (0.00× the scene there,
        // 0.14× at 256×256, where a loaded machine can blur the order check).
        let run = try Self.audit(.startWithoutDependency, at: Self.large, rounds: 10)
        // Its mark: a scene after a scaled frame much shorter than elsewhere (what came before
        // it), the work it lost in the preparation (the dose check) or alone (isolated checks).
        #expect(
            run.summary.findings.contains {
                switch $0 {
                case .orderDependence, .leak, .isolatedMismatch, .sceneRatio: true
                default: false
                }
            }, "\(run.summary.findings)")
        #expect(run.messages.isEmpty, "\(run.messages.first ?? "")")
    }
}
