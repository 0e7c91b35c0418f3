import ArgumentParser
import NativeScaleCore
import NativeScaleStatistics
import NativeScaleResults
import NativeScaleMeasurement
import NativeScaleReporting

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

    @Flag(help: "Plan every iPad Split View and Slide Over window of the device (in --orientation, or both).")
    var split = false

    @Flag(help: "Print one JSON object (an array of them with --split) instead of the table.")
    var json = false

    func run() throws {
        let (display, entry) = try self.display.resolve()
        let configuration = attachments.configuration
        let geometry = try viewingOptions.geometry(panel: entry?.panel)
        // A display given by hand has no known density: FLIP's default is not its PPD, so say unknown.
        let viewing = geometry.basis == .flipDefault ? nil : geometry
        guard split else {
            let plan = RenderTargetPlan(display: display, attachments: configuration)
            let apply = try setting(display: display, entry: entry).document(display: display, name: entry?.name ?? "Display given by hand")
            print(json ? try JSONText.encode(SizingReport(plan: plan, entry: entry, viewing: viewing, apply: apply))
                       : SizingReport.text(plan: plan, entry: entry, viewing: viewing, apply: apply), terminator: "")
            return
        }
        guard let entry, let layout = entry.multitasking else {
            let withLayouts = DisplayCatalog.entries.filter { $0.multitasking != nil }.map(\.id)
            throw BadInput("--split needs an iPad with published Split View widths; "
                + "\(entry.map { "'\($0.id)' has none" } ?? "no --device given"); expected one of \(withLayouts.joined(separator: ", "))")
        }
        let orientation = self.display.orientation == nil ? nil : display.orientation
        var reports: [SizingReport] = []
        var texts: [String] = []
        for window in layout.windows(in: orientation) {
            let windowed = try entry.display.oriented(window.orientation).window(window.size)
            let plan = RenderTargetPlan(display: windowed, attachments: configuration)
            let apply = try setting(display: windowed, entry: entry).document(display: windowed, name: "\(entry.name), \(window.arrangement.rawValue) window")
            reports.append(SizingReport(plan: plan, entry: entry, window: window, viewing: viewing, apply: apply))
            texts.append(SizingReport.text(plan: plan, entry: entry, window: window, viewing: viewing, apply: apply))
        }
        if json {
            print(try JSONText.encode(reports), terminator: "")
        } else {
            print(splitSummary(entry: entry, layout: layout, orientation: orientation))
            print(texts.joined(separator: "\n"), terminator: "")
        }
    }

    /// How to render `display`'s native size in the chosen format.
    private func setting(display: Display, entry: CatalogEntry?) throws -> SizeSetting {
        SizeSetting(nativeOf: display, format: try applyOptions.format(for: entry?.platform), platform: entry?.platform)
    }

    private func splitSummary(entry: CatalogEntry, layout: MultitaskingLayout, orientation: Orientation?) -> String {
        var table = Table(header: ["orientation", "window", "points", "size class", "drawable", "native", "resample"],
                              alignments: [.left, .left, .right, .left, .right, .right, .left])
        for window in layout.windows(in: orientation) {
            guard let display = try? entry.display.oriented(window.orientation).window(window.size) else { continue }
            table.append([window.orientation.rawValue, window.arrangement.rawValue, "\(window.size)",
                          window.sizeClass.rawValue, "\(display.drawableSize)", "\(display.nativeSize)",
                          ResampleDirection(from: display.drawableSize, to: display.nativeSize).rawValue])
        }
        return "\(entry.name): Split View and Slide Over windows (\(layout.source))\n" + table.render() + "\n"
    }
}
