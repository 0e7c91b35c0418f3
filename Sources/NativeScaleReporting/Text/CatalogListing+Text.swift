public import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension CatalogListing {
    /// The human-readable table of `nativescale devices`: one row per entry, and under an entry
    /// with aliases a line naming them (a column of them made the table 254 characters wide).
    public static func text(_ entries: [CatalogEntry]) -> String {
        var table = Table(
            header: ["id", "platform", "bounds", "scale", "native", "drawable", "panel", "resample", "ppi", "PPD"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .left, .right, .right])
        for entry in entries {
            let display = entry.display
            let plan = RenderTargetPlan(display: display)
            table.append([
                entry.id, entry.platform.displayName, display.logicalSizeText, "\(display.scale)",
                NumberText.trimmed(display.nativeScale.value, maxFractionDigits: 4),
                "\(plan.drawableSize)", "\(display.panelSize)", plan.resample.rawValue,
                entry.panel.map { NumberText.trimmed($0.density.pixelsPerInch, maxFractionDigits: 0) } ?? "",
                entry.panel.flatMap { try? ViewingGeometry.resolve(panel: $0) }.map { "\($0.pixelsPerDegree)" } ?? "",
            ])
        }
        let rows = table.render(indent: 0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines = [rows[0]]
        for (index, entry) in entries.enumerated() {
            lines.append(rows[index + 1])
            if !entry.aliases.isEmpty { lines.append("  also " + entry.aliases.joined(separator: ", ")) }
        }
        return lines.joined(separator: "\n") + "\n\(entries.count) entries. also: the id's aliases (any of them works as --device). "
            + "PPD: pixels per degree at the device class's typical viewing distance.\n"
            + "'nativescale sizes --device ID' explains one; '--json' lists sources, panels, safe areas and multitasking windows.\n"
    }
}
