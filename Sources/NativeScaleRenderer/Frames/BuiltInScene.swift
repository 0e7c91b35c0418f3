internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// The built-in full-screen workloads (`fill`, `textured`, `ui`): their pipelines and texture sets.
final class BuiltInScene {
    let gpu: GPU
    let pool: DescriptorPool
    let fill: Pipeline
    let textured: Pipeline
    let ui: Pipeline
    let noiseSet: VkDescriptorSet
    let glyphSet: VkDescriptorSet

    init(gpu: GPU, target: Pipeline.Target, format: PixelFormat, noise: VkImageView, glyphs: VkImageView, sampler: VkSampler) throws(RendererError) {
        self.gpu = gpu
        fill = try Pipeline(gpu: gpu, recipe: .fill(target, format: format))
        textured = try Pipeline(gpu: gpu, recipe: .textured(target, format: format))
        ui = try Pipeline(gpu: gpu, recipe: .ui(target, format: format))
        pool = try DescriptorPool(gpu: gpu, sets: 2)
        let read = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
        noiseSet = try pool.makeSet(for: textured, [.sampledImage(noise, sampler, read)])
        glyphSet = try pool.makeSet(for: ui, [.sampledImage(glyphs, sampler, read)])
    }

    /// Records the workload's draws (`vkCmdDraw`) for a `size` target, the pattern where `time` puts it.
    func record(_ workload: WorkloadConfiguration, in commandBuffer: VkCommandBuffer, size: PixelSize, time: FrameTime) {
        let f = gpu.functions
        let constants = SceneConstants(workload: workload, size: size, time: time)
        switch workload.workload {
        case .textured:
            textured.bind(in: commandBuffer, set: noiseSet, constants: constants)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
        case .ui:
            var background = constants
            background.cost = 0
            fill.bind(in: commandBuffer, set: nil, constants: background)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
            if workload.layers > 0 {
                ui.bind(in: commandBuffer, set: glyphSet, constants: constants)
                f.cmdDraw(commandBuffer, 6, UInt32(workload.layers), 0, 0)
            }
        case .fill, .scene, .shader:
            fill.bind(in: commandBuffer, set: nil, constants: constants)
            f.cmdDraw(commandBuffer, 3, 1, 0, 0)
        }
    }
}
