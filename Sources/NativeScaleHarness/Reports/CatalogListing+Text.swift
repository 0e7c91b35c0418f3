public import NativeScaleCore

extension CatalogListing {
    /// The human-readable table of `nativescale devices`.
    public static func text(_ entries: [CatalogEntry]) -> String {
        var table = Table(
            header: ["id", "platform", "points", "scale", "native", "drawable", "panel", "resample"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .left])
        for entry in entries {
            let display = entry.display
            let plan = RenderTargetPlan(display: display)
            table.append([
                entry.id, entry.platform.displayName, "\(display.logicalSize)", "\(display.scale)",
                NumberText.trimmed(display.nativeScale.value, maxFractionDigits: 4),
                "\(plan.drawableSize)", "\(display.panelSize)", plan.resample.rawValue,
            ])
        }
        return table.render(indent: 0) + "\n\(entries.count) entries. 'nativescale sizes --device ID' explains one; "
            + "'--json' lists sources, safe areas and multitasking windows.\n"
    }
}
