internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// The `scene` workload on the GPU: ``SceneGeometry``'s vertices, instances and indices in
/// device-local buffers, its textures, and one pipeline that draws it against the depth buffer;
/// with motion vectors, the buffers that hold the frame before's camera, turn and model matrices.
/// A glTF file's animation rewrites the instances' matrices before each pass of a sequence.
final class MeshScene {
    let gpu: GPU
    let geometry: SceneGeometry
    let vertices: Buffer
    let instances: Buffer
    let indices: Buffer
    /// The scene's textures, then a 1×1 white one for meshes without a texture.
    let textures: [Texture]
    let pool: DescriptorPool
    let pipeline: Pipeline
    /// One set per texture: the buffers and that texture.
    let sets: [VkDescriptorSet]
    /// The world box the camera is fitted to.
    let bounds: (minimum: SIMD3<Float>, maximum: SIMD3<Float>)
    /// The frame before's view-projection, turn and target size (``PreviousFrame``), rewritten
    /// before each pass that writes motion vectors; nil when the pass writes none.
    let previous: Buffer?
    let previousHandle: VkBuffer?
    /// Each instance's model matrix in the frame before (64 bytes each), for motion vectors: the
    /// instances' own, rewritten before each pass where an animation moves them; nil without
    /// motion vectors.
    let previousModels: Buffer?
    let previousModelsHandle: VkBuffer?

    /// Uploads `geometry` and builds the pipeline for `target`.
    init(
        gpu: GPU, geometry: SceneGeometry, target: Pipeline.Target, format: PixelFormat, sampler: VkSampler, context: borrowing CommandContext,
        tracker: LayoutTracker
    ) throws(RendererError) {
        guard let bounds = geometry.bounds, !geometry.draws.isEmpty else { throw .resources(.emptyScene) }
        self.gpu = gpu
        self.geometry = geometry
        self.bounds = bounds
        let vertexFloats = geometry.vertices.flatMap { v in
            [v.position.x, v.position.y, v.position.z, v.uv.x, v.normal.x, v.normal.y, v.normal.z, v.uv.y]
        }
        let instanceFloats = geometry.instances.flatMap { $0.transform.values + [$0.tint.x, $0.tint.y, $0.tint.z, $0.tint.w] }
        let vertexRead = (VK_PIPELINE_STAGE_2_VERTEX_SHADER_BIT, VK_ACCESS_2_SHADER_STORAGE_READ_BIT)
        vertices = try Buffer.deviceLocal(gpu: gpu, holding: vertexFloats, context: context, label: "scene vertices", readers: vertexRead)
        instances = try Buffer.deviceLocal(gpu: gpu, holding: instanceFloats, context: context, label: "scene instances", readers: vertexRead)
        indices = try Buffer.deviceLocal(
            gpu: gpu, holding: geometry.indices, context: context, label: "scene indices",
            usage: VK_BUFFER_USAGE_INDEX_BUFFER_BIT.rawValue,
            readers: (VK_PIPELINE_STAGE_2_INDEX_INPUT_BIT, VK_ACCESS_2_INDEX_READ_BIT))
        var textures: [Texture] = []
        for (index, pixels) in geometry.textures.enumerated() {
            textures.append(try Texture(gpu: gpu, pixels: pixels, context: context, tracker: tracker, label: "scene texture \(index)"))
        }
        textures.append(
            try Texture(
                gpu: gpu, pixels: RGBAImage(width: 1, height: 1, bytes: [255, 255, 255, 255]), context: context,
                tracker: tracker, label: "white texture"))
        self.textures = textures
        pipeline = try Pipeline(gpu: gpu, recipe: .mesh(target, format: format))
        pool = try DescriptorPool(gpu: gpu, sets: textures.count)
        if target.motionFormat != nil {
            let buffer = try Buffer(
                gpu: gpu, size: MemoryLayout<PreviousFrame>.size,
                usage: VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.rawValue | VK_BUFFER_USAGE_TRANSFER_DST_BIT.rawValue, role: .deviceLocal,
                label: "scene previous frame")
            previousHandle = buffer.handle
            previous = consume buffer
            let models = try Buffer.deviceLocal(
                gpu: gpu, holding: geometry.instances.flatMap(\.transform.values), context: context, label: "scene previous models",
                readers: vertexRead)
            previousModelsHandle = models.handle
            previousModels = consume models
        } else {
            previous = nil
            previousHandle = nil
            previousModels = nil
            previousModelsHandle = nil
        }
        let motionBuffers = [previousHandle, previousModelsHandle].compactMap { $0 }
        var sets: [VkDescriptorSet] = []
        for texture in textures {
            let resources: [DescriptorPool.Resource] = [
                .storageBuffer(vertices.handle), .storageBuffer(instances.handle),
                .sampledImage(texture.image.view, sampler, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL),
            ]
            sets.append(try pool.makeSet(for: pipeline, resources + motionBuffers.map { .storageBuffer($0) }))
        }
        self.sets = sets
    }

