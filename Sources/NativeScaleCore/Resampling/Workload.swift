/// What a frame renders before any resampling: deterministic, position-dependent scenes.
public enum Workload: String, CaseIterable, Hashable, Sendable, Codable {
    /// One full-screen pass with `shaderCost` dependent ALU iterations per fragment.
    case fill
    /// `layers` alpha-blended textured quads over the scene: a composited UI.
    case ui
    /// Several texture fetches per fragment: a bandwidth-bound pass.
    case textured
    /// Lit, textured geometry against a depth buffer: procedural meshes, or a glTF file.
    case scene
    /// The user's own fragment shader, with Shadertoy's interface (`shader:PATH`).
    case shader
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
    /// The fragment shader file (`shader`).
    public var shaderPath: String?
    /// A glTF 2.0 file (`.gltf` or `.glb`) drawn instead of the procedural meshes (`scene`).
    public var scenePath: String?
    /// Draw calls of the procedural scene (`scene`).
    public var draws: Int
    /// Instances per draw call of the procedural scene (`scene`).
    public var instances: Int
    /// Triangles per mesh of the procedural scene, at least (`scene`).
    public var triangles: Int
    /// The sequence the workload is rendered as (`--sequence`, `--fps`); nil for still frames.
    public var sequence: FrameSequence?
    /// Whether the scene pass also writes motion vectors and keeps its depth (`--motion-vectors`),
    /// as engines' G-buffers do for temporal upscalers (``MotionVectors``).
    public var motionVectors = false

    /// The ranges the procedural scene's knobs accept.
    public static let drawRange = 1...4096
    public static let instanceRange = 1...4096
    public static let triangleRange = 8...1_000_000

    /// Creates a configuration.
    public init(
        workload: Workload = .fill, shaderCost: Int = 96, layers: Int = 24, fetches: Int = 8, shaderPath: String? = nil,
        scenePath: String? = nil, draws: Int = 16, instances: Int = 16, triangles: Int = 2048
    ) {
        self.workload = workload
        self.shaderCost = shaderCost
        self.layers = layers
        self.fetches = fetches
        self.shaderPath = shaderPath
        self.scenePath = scenePath
        self.draws = draws
        self.instances = instances
        self.triangles = triangles
    }

    private enum CodingKeys: String, CodingKey {
        case workload, shaderCost, layers, fetches, shaderPath, scenePath, draws, instances, triangles, sequence, motionVectors
    }

    /// What round `round` draws: a frame of the sequence (round modulo its length), or a still
    /// frame whose only clock is a user shader's.
    public func frameTime(round: Int) -> FrameTime {
        sequence?.time(ofFrame: round) ?? .still(round: round)
    }

    /// The frame before round `round`'s, which its motion vectors point back to: the previous
    /// frame of the sequence; for a sequence's first frame (a cut: the path starts again) and a
    /// still frame, the frame itself, so nothing has moved.
    public func previousFrameTime(round: Int) -> FrameTime {
        let time = frameTime(round: round)
        guard let sequence, time.frame > 0 else { return FrameTime(frame: time.frame, seconds: time.seconds, delta: 0, moving: time.moving) }
        return sequence.time(ofFrame: time.frame - 1)
    }

    /// Reads a configuration; files from before the scene and shader workloads lack their knobs.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = WorkloadConfiguration()
        self.init(
            workload: try container.decode(Workload.self, forKey: .workload),
            shaderCost: try container.decode(Int.self, forKey: .shaderCost),
            layers: try container.decode(Int.self, forKey: .layers),
            fetches: try container.decode(Int.self, forKey: .fetches),
            shaderPath: try container.decodeIfPresent(String.self, forKey: .shaderPath),
            scenePath: try container.decodeIfPresent(String.self, forKey: .scenePath),
            draws: try container.decodeIfPresent(Int.self, forKey: .draws) ?? defaults.draws,
            instances: try container.decodeIfPresent(Int.self, forKey: .instances) ?? defaults.instances,
            triangles: try container.decodeIfPresent(Int.self, forKey: .triangles) ?? defaults.triangles)
        sequence = try container.decodeIfPresent(FrameSequence.self, forKey: .sequence)
        motionVectors = try container.decodeIfPresent(Bool.self, forKey: .motionVectors) ?? false
    }

    /// Writes the knobs of the workload only: a fill run's file does not carry scene knobs.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(workload, forKey: .workload)
        try container.encode(shaderCost, forKey: .shaderCost)
        try container.encode(layers, forKey: .layers)
        try container.encode(fetches, forKey: .fetches)
        switch workload {
        case .shader:
            try container.encodeIfPresent(shaderPath, forKey: .shaderPath)
        case .scene:
            if let scenePath {
                try container.encode(scenePath, forKey: .scenePath)
            } else {
                try container.encode(draws, forKey: .draws)
                try container.encode(instances, forKey: .instances)
                try container.encode(triangles, forKey: .triangles)
            }
        case .fill, .ui, .textured:
            break
        }
        try container.encodeIfPresent(sequence, forKey: .sequence)
        if motionVectors { try container.encode(true, forKey: .motionVectors) }
    }
}
