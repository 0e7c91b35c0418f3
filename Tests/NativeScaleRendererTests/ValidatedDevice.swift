import NativeScaleCore
import NativeScaleRenderer
import NativeScaleRendering
import Testing

/// An instance and device under the Khronos validation layer, made by each test for itself: the
/// messages it holds are that test's alone, and no device is shared between tests that run at
/// the same time.
struct ValidatedDevice {
    let instance: Instance
    let gpu: GPU

    init() throws(RendererError) {
        instance = try Instance(validation: true)
        gpu = try GPU(instance: instance)
    }

    /// Every message the layer reported on this device.
    var messages: [String] { instance.validationLog?.messages ?? [] }

    /// Records an issue when the layer reported anything.
    func expectNoMessages(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(messages.isEmpty, "\(messages.count) validation messages, first: \(messages.first ?? "")", sourceLocation: sourceLocation)
    }
}
