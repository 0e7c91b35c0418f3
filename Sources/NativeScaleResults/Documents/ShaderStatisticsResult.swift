import Foundation
public import NativeScaleCore
import NativeScaleStatistics

/// The result of `nativescale shaders` (schema `nativescale.shaders`): per compile target (a
/// RADV family on Mesa's null-hardware device, or a real device that reports statistics), the
/// statistics of every pipeline nativescale runs for one configuration.
///
/// The numbers are a compiler's, not a clock's: two runs of one build give identical files, so
/// comparisons treat every value as exact.
public struct ShaderStatisticsResult: Codable, Sendable {
    public static let schemaName = "nativescale.shaders"
    public static let currentSchemaVersion = 1

    /// What was compiled.
    public struct Configuration: Codable, Hashable, Sendable {
        /// The workload, as `bench` takes it (its shader's path for `shader:PATH`).
        public let workload: WorkloadConfiguration
        public let filters: [ResampleFilter]
        /// Render formats; the resample passes store each one's storage format.
        public let formats: [PixelFormat]
        public let samples: Int
        public let depth: DepthFormat

        public init(workload: WorkloadConfiguration, filters: [ResampleFilter], formats: [PixelFormat], samples: Int, depth: DepthFormat) {
            self.workload = workload
            self.filters = filters
            self.formats = formats
            self.samples = samples
            self.depth = depth
        }
    }

    /// Where and when the statistics were taken.
    public struct Environment: Codable, Hashable, Sendable {
        public let nativescaleVersion: String
        public let date: String
        public let gitCommit: String?

        /// Creates the value from its parts.
        public init(nativescaleVersion: String, date: String, gitCommit: String?) {
            self.nativescaleVersion = nativescaleVersion
            self.date = date
            self.gitCommit = gitCommit
        }
    }

    public let schema: String
    public let schemaVersion: Int
    public let environment: Environment
    public let configuration: Configuration
    public let targets: [ShaderTarget]

    public init(configuration: Configuration, targets: [ShaderTarget], version: String, gitCommit: String?) {
        schema = Self.schemaName
        schemaVersion = Self.currentSchemaVersion
        environment = Environment(nativescaleVersion: version, date: ISO8601DateFormatter().string(from: Date()), gitCommit: gitCommit)
        self.configuration = configuration
        self.targets = targets
    }

    /// Reads and validates `path`.
    public static func read(from path: String) throws(ResultFileError) -> ShaderStatisticsResult {
        try read(ResultFile.contents(of: path), path: path)
    }

    /// Decodes `data` (read from `path`) and checks it: known schema and version, at least one
    /// target, no two targets or statistics with the same identity, names non-empty.
    static func read(_ data: Data, path: String) throws(ResultFileError) -> ShaderStatisticsResult {
        let result = try ResultFile.decode(
            ShaderStatisticsResult.self, from: data, schema: schemaName,
            versions: currentSchemaVersion...currentSchemaVersion, kind: .shaders, path: path)
        if let problem = result.problem { throw ResultFileError(path: path, problem: .inconsistentShaders(problem)) }
        return result
    }

    /// What is wrong with the document, if anything.
    var problem: ResultFileError.ShaderDocumentProblem? {
        guard !targets.isEmpty else { return .noTargets }
        var keys: Set<String> = []
        for target in targets {
            guard !target.key.isEmpty else { return .unnamedTarget }
            guard keys.insert(target.key).inserted else { return .repeatedTarget(target.key) }
            if let problem = target.problem { return problem }
        }
        return nil
    }
}

