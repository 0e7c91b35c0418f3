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
