public import NativeScaleCore

/// Which of nativescale's pipelines to compile with statistics.
public struct PipelineSelection: Sendable {
    /// What the scene stage draws.
    public enum Scene: Sendable {
        /// A built-in workload's pipelines (`fill`; `textured`; `fill` and `ui`).
        case builtIn(Workload)
        /// A user's fragment shader (SPIR-V) over the full-screen triangle.
        case userShader([UInt32])
        /// The `scene` workload's mesh pipeline.
        case mesh
    }

    public var scene: Scene
    public var filters: [ResampleFilter]
    /// Render formats; each gives the scene pipelines and the resample passes storing it.
    public var formats: [PixelFormat]
    public var sampleCount: Int
    public var depthFormat: DepthFormat
    /// Whether to compile graphics pipelines (scene) and compute pipelines (resample).
    public var graphics: Bool
    public var compute: Bool
    /// Whether to capture the internal representations too.
    public var representations: Bool

    public init(
        scene: Scene, filters: [ResampleFilter], formats: [PixelFormat], sampleCount: Int = 1, depthFormat: DepthFormat = .none,
        graphics: Bool = true, compute: Bool = true, representations: Bool = false
    ) {
        self.scene = scene
        self.filters = filters
        self.formats = formats
        self.sampleCount = sampleCount
        self.depthFormat = depthFormat
        self.graphics = graphics
        self.compute = compute
        self.representations = representations
    }
}
