import NativeScaleRendering

/// The work-group shape of the resample kernels, defined once: the pipelines pass it to the
/// shaders as specialization constants (`local_size_x_id = 0`, `local_size_y_id = 1` in
/// `shaders/resample.glsl`), and the dispatch sizes are computed from it.
struct WorkGroup: Hashable {
    /// Invocations along x and y.
    let width: Int
    let height: Int

    /// Specialization constant 2 (`CPU_TUNED` in `shaders/resample.glsl`): the layout for CPU
    /// rasterizers, where each separable-pass invocation computes ``rowsPerInvocation`` rows or
    /// columns and the area kernel unrolls its rows.
    var cpuTuned = false

    /// The shapes of the resample kernels for a device of `kind`: 16×8 invocations for the
    /// one-pass kernels and the horizontal pass (a multiple of 32 and 64 lanes), and 128×1 for the
    /// vertical pass, so every invocation of a work group reads the same span and weights;
    /// `CPU_TUNED` on CPU devices (lavapipe) only.
    static func resample(for kind: GPUDeviceInfo.Kind) -> (resample: WorkGroup, rows: WorkGroup) {
        let cpu = kind == .cpu
        return (WorkGroup(width: 16, height: 8, cpuTuned: cpu), WorkGroup(width: 128, height: 1, cpuTuned: cpu))
    }

    /// Rows or columns each separable-pass invocation computes (`ROWS` in the shaders).
    var rowsPerInvocation: Int { cpuTuned ? 4 : 1 }

    /// Outputs each table kernel invocation computes along its pass's axis (`GROUP` in the
    /// shaders, which are written for 4 lanes of `vec4` weights).
    static let outputsPerInvocation = 4

    /// The values of specialization constants 0, 1 and 2 (a 32-bit boolean).
    var specializationConstants: [UInt32] { [UInt32(width), UInt32(height), cpuTuned ? 1 : 0] }

    /// Work groups for `invocationsX × invocationsY` invocations (`vkCmdDispatch` arguments).
    func dispatch(_ invocationsX: Int, _ invocationsY: Int) -> (x: UInt32, y: UInt32) {
        (UInt32((invocationsX + width - 1) / width), UInt32((invocationsY + height - 1) / height))
    }

    /// Invocations needed for `outputs` outputs at ``outputsPerInvocation`` each.
    static func grouped(_ outputs: Int) -> Int {
        (outputs + outputsPerInvocation - 1) / outputsPerInvocation
    }
}
