import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import NativeScaleUseCases
import Testing

/// `sizes`' verdict and the snippet under it are one plan: for every catalog display, every
/// format its platform has (`--apply`), every FSR preset and none (`--preset`), the whole screen
/// and each multitasking window (`--split`), both ways round, the sentence names the sizes the
/// snippet renders and sets, every resample on the way to the panel and who makes it, and the
/// request it needs; it promises no resample skipped that the snippet still makes, and no
/// display mode or declaration the chosen format does not ask for.
@Suite("sizes: the verdict is the snippet's plan")
struct VerdictSnippetPropertyTests {
    /// One `sizes` run: its display, format, preset and split.
    struct Run: Sendable, CustomTestStringConvertible {
        let entry: CatalogEntry
        let format: SizeSetting.Format
        let preset: UpscalerPreset?
        let split: Bool
        let orientation: Orientation
        var testDescription: String {
            "\(entry.id) \(orientation.rawValue) --apply \(format.rawValue)" + (preset.map { " --preset \($0.rawValue)" } ?? "") + (split ? " --split" : "")
        }
    }

    /// Every run `sizes` can make of the catalog.
    static let runs: [Run] = DisplayCatalog.entries.flatMap { entry in
        SizeSetting.Format.existing(on: entry.platform).flatMap { format in
            ([nil] + UpscalerPreset.allCases.map(Optional.some)).flatMap { preset in
                (entry.multitasking == nil ? [false] : [false, true]).flatMap { split in
                    Orientation.allCases.map { Run(entry: entry, format: format, preset: preset, split: split, orientation: $0) }
                }
            }
        }
    }

    /// What each verdict must agree with in its setting; a list of the disagreements.
    static func disagreements(_ run: Run) throws -> [String] {
        let display = run.entry.display.oriented(run.orientation)
        let outcome = try SizesUseCase(
            request: .init(
                display: display, entry: run.entry, attachments: AttachmentConfiguration(), format: run.format, split: run.split,
                orientation: run.orientation, upscale: run.preset.map { ($0, Sharpness.engineDefault) })
        ).run()
        var found: [String] = []
        for planned in outcome.planned {
            let setting = planned.setting
            let plan = planned.plan
            let text = SizingReport.text(
                plan: plan, entry: run.entry, window: planned.window, setting: setting,
                apply: setting.document(display: plan.display, name: planned.name, window: planned.window?.arrangement))
            guard let sentence = text.split(separator: "\n").first(where: { $0.hasPrefix("Verdict:") }).map(String.init) else {
                found.append("\(planned.name): no verdict")
                continue
            }
            func check(_ holds: Bool, _ what: String) { if !holds { found.append("\(planned.name): \(what): \(sentence)") } }
            let request = setting.notes.lazy.compactMap { note -> PlatformRequest? in
                if case .requires(let request, _) = note { request } else { nil }
            }.first
            check(sentence.contains("\(setting.renderSize)"), "names no render size \(setting.renderSize)")
            check(text.contains("\(setting.renderSize)"), "the snippet's render size is not in the text")
            if sentence.contains("nothing to change") {
                check(setting.renderSize == plan.drawableSize && !setting.resamples && request == nil, "says nothing to change, the snippet changes the render")
            }
            if sentence.contains("directly") {
                check(!setting.resamples, "renders directly, the snippet resamples \(setting.renderSize) → \(setting.outputSize)")
            }
            if setting.resamples {
                check(
                    sentence.contains("into the \(setting.outputSize) buffer") || sentence.contains("into it"),
                    "misses the app's resample into \(setting.outputSize)")
            }
            check(
                sentence.contains("still resamples") == (setting.outputSize != plan.nativeSize),
                "the system's resample of a \(setting.outputSize) buffer to the \(plan.nativeSize) panel is "
                    + (setting.outputSize == plan.nativeSize ? "claimed" : "missed"))
            check(
                sentence.contains("ask for the panel's") == (request.map { if case .panelDisplayMode = $0 { true } else { false } } ?? false),
                "display mode request")
            check(sentence.contains("per-monitor DPI aware") == (request == .dpiAwareness), "DPI awareness declaration")
            if setting.outputSize != plan.nativeSize, [.godot, .unreal, .unity].contains(run.format), plan.display.rule == .androidDisplayMode {
                check(sentence.contains("cannot"), "an engine that cannot ask for the display mode is not said to")
            }
        }
        return found
    }

    @Test(
        "Every catalog display × --apply format × --preset × --split × orientation: the verdict's sizes, resamples and request are its snippet's",
        arguments: DisplayCatalog.entries)
    func verdictIsTheSnippetsPlan(entry: CatalogEntry) throws {
        let runs = Self.runs.filter { $0.entry.id == entry.id }
        #expect(!runs.isEmpty)
        for run in runs {
            let found = try Self.disagreements(run)
            #expect(found.isEmpty, "\(run.testDescription): \(found.joined(separator: " | "))")
        }
    }

    @Test(
        "The cases the issue found read as one plan",
        arguments: [
            ("iphone-12-mini", SizeSetting.Format.godot, UpscalerPreset?.none, "Godot's view"),
            ("pixel-7-pro-high", .unity, nil, "Unity cannot skip it"),
            ("pixel-7-pro-high", .godot, nil, "preferredDisplayModeId"),
            ("pixel-7-pro-full", .godot, .quality, "upscale it with FSR 1"),
        ])
    func issueCases(device: String, format: SizeSetting.Format, preset: UpscalerPreset?, phrase: String) throws {
        let entry = try DisplayCatalog.entry(named: device)
        let run = Run(entry: entry, format: format, preset: preset, split: false, orientation: entry.display.orientation)
        #expect(try Self.disagreements(run).isEmpty)
        let outcome = try SizesUseCase(
            request: .init(
                display: entry.display, entry: entry, attachments: AttachmentConfiguration(), format: format, split: false, orientation: nil,
                upscale: preset.map { ($0, Sharpness.engineDefault) })
        ).run()
        let planned = outcome.planned[0]
        let text = SizingReport.text(plan: planned.plan, entry: entry, setting: planned.setting)
        #expect(text.contains(phrase), "\(text)")
    }
}
