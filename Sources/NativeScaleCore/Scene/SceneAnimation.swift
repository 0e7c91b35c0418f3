internal import RealModule

/// A glTF file's first animation, played by a sequence (`--sequence`): the file's node tree with
/// each node's rest pose, the instances each node's meshes became, and the animation's keyframes
/// of translation, rotation and scale per node, sampled as glTF's LINEAR interpolation does
/// (rotations by spherical interpolation), held before the first key and after the last, and
/// looped over the animation's duration.
public struct SceneAnimation: Hashable, Sendable {
    /// A node's local translation, rotation (a unit quaternion x, y, z, w) and scale.
    public struct Pose: Hashable, Sendable {
        public var translation: SIMD3<Float>
        public var rotation: SIMD4<Float>
        public var scale: SIMD3<Float>

        public init(translation: SIMD3<Float> = .zero, rotation: SIMD4<Float> = [0, 0, 0, 1], scale: SIMD3<Float> = [1, 1, 1]) {
            self.translation = translation
            self.rotation = rotation
            self.scale = scale
        }

        /// translation × rotation × scale, as glTF composes a node's matrix.
        public var matrix: Matrix4 {
            let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
            let c0 = SIMD4<Float>(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0) * scale.x
            let c1 = SIMD4<Float>(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0) * scale.y
            let c2 = SIMD4<Float>(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0) * scale.z
            return Matrix4(c0, c1, c2, SIMD4(translation, 1))
        }
    }

    /// A node of the tree: its parent (nil at a root, parents before children), its rest pose,
    /// and the instances (indices into ``SceneGeometry/instances``) its meshes are drawn as.
    public struct Node: Hashable, Sendable {
        public var parent: Int?
        public var rest: Pose
        public var instances: [Int]

        public init(parent: Int?, rest: Pose, instances: [Int]) {
            self.parent = parent
            self.rest = rest
            self.instances = instances
        }
    }

    /// A value at a time, in seconds.
    public struct Key<Value: Hashable & Sendable>: Hashable, Sendable {
        public var time: Double
        public var value: Value

        public init(time: Double, value: Value) {
            self.time = time
            self.value = value
        }
    }

    /// The keyframes that move one node; an empty list leaves that part of its rest pose.
    public struct Channel: Hashable, Sendable {
        public var node: Int
        public var translations: [Key<SIMD3<Float>>]
        public var rotations: [Key<SIMD4<Float>>]
        public var scales: [Key<SIMD3<Float>>]

        public init(node: Int, translations: [Key<SIMD3<Float>>], rotations: [Key<SIMD4<Float>>], scales: [Key<SIMD3<Float>>]) {
            self.node = node
            self.translations = translations
            self.rotations = rotations
            self.scales = scales
        }
    }

    /// The animation's name in the file ("" when it has none).
    public var name: String
    /// Its length in seconds: the last key's time; a sequence longer than it loops.
    public var duration: Double
    public var nodes: [Node]
    public var channels: [Channel]

    public init(name: String, duration: Double, nodes: [Node], channels: [Channel]) {
        self.name = name
        self.duration = duration
        self.nodes = nodes
        self.channels = channels
    }

    /// Every instance's world transform at `seconds` (looped over ``duration``), for `count`
    /// instances: each node's pose from its channel (or its rest pose) under its parent's.
    public func instanceTransforms(at seconds: Double, count: Int) -> [Matrix4] {
        let time = duration > 0 ? seconds.truncatingRemainder(dividingBy: duration) : 0
        var poses = nodes.map(\.rest)
        for channel in channels where channel.node < poses.count {
            if let t = Self.sample(channel.translations, at: time, mix: Self.lerp) { poses[channel.node].translation = t }
            if let r = Self.sample(channel.rotations, at: time, mix: Self.slerp) { poses[channel.node].rotation = r }
            if let s = Self.sample(channel.scales, at: time, mix: Self.lerp) { poses[channel.node].scale = s }
        }
        var world: [Matrix4] = []
        var transforms = [Matrix4](repeating: .identity, count: count)
        for (index, node) in nodes.enumerated() {
            let local = poses[index].matrix
            let placed = node.parent.map { world[$0] * local } ?? local
            world.append(placed)
            for instance in node.instances where instance < count { transforms[instance] = placed }
        }
        return transforms
    }

    /// The keys' value at `time`: held outside them, mixed between the two around it.
    static func sample<Value>(_ keys: [Key<Value>], at time: Double, mix: (Value, Value, Float) -> Value) -> Value? {
        guard let first = keys.first, let last = keys.last else { return nil }
        if time <= first.time { return first.value }
        if time >= last.time { return last.value }
        let after = keys.firstIndex { $0.time > time } ?? keys.count - 1
        let (a, b) = (keys[after - 1], keys[after])
        let span = b.time - a.time
        return mix(a.value, b.value, span > 0 ? Float((time - a.time) / span) : 0)
    }

    static func lerp(_ a: SIMD3<Float>, _ b: SIMD3<Float>, _ t: Float) -> SIMD3<Float> { a + (b - a) * t }

    /// Spherical interpolation between unit quaternions along the shorter arc.
    static func slerp(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ t: Float) -> SIMD4<Float> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        guard cosine < 0.9995 else {
            let mixed = a + (b - a) * t
            return mixed / (mixed * mixed).sum().squareRoot()
        }
        let angle = Float.acos(cosine)
        let sine = Float.sin(angle)
        return a * (Float.sin((1 - t) * angle) / sine) + b * (Float.sin(t * angle) / sine)
    }
}
