import NativeScaleCore
import Testing

/// The depth buffer each workload gets when none is asked for.
@Suite("Depth buffers by workload")
struct DepthFormatTests {
    @Test("The scene gets d32f; every other workload draws no depth and gets none", arguments: Workload.allCases)
    func defaultDepth(_ workload: Workload) {
        #expect(DepthFormat.default(for: workload) == (workload == .scene ? .d32f : DepthFormat.none))
    }
}
