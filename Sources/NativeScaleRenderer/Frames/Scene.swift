internal import CVulkan
import NativeScaleCore

/// What the scene pass draws: the built-in passes, the user's fragment shader, or meshes (the
/// procedural scene or a glTF file), each with its own pipelines and resources.
enum Scene {
    case builtIn(BuiltInScene)
    case shader(ShaderScene)
    case mesh(MeshScene)

    /// Whether the pass clears the colour target first: meshes do not cover every pixel; the
    /// full-screen passes write them all.
    var clearsColor: Bool {
        if case .mesh = self { true } else { false }
    }

    /// The scene's own buffers and textures, in bytes.
    var memoryBytes: Int {
        if case .mesh(let scene) = self { scene.memoryBytes } else { 0 }
    }

    /// Records what the scene needs before its render pass at the time of `round` into a `size`
    /// target: a mesh's animated instances, and with motion vectors the frame before's camera
    /// (``MeshScene/recordPreparation(in:size:time:previousTime:)``); nothing otherwise.
    func recordPreparation(_ workload: WorkloadConfiguration, in commandBuffer: VkCommandBuffer, size: PixelSize, round: Int) {
        if case .mesh(let scene) = self {
            scene.recordPreparation(
                in: commandBuffer, size: size, time: workload.frameTime(round: round), previousTime: workload.previousFrameTime(round: round))
        }
    }

    /// Records the scene's draws for `workload` into a `size` target, at the time of `round`
    /// (``WorkloadConfiguration/frameTime(round:)``: a sequence's frame, or a still one), a
    /// mesh's image moved by `jitter` (a temporal upscaler's; the full-screen passes take none:
    /// ``TemporalUpscalerRefusal`` refuses them a temporal upscaler).
    func record(_ workload: WorkloadConfiguration, in commandBuffer: VkCommandBuffer, size: PixelSize, round: Int, jitter: SceneJitter = .none) {
        let time = workload.frameTime(round: round)
        switch self {
        case .builtIn(let scene): scene.record(workload, in: commandBuffer, size: size, time: time)
        case .shader(let scene): scene.record(in: commandBuffer, size: size, time: time)
        case .mesh(let scene): scene.record(in: commandBuffer, size: size, time: time, jitter: jitter)
        }
    }

    /// Whether the camera at `round` is where it was a round before: a still frame, or a mesh
    /// whose animation plays under a camera that holds (SGSR 2's `bSameCamera`); not a
    /// sequence's first frame, which follows nothing (a cut).
    func cameraHoldsStill(_ workload: WorkloadConfiguration, round: Int) -> Bool {
        let time = workload.frameTime(round: round)
        guard time.moving else { return true }
        guard time.frame > 0 else { return false }
        if case .mesh(let scene) = self { return scene.orbit(at: time) == scene.orbit(at: workload.previousFrameTime(round: round)) }
        return false
    }
}
