public import NativeScaleAnalysis
public import NativeScaleCore

/// A metric as `compare`, the exports and the history name it: where it was measured (a path
/// offscreen or on screen, or a pipeline stage of a shader target) and what of it, with its unit.
///
/// ``name`` is the stored form (`scaled/bilinear/frame`, `present/scaled/area/overhead`,
/// `shader/resample/bilinear@rgba8/compute/Instructions`); history databases hold it, so it
/// never changes. A benchmark name is the name behind a result's prefix
/// (`iphone-8-plus/fill-96/scaled/bilinear/frame`).
public struct MetricKey: Hashable, Sendable, CustomStringConvertible {
    /// Where a metric was measured.
    public enum Scope: Hashable, Sendable {
        /// A path of the offscreen experiment.
        case offscreen(MeasuredPath)
        /// A path of the on-screen experiment (`bench --present`).
        case onScreen(MeasuredPath)
        /// A pipeline stage, e.g. `resample/bilinear@rgba8` and `compute`.
        case shader(pipeline: String, stage: String)

        /// `scaled/area`, `present/scaled/area` or `shader/resample/bilinear@rgba8/compute`.
        public var name: String {
            switch self {
            case .offscreen(let path): path.name
            case .onScreen(let path): "present/\(path.name)"
            case .shader(let pipeline, let stage): "shader/\(pipeline)/\(stage)"
            }
        }
    }

    /// What of it.
    public enum Measure: Hashable, Sendable {
        /// A stage's time.
        case stage(Stage)
        /// A scaled path's frame over the native frame of the same round, minus one, in percent.
        case overhead
        /// A scaled path's frame over the native frame of the same round: what `compare` tests
        /// (a ratio of two times of one round is steady when the times are not).
        case frameRatio
        /// A scaled path's scene over the native scene.
        case sceneRatio
        /// A scaled path's resample over the native frame, in percent.
        case resampleShare
        /// A shader statistic by the driver's name, e.g. `Instructions`.
        case shaderStatistic(String)

        /// `frame`, `overhead`, `frame-ratio`, `scene-ratio`, `resample-share`, or the statistic's name.
        public var name: String {
            switch self {
            case .stage(let stage): stage.rawValue
            case .overhead: "overhead"
            case .frameRatio: "frame-ratio"
            case .sceneRatio: "scene-ratio"
            case .resampleShare: "resample-share"
            case .shaderStatistic(let name): name
            }
        }
    }

    public let scope: Scope
    public let measure: Measure

    public init(_ scope: Scope, _ measure: Measure) {
        self.scope = scope
        self.measure = measure
    }

    /// The unit its values are in.
    public var unit: MetricUnit {
        switch measure {
        case .stage: .milliseconds
        case .overhead, .resampleShare: .percent
        case .frameRatio, .sceneRatio: .ratio
        case .shaderStatistic: .count
        }
    }

    /// The stored form: the scope's name, then the measure's.
    public var name: String { "\(scope.name)/\(measure.name)" }

    /// The benchmark name of this metric in a result whose names start with `prefix`.
    public func benchmark(prefix: String) -> String { "\(prefix)/\(name)" }

    public var description: String { name }
}
