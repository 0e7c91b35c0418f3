/// The clock behind a result's stage times, as result files write it.
public enum TimingClock: String, Codable, Hashable, Sendable {
    /// GPU timestamps, converted with the device's period and valid bits.
    case gpuTimestamps = "gpu-timestamps"
    /// Host wall clock around an isolated submit, for devices whose timestamps cannot be used.
    case hostWallClock = "host-wall-clock"
}
