import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension DisplayListing {
    /// The readable listing of `nativescale displays`.
    public var text: String {
        var lines = ["\(monitors.count) monitor\(monitors.count == 1 ? "" : "s") on \(windowSystem.displayName) (GLFW \(glfwVersion))"]
        for monitor in monitors {
            lines.append("")
            let mode = monitor.currentMode
            lines.append("\(monitor.name)\(monitor.primary ? " (primary)" : "") at \(monitor.bounds.x),\(monitor.bounds.y)")
            lines.append(
                "  mode          \(mode.width)×\(mode.height)\(Self.refresh(mode)), \(mode.colorBits)-bit colour; "
                    + "\(monitor.modes.count) mode\(monitor.modes.count == 1 ? "" : "s"): "
                    + Self.modeList(monitor.modes))
            let scale = monitor.contentScale
            lines.append("  content scale \(Self.number(scale.width))" + (scale.width == scale.height ? "" : " × \(Self.number(scale.height))"))
            let physical = monitor.physicalSize
            let dpi =
                physical.dotsPerInch.map { "\(NumberText.fixed($0.width, fractionDigits: 1)) × \(NumberText.fixed($0.height, fractionDigits: 1)) dpi" }
                ?? "DPI unknown"
            lines.append("  physical      \(physical.widthMillimetres)×\(physical.heightMillimetres) mm (\(physical.provenance)): \(dpi)")
            let area = monitor.workArea
            lines.append("  work area     \(area.width)×\(area.height) at \(area.x),\(area.y)")
            let window = monitor.window
            lines.append(
                "  window        \(Self.number(window.logicalSize.width))×\(Self.number(window.logicalSize.height)) logical "
                    + "@\(Self.number(window.contentScale)) → glfwCreateWindow \(Self.size(window.windowSize)), framebuffer "
                    + "\(Self.size(window.framebufferSize))"
                    + (window.measuredFramebufferSize.map { " (measured \(Self.size($0)))" } ?? ""))
            if let drawable = window.drawableSize, let native = window.nativeSize, let resample = window.resample {
                lines.append("  plan          drawable \(Self.size(drawable)), native \(Self.size(native)): \(resample) (\(window.rule))")
            } else {
                lines.append("  plan          native size unknown (\(window.rule))")
            }
            lines.append("                \(window.resampling.text)")
            for note in monitor.notes { lines.append("  note          \(note.text)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func refresh(_ mode: Mode) -> String {
        mode.refreshRate.map { " @ \($0) Hz" } ?? " @ ? Hz"
    }

    private static func modeList(_ modes: [Mode]) -> String {
        let shown = modes.suffix(6).reversed().map { "\($0.width)×\($0.height)" }
        return shown.joined(separator: ", ") + (modes.count > 6 ? ", …" : "")
    }

    private static func size(_ size: SizeDocument<Int>) -> String { "\(size.width)×\(size.height)" }
    private static func number(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 4) }
}
