import NativeScaleCore
public import NativeScaleResults

extension LoopProgress {
    /// The step in one line, as `dynres bench` prints it on standard error.
    public var line: String {
        switch phase {
        case .calibration: "calibration round \(done)/\(total): every scale once"
        case .loop: "frame \(done)/\(total): at scale 1 and at each controller's scale"
        }
    }
}
