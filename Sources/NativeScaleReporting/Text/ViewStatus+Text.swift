import NativeScaleCore
public import NativeScaleResults

extension ViewStatus {
    /// The title bar: what is shown, at which sizes, the medians of the recent frames, and the keys.
    public var title: String {
        switch self {
        case .opening(let name):
            return "nativescale view — \(name)"
        case .paused(let name):
            return "nativescale view — \(name) — paused while minimised"
        case .showing(let figures):
            func ms(_ value: Double) -> String { NumberText.fixed(value, fractionDigits: 1) }
            let sizes =
                figures.path == .native
                ? "\(figures.nativeSize)"
                : "\(figures.renderSize) → \(figures.nativeSize)" + (figures.renderSize == figures.nativeSize ? " (no sampling stage)" : "")
            var stages = ["scene \(ms(figures.scene)) ms"]
            if let resample = figures.resample { stages.append("resample \(ms(resample)) ms") }
            stages.append("copy \(ms(figures.copy)) ms")
            let fps = figures.frame > 0 ? NumberText.fixed(1000 / figures.frame, fractionDigits: 1) : "–"
            return "nativescale view — \(figures.name) — \(figures.path.name) \(sizes) — " + stages.joined(separator: ", ")
                + " — frame \(ms(figures.frame)) ms (\(fps) fps) — \(figures.presentMode.rawValue) — N/S path, F or 1–5 filter, Esc quit"
        }
    }
}
