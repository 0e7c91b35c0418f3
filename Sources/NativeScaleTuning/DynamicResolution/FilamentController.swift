public import NativeScaleCore
internal import RealModule

/// Filament's dynamic resolution (`FView::updateScale` in `filament/src/details/View.cpp`, with
/// `PIDController.h` and the frame-time median of `FrameInfo.cpp`), written from its rules:
///
/// - The measured time is the median of the last ``history`` frames (none before 3 frames: the
///   scale stays at 1, clamped to the bounds).
/// - A PI controller on `1 − measured / target`, with `target = budget × (1 − headroom)`:
///   `Kp = 1 − exp(−scaleRate)`, `Ki = 0.002`, `Kd = 0`; the integral is clamped to ±100 and
///   does not integrate in a frame after the scale was clamped to its bounds.
/// - An output inside the dead band (−1 %, +5 %) is 0.
/// - The output multiplies the pixel **area**: `area × (out < 0 ? 1 / (1 − out) : 1 + out)`,
///   that is, it assumes cost ∝ area; the scale is the area's square root (homogeneous scaling).
/// - A late time moves the scale of now: `updateScale` multiplies the current area by what the
///   newest landed frame says, whatever scale that frame was rendered at.
public struct FilamentController: ResolutionController {
    /// `FrameRateOptions.scaleRate`, `headRoomRatio` and `history`'s defaults.
    public static let defaultScaleRate = 1.0 / 8
    public static let defaultHeadroom = 0.0
    public static let defaultHistory = 15
    /// `PID_CONTROLLER_Ki` and the integral and dead-band limits `FView` sets.
    public static let integralGain = 0.002
    public static let integralLimit = 100.0
    public static let deadBand = (low: -0.01, high: 0.05)
    /// Frames of history before the controller acts (`FrameInfoManager`).
    public static let minimumHistory = 3

    public let settings: ControllerSettings
    public let headroom: Double
    public let history: Int
    public let proportionalGain: Double
    public private(set) var scale: Double
    /// The last ``history`` times, oldest first, and the same sorted.
    private var frames: [Double] = []
    private var sorted: [Double] = []
    private var integral = 0.0
    private var integrates = true

    public init(settings: ControllerSettings, scaleRate: Double = defaultScaleRate, headroom: Double = defaultHeadroom, history: Int = defaultHistory) {
        self.settings = settings
        self.headroom = headroom
        self.history = history
        proportionalGain = 1 - Double.exp(-scaleRate)
        scale = settings.clamped(1)
    }

    public mutating func update(_ feedback: FrameFeedback) {
        let gpuMilliseconds = feedback.milliseconds
        frames.append(gpuMilliseconds)
        Self.insert(gpuMilliseconds, into: &sorted)
        if frames.count > history {
            let oldest = frames.removeFirst()
            if let index = sorted.firstIndex(of: oldest) { sorted.remove(at: index) }
        }
        guard frames.count >= Self.minimumHistory else { return }
        let measured = sorted[sorted.count / 2]
        let error = 1 - measured / (settings.budgetMilliseconds * (1 - headroom))
        integral = min(max(integral + (integrates ? error : 0), -Self.integralLimit), Self.integralLimit)
        var out = proportionalGain * error + Self.integralGain * integral
        if out > Self.deadBand.low && out < Self.deadBand.high { out = 0 }
        let command = out < 0 ? 1 / (1 - out) : 1 + out
        let unclamped = (scale * scale * command).squareRoot()
        scale = settings.clamped(unclamped)
        integrates = scale == unclamped
    }

    /// Puts `value` into the sorted `values` where it belongs.
    private static func insert(_ value: Double, into values: inout [Double]) {
        var index = values.count
        while index > 0 && values[index - 1] > value { index -= 1 }
        values.insert(value, at: index)
    }
}