    /// Device memory of the buffers and textures.
    var memoryBytes: Int {
        vertices.size + instances.size + indices.size + textures.map { $0.image.memoryBytes }.reduce(0, +)
            + (previousHandle == nil ? 0 : MemoryLayout<PreviousFrame>.size + geometry.instances.count * 64)
    }

    /// The camera's orbit at `time`: none where an animation moves the scene (it plays instead).
    func orbit(at time: FrameTime) -> Float {
        geometry.animation == nil ? SceneMotion.orbit(at: time) : 0
    }

    /// Before the pass (outside the render pass): where an animation moves the instances, their
    /// matrices at `time` (and with motion vectors at `previousTime`); with motion vectors, the
    /// frame before's camera (``recordPreviousFrame(in:size:previousTime:)``).
    func recordPreparation(in commandBuffer: VkCommandBuffer, size: PixelSize, time: FrameTime, previousTime: FrameTime) {
        if let transforms = geometry.animatedTransforms(at: time) {
            let floats = zip(transforms, geometry.instances).flatMap { transform, instance in
                transform.values + [instance.tint.x, instance.tint.y, instance.tint.z, instance.tint.w]
            }
            recordUpdate(of: instances.handle, with: floats, in: commandBuffer)
            if let previousModelsHandle {
                let before = geometry.animatedTransforms(at: previousTime) ?? geometry.instances.map(\.transform)
                recordUpdate(of: previousModelsHandle, with: before.flatMap(\.values), in: commandBuffer)
            }
        }
        recordPreviousFrame(in: commandBuffer, size: size, previousTime: previousTime)
    }