/// One compile target and its pipelines.
public struct ShaderTarget: Codable, Hashable, Sendable {
    /// How far compiling got on the target.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Every pipeline compiled.
        case complete
        /// Compute pipelines only: creating a graphics pipeline crashed the driver (navi24,
        /// rembrandt and gfx1036 on Mesa 22.3).
        case computeOnly = "compute-only"
    }

    /// The RADV family (`RADV_FORCE_FAMILY`); nil for a real device.
    public let family: String?
    /// `deviceName`, e.g. `Null hardware (RADV NAVI21)`.
    public let device: String
    /// `driverName` and `driverInfo`, e.g. `radv`, `Mesa 22.3.6`: part of every statistic's
    /// identity, since names and values change between compiler versions.
    public let driver: String
    public let driverInfo: String
    public let status: Status
    /// The signal Mesa's RADV died of creating a graphics pipeline, when the status is
    /// `compute-only` for that reason; nil when only compute pipelines were asked for. (Files
    /// before it carried a sentence in `note`; it is ignored.)
    public let crashSignal: Int32?
    public let pipelines: [ShaderPipeline]

    public init(family: String?, device: String, driver: String, driverInfo: String, status: Status, crashSignal: Int32?, pipelines: [ShaderPipeline]) {
        self.family = family
        self.device = device
        self.driver = driver
        self.driverInfo = driverInfo
        self.status = status
        self.crashSignal = crashSignal
        self.pipelines = pipelines
    }

    /// The name comparisons match targets by: the family, else the device name.
    public var key: String { family ?? device }

    /// The device column of the history: the device with its driver version, so that a series
    /// never mixes compiler versions.
    public var historyDevice: String { "\(device), \(driver) \(driverInfo)" }

    /// The target with `status` and `crashSignal` replaced.
    public func with(status: Status, crashSignal: Int32?) -> ShaderTarget {
        ShaderTarget(family: family, device: device, driver: driver, driverInfo: driverInfo, status: status, crashSignal: crashSignal, pipelines: pipelines)
    }

    var problem: ResultFileError.ShaderDocumentProblem? {
        var keys: Set<[String]> = []
        for pipeline in pipelines {
            guard !pipeline.name.isEmpty, !pipeline.executables.isEmpty else { return .badPipeline(target: key) }
            for executable in pipeline.executables {
                guard keys.insert([pipeline.key, executable.stage]).inserted else {
                    return .repeatedExecutable(target: key, pipeline: pipeline.key, stage: executable.stage)
                }
                var names: Set<String> = []
                for statistic in executable.statistics {
                    guard !statistic.name.isEmpty, names.insert(statistic.name).inserted else {
                        return .badStatistic(target: key, pipeline: pipeline.key, stage: executable.stage, statistic: statistic.name)
                    }
                }
            }
        }
        return nil
    }
}

/// One pipeline's executables.
public struct ShaderPipeline: Codable, Hashable, Sendable {
    /// `fill`, `user-shader`, `scene`, `resample/bilinear`, `resample/lanczos3/vertical`, …
    public let name: String
    /// The colour format it writes.
    public let format: PixelFormat?
    public let executables: [ShaderExecutable]

    public init(name: String, format: PixelFormat?, executables: [ShaderExecutable]) {
        self.name = name
        self.format = format
        self.executables = executables
    }

    /// `resample/bilinear@rgba8`.
    public var key: String { format.map { "\(name)@\($0.rawValue)" } ?? name }
}

/// One executable (stage) of a pipeline.
public struct ShaderExecutable: Codable, Hashable, Sendable {
    /// `vertex`, `fragment`, `compute`.
    public let stage: String
    /// The wave width it was compiled for.
    public let subgroupSize: Int
    public let statistics: [ShaderStatistic]

    public init(stage: String, subgroupSize: Int, statistics: [ShaderStatistic]) {
        self.stage = stage
        self.subgroupSize = subgroupSize
        self.statistics = statistics
    }

    /// The statistic called `name`.
    public func statistic(_ name: String) -> ShaderStatistic? { statistics.first { $0.name == name } }
}

/// One statistic, exact.
public struct ShaderStatistic: Codable, Hashable, Sendable {
    /// A value in the format the driver reported it.
    public enum Value: Hashable, Sendable, Codable {
        case bool(Bool)
        case int(Int64)
        case uint(UInt64)
        case float(Double)

        /// The value as a number (1 or 0 for a boolean), for changes in percent.
        public var number: Double {
            switch self {
            case .bool(let value): value ? 1 : 0
            case .int(let value): Double(value)
            case .uint(let value): Double(value)
            case .float(let value): value
            }
        }

        /// The value as printed in tables.
        public var text: String {
            switch self {
            case .bool(let value): value ? "true" : "false"
            case .int(let value): "\(value)"
            case .uint(let value): "\(value)"
            case .float(let value): NumberText.trimmed(value, maxFractionDigits: 3)
            }
        }

        /// `bool32`, `int64`, `uint64`, `float64`: the Vulkan statistic format.
        var format: String {
            switch self {
            case .bool: "bool32"
            case .int: "int64"
            case .uint: "uint64"
            case .float: "float64"
            }
        }
    }

    public let name: String
    /// The driver's description, e.g. "Number of VGPR registers allocated per subgroup".
    public let description: String
    public let value: Value

    public init(name: String, description: String, value: Value) {
        self.name = name
        self.description = description
        self.value = value
    }

    enum CodingKeys: String, CodingKey { case name, description, format, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
        let format = try container.decode(String.self, forKey: .format)
        switch format {
        case "bool32": value = .bool(try container.decode(Bool.self, forKey: .value))
        case "int64": value = .int(try container.decode(Int64.self, forKey: .value))
        case "uint64": value = .uint(try container.decode(UInt64.self, forKey: .value))
        case "float64":
            let number = try container.decode(Double.self, forKey: .value)
            guard number.isFinite else { throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not finite") }
            value = .float(number)
        default:
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "unknown format '\(format)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(value.format, forKey: .format)
        switch value {
        case .bool(let value): try container.encode(value, forKey: .value)
        case .int(let value): try container.encode(value, forKey: .value)
        case .uint(let value): try container.encode(value, forKey: .value)
        case .float(let value): try container.encode(value, forKey: .value)
        }
    }
}
