import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleUseCases

/// `nativescale sizes`: the drawable and native sizes of a display and what the gap costs.
struct Sizes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Drawable and native sizes of a display, the resample between them, and its memory and bandwidth.",
        discussion: """
            Examples:
              nativescale sizes --device iphone-8-plus
              nativescale sizes --points 414x736 --scale 3 --panel 1080x1920 --json
              nativescale sizes --device ipad-pro-12-9 --split --orientation landscape
              nativescale sizes --device iphone-13-mini --viewing-distance 40
              nativescale sizes --device pixel-7-pro-high --apply unreal
            The pixels per degree are the panel's density at its device class's typical viewing distance \
            (phone 30 cm, tablet 38, laptop 50, monitor 60, TV 250), or at --viewing-distance, or --ppd.
            It ends with how to render the native size on the display's platform (--apply picks an API or engine): \
            every scale printed is checked against the rounding of the API that reads it.
            """)

    @OptionGroup var display: DisplayOptions
    @OptionGroup var attachments: AttachmentOptions
    @OptionGroup var viewingOptions: ViewingOptions
    @OptionGroup var applyOptions: ApplyOptions
    @Option(
        help: ArgumentHelp(
            "Instead of the native size, render this FSR preset's size of it and upscale with FSR 1 (EASU + RCAS): "
                + "the engine's own upscaler settings where it has one."))
    var preset: UpscalerPreset?
    @OptionGroup var upscaler: UpscalerOptions

    @Flag(help: "Plan every iPad Split View and Slide Over window of the device (in --orientation, or both).")
    var split = false

    @Flag(help: "Print one JSON object (an array of them with --split) instead of the table.")
    var json = false

    func run() throws {
        let (display, entry) = try self.display.resolve()
        let geometry = try viewingOptions.geometry(panel: entry?.panel)
        // A display given by hand has no known density: FLIP's default is not its PPD, so say unknown.
        let viewing = geometry.basis == .flipDefault ? nil : geometry
        let outcome = try SizesUseCase(
            request: .init(
                display: display, entry: entry, attachments: attachments.configuration, format: try applyOptions.asked(on: entry?.platform),
                split: split, orientation: self.display.orientation == nil ? nil : display.orientation,
                upscale: preset.map { ($0, upscaler.value) })
        ).run()
        guard let layout = outcome.layout, let entry else {
            let planned = outcome.planned[0]
            let apply = planned.setting.document(display: planned.plan.display, name: planned.name)
            print(
                json
                    ? try JSONText.encode(SizingReport(plan: planned.plan, entry: entry, viewing: viewing, apply: apply))
                    : SizingReport.text(
                        plan: planned.plan, entry: entry, viewing: viewing, setting: planned.setting, apply: apply,
                        alias: self.display.device.flatMap(DisplayCatalog.alias)), terminator: "")
            return
        }
        if json {
            print(
                try JSONText.encode(
                    outcome.planned.map {
                        SizingReport(
                            plan: $0.plan, entry: entry, window: $0.window, viewing: viewing,
                            apply: $0.setting.document(display: $0.plan.display, name: $0.name, window: $0.window?.arrangement))
                    }),
                terminator: "")
        } else {
            print(splitSummary(entry: entry, layout: layout, planned: outcome.planned))
            print(
                outcome.planned.map {
                    SizingReport.text(
                        plan: $0.plan, entry: entry, window: $0.window, viewing: viewing, setting: $0.setting,
                        apply: $0.setting.document(display: $0.plan.display, name: $0.name, window: $0.window?.arrangement))
                }
                .joined(separator: "\n"), terminator: "")
        }
    }

    private func splitSummary(entry: CatalogEntry, layout: MultitaskingLayout, planned: [SizesUseCase.Planned]) -> String {
        var table = Table(
            header: ["orientation", "window", "points", "size class", "drawable", "native", "resample"],
            alignments: [.left, .left, .right, .left, .right, .right, .left])
        for item in planned {
            guard let window = item.window else { continue }
            let display = item.plan.display
            table.append([
                window.orientation.rawValue, window.arrangement.rawValue, "\(window.size)",
                window.sizeClass.rawValue, "\(display.drawableSize)", "\(display.nativeSize)",
                ResampleDirection(from: display.drawableSize, to: display.nativeSize).rawValue,
            ])
        }
        return "\(entry.name): Split View and Slide Over windows (\(layout.source))\n" + table.render() + "\n"
    }
}