    /// Rewrites the start of `buffer` with `floats` (`vkCmdUpdateBuffer`, 64 KiB at a time)
    /// between two barriers: the update waits for every earlier pass's vertex shaders to finish
    /// reading it (a write after read: an execution dependency), and this pass's wait for the update.
    private func recordUpdate(of buffer: VkBuffer, with floats: [Float], in commandBuffer: VkCommandBuffer) {
        let f = gpu.functions
        let transfer = (VK_PIPELINE_STAGE_2_ALL_TRANSFER_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT)
        let vertex = VK_PIPELINE_STAGE_2_VERTEX_SHADER_BIT
        Buffer.recordBarrier(for: buffer, from: (vertex, VK_ACCESS_2_NONE), to: transfer, in: commandBuffer, functions: f)
        floats.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: bytes.count, by: 65536) {
                let count = min(65536, bytes.count - start)
                f.cmdUpdateBuffer(commandBuffer, buffer, VkDeviceSize(start), VkDeviceSize(count), bytes.baseAddress! + start)
            }
        }
        Buffer.recordBarrier(for: buffer, from: transfer, to: (vertex, VK_ACCESS_2_SHADER_STORAGE_READ_BIT), in: commandBuffer, functions: f)
    }

    /// Before a pass that writes motion vectors (outside the render pass), records the frame
    /// before's camera for a `size` target at `previousTime`, its turn, and `size` into the
    /// previous-frame buffer (`vkCmdUpdateBuffer`), between two barriers: the update waits for
    /// every earlier pass's shaders to finish reading the buffer (a write after read: an
    /// execution dependency), and this pass's vertex and fragment shaders wait for the update.
    /// Does nothing when the pass writes no motion vectors.
    func recordPreviousFrame(in commandBuffer: VkCommandBuffer, size: PixelSize, previousTime: FrameTime) {
        guard let previousHandle else { return }
        let f = gpu.functions
        let shaders = VK_PIPELINE_STAGE_2_VERTEX_SHADER_BIT | VK_PIPELINE_STAGE_2_FRAGMENT_SHADER_BIT
        Buffer.recordBarrier(
            for: previousHandle, from: (shaders, VK_ACCESS_2_NONE), to: (VK_PIPELINE_STAGE_2_ALL_TRANSFER_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT),
            in: commandBuffer, functions: f)
        let camera = SceneCamera(fitting: bounds, aspect: Float(size.width) / Float(size.height), orbit: orbit(at: previousTime))
        let turn: (cosine: Float, sine: Float) = geometry.turns ? SceneMotion.turn(at: previousTime) : (1, 0)
        var data = PreviousFrame(
            viewProjection: camera.viewProjection.columns, turn: [turn.cosine, turn.sine, 0, 0], size: [Float(size.width), Float(size.height), 0, 0])
        f.cmdUpdateBuffer(commandBuffer, previousHandle, 0, VkDeviceSize(MemoryLayout<PreviousFrame>.size), &data)
        Buffer.recordBarrier(
            for: previousHandle, from: (VK_PIPELINE_STAGE_2_ALL_TRANSFER_BIT, VK_ACCESS_2_TRANSFER_WRITE_BIT),
            to: (shaders, VK_ACCESS_2_SHADER_STORAGE_READ_BIT),
            in: commandBuffer, functions: f)
    }

    /// Records every draw (`vkCmdBindIndexBuffer`, then per draw `vkCmdDrawIndexed` with its
    /// mesh's texture set and base colour) with the camera fitted to the scene for `size`, where
    /// `time` puts it on its orbit (none where an animation plays), and the procedural scene's
    /// objects turned as far (``SceneMotion``); the image moved by `jitter` (a temporal upscaler's).
    func record(in commandBuffer: VkCommandBuffer, size: PixelSize, time: FrameTime, jitter: SceneJitter) {
        let f = gpu.functions
        let camera = SceneCamera(fitting: bounds, aspect: Float(size.width) / Float(size.height), orbit: orbit(at: time))
        let turn = geometry.turns ? SceneMotion.turn(at: time) : (1, 0)
        f.cmdBindIndexBuffer(commandBuffer, indices.handle, 0, VK_INDEX_TYPE_UINT32)
        for draw in geometry.draws {
            let mesh = geometry.meshes[draw.mesh]
            let constants = MeshConstants(viewProjection: camera.viewProjection, baseColor: mesh.baseColor, eye: camera.eye, turn: turn, jitter: jitter)
            pipeline.bind(in: commandBuffer, set: sets[mesh.texture ?? (sets.count - 1)], constants: constants)
            f.cmdDrawIndexed(
                commandBuffer, UInt32(mesh.indexCount), UInt32(draw.instanceCount), UInt32(mesh.firstIndex),
                Int32(mesh.vertexOffset), UInt32(draw.firstInstance))
        }
    }
}

/// The frame before, as `shaders/mesh.glsl`'s `Previous` buffer lays it out: 96 bytes.
struct PreviousFrame {
    var viewProjection: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    /// Cosine and sine of the previous frame's turn.
    var turn: SIMD4<Float>
    /// The target's width and height in pixels.
    var size: SIMD4<Float>
}

/// The mesh shaders' push constants (`shaders/mesh.glsl`): 128 bytes, the most Vulkan
/// guarantees every device.
struct MeshConstants {
    var viewProjection: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    var baseColor: SIMD4<Float>
    var eye: SIMD4<Float>
    /// The objects' turn about their own vertical axes: cosine, sine.
    var turn: SIMD4<Float>
    /// A temporal upscaler's jitter: in clip space (x, y; ``TemporalJitter/clipOffset(ofFrame:)``), then in pixels.
    var jitter: SIMD4<Float>

    init(viewProjection: Matrix4, baseColor: SIMD4<Float>, eye: SIMD3<Float>, turn: (cosine: Float, sine: Float), jitter: SceneJitter) {
        self.viewProjection = viewProjection.columns
        self.baseColor = baseColor
        self.eye = SIMD4(eye, 1)
        self.turn = [turn.cosine, turn.sine, 0, 0]
        self.jitter = [jitter.clip.x, jitter.clip.y, jitter.pixels.x, jitter.pixels.y]
    }
}
