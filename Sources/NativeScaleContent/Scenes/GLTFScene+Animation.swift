internal import CAssimp
import Foundation
import NativeScaleCore
import NativeScaleImages

extension GLTFScene {
    /// A file with an animation: its meshes in their own space, drawn once per node that holds
    /// them (an instance each, placed by the node tree), and its first animation
    /// (``SceneAnimation``) with the instances at its pose at time 0.
    static func animatedGeometry(of scene: aiScene, path: String, folder: URL) throws(ContentError) -> SceneGeometry? {
        guard scene.mNumAnimations > 0, let first = scene.mAnimations[0]?.pointee, let root = scene.mRootNode else { return nil }
        let loaded = try meshes(of: scene, path: path, folder: folder)
        var nodes: [SceneAnimation.Node] = []
        var names: [String: Int] = [:]
        var draws: [SceneGeometry.Draw] = []
        var count = 0
        func visit(_ node: UnsafeMutablePointer<aiNode>, parent: Int?) {
            let index = nodes.count
            var instances: [Int] = []
            for k in 0..<Int(node.pointee.mNumMeshes) {
                guard let mesh = loaded.meshIndex[Int(node.pointee.mMeshes[k])] else { continue }
                draws.append(.init(mesh: mesh, firstInstance: count, instanceCount: 1))
                instances.append(count)
                count += 1
            }
            nodes.append(.init(parent: parent, rest: pose(of: node.pointee.mTransformation), instances: instances))
            names[string(node.pointee.mName)] = names[string(node.pointee.mName)] ?? index
            for c in 0..<Int(node.pointee.mNumChildren) {
                if let child = node.pointee.mChildren[c] { visit(child, parent: index) }
            }
        }
        visit(root, parent: nil)
        guard !draws.isEmpty else { throw .noMeshes(path: path) }
        let ticks = first.mTicksPerSecond > 0 ? first.mTicksPerSecond : 25
        var channels: [SceneAnimation.Channel] = []
        for c in 0..<Int(first.mNumChannels) {
            guard let channel = first.mChannels[c]?.pointee, let node = names[string(channel.mNodeName)] else { continue }
            let translations = (0..<Int(channel.mNumPositionKeys)).map { k in
                let key = channel.mPositionKeys[k]
                return SceneAnimation.Key(time: key.mTime / ticks, value: SIMD3(key.mValue.x, key.mValue.y, key.mValue.z))
            }
            let rotations = (0..<Int(channel.mNumRotationKeys)).map { k in
                let key = channel.mRotationKeys[k]
                return SceneAnimation.Key(time: key.mTime / ticks, value: SIMD4(key.mValue.x, key.mValue.y, key.mValue.z, key.mValue.w))
            }
            let scales = (0..<Int(channel.mNumScalingKeys)).map { k in
                let key = channel.mScalingKeys[k]
                return SceneAnimation.Key(time: key.mTime / ticks, value: SIMD3(key.mValue.x, key.mValue.y, key.mValue.z))
            }
            channels.append(.init(node: node, translations: translations, rotations: rotations, scales: scales))
        }
        let animation = SceneAnimation(name: string(first.mName), duration: max(first.mDuration, 0) / ticks, nodes: nodes, channels: channels)
        let placed = animation.instanceTransforms(at: 0, count: count)
        var geometry = SceneGeometry(
            vertices: loaded.vertices, indices: loaded.indices, meshes: loaded.meshes, instances: placed.map { .init(transform: $0) },
            draws: draws, textures: loaded.textures)
        geometry.animation = animation
        return geometry
    }

    /// A node's matrix as translation, rotation and scale (`aiDecomposeMatrix`).
    private static func pose(of matrix: aiMatrix4x4) -> SceneAnimation.Pose {
        var matrix = matrix
        var scaling = aiVector3D()
        var rotation = aiQuaternion()
        var position = aiVector3D()
        aiDecomposeMatrix(&matrix, &scaling, &rotation, &position)
        return SceneAnimation.Pose(
            translation: [position.x, position.y, position.z], rotation: [rotation.x, rotation.y, rotation.z, rotation.w],
            scale: [scaling.x, scaling.y, scaling.z])
    }

    /// An assimp string's UTF-8 text.
    static func string(_ text: aiString) -> String {
        withUnsafeBytes(of: text.data) { raw in String(decoding: raw.prefix(Int(text.length)), as: UTF8.self) }
    }
}
