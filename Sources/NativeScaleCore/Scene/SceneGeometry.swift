/// Geometry a frame draws with depth: meshes in one vertex and index list, instances with their
/// transforms, the draw calls, and base-colour textures. The renderer uploads it as it is.
public struct SceneGeometry: Hashable, Sendable {
    /// One vertex: position, normal and texture coordinate (v = 0 at the top of a texture).
    public struct Vertex: Hashable, Sendable {
        public var position: SIMD3<Float>
        public var normal: SIMD3<Float>
        public var uv: SIMD2<Float>

        public init(position: SIMD3<Float>, normal: SIMD3<Float>, uv: SIMD2<Float>) {
            self.position = position
            self.normal = normal
            self.uv = uv
        }
    }

    /// A range of ``indices`` drawn with one material.
    public struct Mesh: Hashable, Sendable {
        /// The first index in ``SceneGeometry/indices``.
        public var firstIndex: Int
        /// Indices drawn (three per triangle).
        public var indexCount: Int
        /// Added to every index: where the mesh's vertices start in ``SceneGeometry/vertices``.
        public var vertexOffset: Int
        /// The base-colour texture, an index into ``SceneGeometry/textures``; nil: none.
        public var texture: Int?
        /// The base-colour factor (linear RGBA), multiplied with the texture.
        public var baseColor: SIMD4<Float>

        public init(firstIndex: Int, indexCount: Int, vertexOffset: Int, texture: Int?, baseColor: SIMD4<Float>) {
            self.firstIndex = firstIndex
            self.indexCount = indexCount
            self.vertexOffset = vertexOffset
            self.texture = texture
            self.baseColor = baseColor
        }
    }

    /// One placement of a mesh: a model matrix and a tint.
    public struct Instance: Hashable, Sendable {
        public var transform: Matrix4
        public var tint: SIMD4<Float>

        public init(transform: Matrix4, tint: SIMD4<Float> = [1, 1, 1, 1]) {
            self.transform = transform
            self.tint = tint
        }
    }

    /// One draw call: a mesh, `instanceCount` instances from `firstInstance` on.
    public struct Draw: Hashable, Sendable {
        public var mesh: Int
        public var firstInstance: Int
        public var instanceCount: Int

        public init(mesh: Int, firstInstance: Int, instanceCount: Int) {
            self.mesh = mesh
            self.firstInstance = firstInstance
            self.instanceCount = instanceCount
        }
    }

    public var vertices: [Vertex]
    public var indices: [UInt32]
    public var meshes: [Mesh]
    public var instances: [Instance]
    public var draws: [Draw]
    /// Base-colour textures, 8-bit RGBA.
    public var textures: [RGBAImage]
    /// Whether a sequence turns each object about its own vertical axis (``SceneMotion/turnSpeed``):
    /// the procedural scene's spheres do; a glTF file's nodes stay as the file places them.
    public var turns = false
    /// A glTF file's first animation, which a sequence plays instead of orbiting the camera; nil:
    /// none. ``instances`` hold its pose at time 0.
    public var animation: SceneAnimation?

    public init(vertices: [Vertex], indices: [UInt32], meshes: [Mesh], instances: [Instance], draws: [Draw], textures: [RGBAImage]) {
        self.vertices = vertices
        self.indices = indices
        self.meshes = meshes
        self.instances = instances
        self.draws = draws
        self.textures = textures
    }

    /// Triangles drawn per frame, instances counted.
    public var trianglesPerFrame: Int {
        draws.reduce(0) { $0 + meshes[$1.mesh].indexCount / 3 * $1.instanceCount }
    }

    /// The instances' transforms at `time`: the animation's pose at the frame's time where the
    /// scene has one and `time` is a sequence's frame; nil where they are ``instances``' own.
    public func animatedTransforms(at time: FrameTime) -> [Matrix4]? {
        guard let animation, time.moving else { return nil }
        return animation.instanceTransforms(at: time.seconds, count: instances.count)
    }

    /// The poses the bounds cover: the instances', and with an animation 16 more over its duration.
    private var boundedPoses: [[Matrix4]] {
        let rest = instances.map(\.transform)
        guard let animation, animation.duration > 0 else { return [rest] }
        return [rest] + (1...16).map { animation.instanceTransforms(at: animation.duration * Double($0) / 16.0001, count: instances.count) }
    }

    /// The world-space box around every drawn vertex, over the whole animation where there is
    /// one (so the camera frames every pose); nil when nothing is drawn.
    public var bounds: (minimum: SIMD3<Float>, maximum: SIMD3<Float>)? {
        var low = SIMD3<Float>(repeating: .infinity)
        var high = SIMD3<Float>(repeating: -.infinity)
        let poses = boundedPoses
        for draw in draws {
            let mesh = meshes[draw.mesh]
            var meshLow = SIMD3<Float>(repeating: .infinity)
            var meshHigh = SIMD3<Float>(repeating: -.infinity)
            for index in indices[mesh.firstIndex..<(mesh.firstIndex + mesh.indexCount)] {
                let position = vertices[mesh.vertexOffset + Int(index)].position
                meshLow = pointwiseMin(meshLow, position)
                meshHigh = pointwiseMax(meshHigh, position)
            }
            guard meshLow.x <= meshHigh.x else { continue }
            for pose in poses {
                for transform in pose[draw.firstInstance..<(draw.firstInstance + draw.instanceCount)] {
                    for corner in 0..<8 {
                        let point = SIMD3<Float>(
                            corner & 1 == 0 ? meshLow.x : meshHigh.x, corner & 2 == 0 ? meshLow.y : meshHigh.y,
                            corner & 4 == 0 ? meshLow.z : meshHigh.z)
                        let world = transform.transform(SIMD4(point, 1))
                        low = pointwiseMin(low, SIMD3(world.x, world.y, world.z))
                        high = pointwiseMax(high, SIMD3(world.x, world.y, world.z))
                    }
                }
            }
        }
        return low.x <= high.x ? (low, high) : nil
    }
}
