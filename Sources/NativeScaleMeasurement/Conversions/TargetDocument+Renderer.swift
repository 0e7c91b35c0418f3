import NativeScaleCore
import NativeScaleRenderer
import NativeScaleResults
import NativeScaleStatistics

extension TargetDocument {
    /// The target `renderer` drew into, with the format its compute resamples store.
    init(_ renderer: OffscreenRenderer) {
        self.init(
            format: renderer.target.colorFormat, samples: renderer.target.sampleCount, depth: renderer.target.depthFormat,
            resampleOutputFormat: renderer.support.storageFormat)
    }
}
