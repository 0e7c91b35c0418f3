internal import CAssimp
internal import CStb
import Foundation
public import NativeScaleCore
public import NativeScaleImages

/// A glTF 2.0 file (`.gltf` with its buffers and images, or `.glb`) as ``SceneGeometry``, read
/// with assimp's C API (`aiImportFile`) and its base-colour textures decoded with stb_image.
///
/// Node transforms are baked into the vertices (`aiProcess_PreTransformVertices`), so every mesh
/// is one draw of one instance; polygons are triangulated and points and lines dropped. Texture
/// coordinates keep glTF's origin, the top left, as Vulkan samples. A file with an animation keeps
/// its node tree instead: each node's meshes are instances it places, and a sequence plays its
/// first animation (``SceneAnimation``, `GLTFScene+Animation.swift`).
public enum GLTFScene {
    /// The file extensions accepted.
    public static let extensions = ["gltf", "glb"]

    /// Loads the scene at `path`.
    public static func load(path: String) throws(ContentError) -> SceneGeometry {
        let url = URL(fileURLWithPath: path)
        guard extensions.contains(url.pathExtension.lowercased()) else {
            throw .invalidScene(path: path, reason: "the name ends in '.\(url.pathExtension)', expected .gltf or .glb")
        }
        if let fault = FileFault.of(path: path) { throw .unreadable(path: path, fault: fault, expected: ContentError.expectedScene) }
        let steps =
            aiProcess_Triangulate.rawValue | aiProcess_GenSmoothNormals.rawValue | aiProcess_JoinIdenticalVertices.rawValue
            | aiProcess_SortByPType.rawValue | aiProcess_FlipUVs.rawValue | aiProcess_ValidateDataStructure.rawValue
        // The node tree first: a file with an animation keeps it; one without is read again with
        // its transforms baked into the vertices.
        let folder = url.deletingLastPathComponent()
        let tree = try imported(path, steps: steps)
        defer { aiReleaseImport(tree) }
        if let animated = try animatedGeometry(of: tree.pointee, path: path, folder: folder) { return animated }
        let baked = try imported(path, steps: steps | aiProcess_PreTransformVertices.rawValue)
        defer { aiReleaseImport(baked) }
        let loaded = try meshes(of: baked.pointee, path: path, folder: folder)
        return SceneGeometry(
            vertices: loaded.vertices, indices: loaded.indices, meshes: loaded.meshes, instances: [.init(transform: .identity)],
            draws: loaded.meshes.indices.map { .init(mesh: $0, firstInstance: 0, instanceCount: 1) }, textures: loaded.textures)
    }

    /// The file read by assimp (`aiImportFile`) with the post-processing `steps`.
    private static func imported(_ path: String, steps: UInt32) throws(ContentError) -> UnsafePointer<aiScene> {
        guard let scene = aiImportFile(path, steps) else {
            let reason = aiGetErrorString().map { String(cString: $0) } ?? "assimp gave no reason"
            throw .invalidScene(path: path, reason: reason.isEmpty ? "assimp gave no reason" : reason)
        }
        return scene
    }

    /// A file's triangle meshes, one vertex and index list, their textures, and where each of
    /// assimp's meshes went (meshes without triangles are dropped).
    struct LoadedMeshes {
        var vertices: [SceneGeometry.Vertex] = []
        var indices: [UInt32] = []
        var meshes: [SceneGeometry.Mesh] = []
        var textures: [RGBAImage] = []
        /// assimp's mesh index → the index in ``meshes``.
        var meshIndex: [Int: Int] = [:]
    }

