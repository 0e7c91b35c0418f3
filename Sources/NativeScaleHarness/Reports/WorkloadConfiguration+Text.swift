public import NativeScaleCore

extension WorkloadConfiguration {
    /// The workload and the knob that sizes it: `fill, shader cost 96`, `ui, 24 layers`,
    /// `textured, 8 fetches per fragment`.
    public var summary: String {
        switch workload {
        case .fill: "fill, shader cost \(shaderCost)"
        case .ui: "ui, \(layers) layers"
        case .textured: "textured, \(fetches) fetches per fragment"
        }
    }

    /// The workload and its knob as a key, e.g. `fill-96`.
    public var key: String {
        let knob = switch workload {
        case .fill: shaderCost
        case .ui: layers
        case .textured: fetches
        }
        return "\(workload.rawValue)-\(knob)"
    }
}
