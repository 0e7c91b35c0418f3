import NativeScaleCore

extension BenchResult {
    /// `iphone-8-plus/fill-96`, or `414x736@3-1080x1920/fill-96` for a display given by hand: the
    /// prefix of every benchmark name in exports and comparisons.
    public var benchmarkPrefix: String { "\(displayKey)/\(workloadKey)" }

    /// The display's catalog id, or `414x736@3-1080x1920` for a display given by hand.
    public var displayKey: String {
        let display = configuration.display
        return display.deviceID ?? "\(NumberText.trimmed(display.logicalSize.width, maxFractionDigits: 2))x"
            + "\(NumberText.trimmed(display.logicalSize.height, maxFractionDigits: 2))@\(NumberText.trimmed(display.scale, maxFractionDigits: 6))"
            + "-\(display.panelSize.width)x\(display.panelSize.height)"
    }

    /// The workload and its knob, e.g. `fill-96`.
    public var workloadKey: String { configuration.workload.key }
}
