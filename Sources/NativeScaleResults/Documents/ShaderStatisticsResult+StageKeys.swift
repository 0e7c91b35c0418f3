extension ShaderStatisticsResult {
    /// One pipeline stage as tables show it: the pipeline's key and the stage.
    public struct StageKey: Hashable, Sendable {
        public let pipeline: String
        public let stage: String

        /// Creates the value from its parts.
        public init(pipeline: String, stage: String) {
            self.pipeline = pipeline
            self.stage = stage
        }
    }

    /// Every pipeline stage of any target, in the order first seen.
    public var stageKeys: [StageKey] {
        var keys: [StageKey] = []
        var seen: Set<StageKey> = []
        for target in targets {
            for pipeline in target.pipelines {
                for executable in pipeline.executables {
                    let key = StageKey(pipeline: pipeline.key, stage: executable.stage)
                    if seen.insert(key).inserted { keys.append(key) }
                }
            }
        }
        return keys
    }

    /// Statistics left out of the tables (still in the JSON and compared): the drivers' hashes.
    public static func isShown(_ name: String) -> Bool { !name.lowercased().contains("hash") }
}
