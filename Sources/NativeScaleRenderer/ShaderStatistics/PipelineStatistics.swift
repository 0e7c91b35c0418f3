public import NativeScaleCore

/// What a driver reports about one compiled pipeline: per executable (shader stage), its
/// statistics and, when captured, the compiler's internal representations
/// (`VK_KHR_pipeline_executable_properties`).
public struct PipelineStatistics: Sendable {
    /// The pipeline, e.g. `fill`, `resample/bilinear`, `resample/lanczos3/vertical`.
    public let pipeline: String
    /// The colour format it writes (render target or storage image).
    public let format: PixelFormat?
    /// One per executable the driver made, in its order (vertex then fragment; compute).
    public let executables: [Executable]

    /// One executable: a stage, or stages the driver merged.
    public struct Executable: Sendable {
        /// `vertex`, `fragment`, `compute`, or names joined by `+` for merged stages.
        public let stage: String
        /// The driver's name and description of the executable.
        public let name: String
        public let description: String
        /// `subgroupSize`: the wave width it was compiled for.
        public let subgroupSize: Int
        public let statistics: [Statistic]
        /// Empty unless representations were requested.
        public let representations: [Representation]
    }

    /// One statistic (`VkPipelineExecutableStatisticKHR`).
    public struct Statistic: Sendable {
        public let name: String
        public let description: String
        public let value: Value
    }

    /// A statistic's value, in the format the driver gives it.
    public enum Value: Sendable, Hashable {
        case bool(Bool)
        case int(Int64)
        case uint(UInt64)
        case float(Double)
    }

    /// One internal representation (`VkPipelineExecutableInternalRepresentationKHR`): NIR, ACO
    /// IR, the final assembly on RADV.
    public struct Representation: Sendable {
        public let name: String
        public let description: String
        /// The text; binary representations are left out.
        public let text: String
    }
}

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

    public init(scene: Scene, filters: [ResampleFilter], formats: [PixelFormat], sampleCount: Int = 1, depthFormat: DepthFormat = .none,
                graphics: Bool = true, compute: Bool = true, representations: Bool = false) {
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