    static func meshes(of scene: aiScene, path: String, folder: URL) throws(ContentError) -> LoadedMeshes {
        var loaded = LoadedMeshes()
        var vertices: [SceneGeometry.Vertex] = []
        var indices: [UInt32] = []
        var meshes: [SceneGeometry.Mesh] = []
        var textures: [RGBAImage] = []
        var textureIndex: [String: Int] = [:]
        for m in 0..<Int(scene.mNumMeshes) {
            guard let mesh = scene.mMeshes[m]?.pointee, mesh.mPrimitiveTypes & aiPrimitiveType_TRIANGLE.rawValue != 0,
                mesh.mNumVertices > 0, let positions = mesh.mVertices
            else { continue }
            let first = indices.count
            let offset = vertices.count
            let uvs = mesh.mTextureCoords.0
            for v in 0..<Int(mesh.mNumVertices) {
                let p = positions[v]
                let n = mesh.mNormals?[v] ?? aiVector3D(x: 0, y: 0, z: 1)
                let t = uvs?[v] ?? aiVector3D(x: 0, y: 0, z: 0)
                vertices.append(.init(position: [p.x, p.y, p.z], normal: [n.x, n.y, n.z], uv: [t.x, t.y]))
            }
            for f in 0..<Int(mesh.mNumFaces) {
                let face = mesh.mFaces[f]
                guard face.mNumIndices == 3, let corners = face.mIndices else { continue }
                indices += [corners[0], corners[1], corners[2]]
            }
            guard indices.count > first else { continue }
            var baseColor = SIMD4<Float>(1, 1, 1, 1)
            var texture: Int?
            if mesh.mMaterialIndex < scene.mNumMaterials, let material = scene.mMaterials[Int(mesh.mMaterialIndex)] {
                var color = aiColor4D()
                if aiGetMaterialColor(material, "$clr.base", 0, 0, &color) == aiReturn_SUCCESS
                    || aiGetMaterialColor(material, "$clr.diffuse", 0, 0, &color) == aiReturn_SUCCESS
                {
                    baseColor = [color.r, color.g, color.b, color.a]
                }
                if let name = texturePath(of: material) {
                    if let known = textureIndex[name] {
                        texture = known
                    } else {
                        textures.append(try image(named: name, in: scene, folder: folder, path: path))
                        textureIndex[name] = textures.count - 1
                        texture = textures.count - 1
                    }
                }
            }
            loaded.meshIndex[m] = meshes.count
            meshes.append(.init(firstIndex: first, indexCount: indices.count - first, vertexOffset: offset, texture: texture, baseColor: baseColor))
        }
        guard !meshes.isEmpty else { throw .noMeshes(path: path) }
        loaded.vertices = vertices
        loaded.indices = indices
        loaded.meshes = meshes
        loaded.textures = textures
        return loaded
    }

    /// The material's base-colour texture (glTF `baseColorTexture`), else its diffuse one.
    private static func texturePath(of material: UnsafePointer<aiMaterial>) -> String? {
        for type in [aiTextureType_BASE_COLOR, aiTextureType_DIFFUSE] {
            var name = aiString()
            if aiGetMaterialTexture(material, type, 0, &name, nil, nil, nil, nil, nil, nil) == aiReturn_SUCCESS {
                let text = string(name)
                if !text.isEmpty { return text }
            }
        }
        return nil
    }

    /// An embedded texture (`*N`, or a compressed image inside a `.glb`), or an image file
    /// beside the scene, decoded to RGBA8 (`stbi_load_from_memory`).
    private static func image(named name: String, in scene: aiScene, folder: URL, path: String) throws(ContentError) -> RGBAImage {
        if name.hasPrefix("*"), let index = Int(name.dropFirst()), index >= 0, index < Int(scene.mNumTextures),
            let texture = scene.mTextures[index]?.pointee
        {
            if texture.mHeight == 0 {
                let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(texture.pcData), count: Int(texture.mWidth))
                return try decode(Array(bytes), name: "embedded texture \(index)", path: path)
            }
            let count = Int(texture.mWidth * texture.mHeight)
            var rgba = [UInt8](repeating: 0, count: count * 4)
            for i in 0..<count {
                let texel = texture.pcData[i]
                rgba[i * 4] = texel.r
                rgba[i * 4 + 1] = texel.g
                rgba[i * 4 + 2] = texel.b
                rgba[i * 4 + 3] = texel.a
            }
            return RGBAImage(width: Int(texture.mWidth), height: Int(texture.mHeight), bytes: rgba)
        }
        let file = folder.appendingPathComponent(name.removingPercentEncoding ?? name)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .invalidScene(path: path, reason: "its texture \(name) cannot be read")
        }
        return try decode([UInt8](data), name: name, path: path)
    }

    private static func decode(_ bytes: [UInt8], name: String, path: String) throws(ContentError) -> RGBAImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var channels: Int32 = 0
        let pixels = bytes.withUnsafeBufferPointer { stbi_load_from_memory($0.baseAddress, Int32($0.count), &width, &height, &channels, 4) }
        guard let pixels, width > 0, height > 0 else {
            let reason = stbi_failure_reason().map { String(cString: $0) } ?? "unknown format"
            throw .invalidScene(path: path, reason: "its texture \(name) cannot be decoded (\(reason))")
        }
        defer { stbi_image_free(pixels) }
        return RGBAImage(width: Int(width), height: Int(height), bytes: Array(UnsafeBufferPointer(start: pixels, count: Int(width * height * 4))))
    }
}
