/// What a frame renders before any resampling: deterministic, position-dependent scenes.
public enum Workload: String, CaseIterable, Hashable, Sendable, Codable {
    /// One full-screen pass with `shaderCost` dependent ALU iterations per fragment.
    case fill
    /// `layers` alpha-blended textured quads over the scene: a composited UI.
    case ui
    /// Several texture fetches per fragment: a bandwidth-bound pass.
    case textured
}

/// The knobs of a workload.
public struct WorkloadConfiguration: Hashable, Sendable, Codable {
    /// The workload.
    public var workload: Workload
    /// ALU iterations per fragment (`fill`).
    public var shaderCost: Int
    /// Quads (`ui`).
    public var layers: Int
    /// Texture fetches per fragment (`textured`).
    public var fetches: Int

    /// Creates a configuration.
    public init(workload: Workload = .fill, shaderCost: Int = 96, layers: Int = 24, fetches: Int = 8) {
        self.workload = workload
        self.shaderCost = shaderCost
        self.layers = layers
        self.fetches = fetches
    }
}
