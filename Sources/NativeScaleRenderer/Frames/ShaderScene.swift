internal import CVulkan
import NativeScaleCore
import NativeScaleRendering

/// A user's fragment shader over one full-screen triangle, `iChannel0` bound to the noise texture.
final class ShaderScene {
    let gpu: GPU
    let pool: DescriptorPool
    let pipeline: Pipeline
    let set: VkDescriptorSet

    /// Builds the pipeline from the user's SPIR-V (`vkCreateShaderModule` validates it).
    init(gpu: GPU, fragment: [UInt32], target: Pipeline.Target, format: PixelFormat, channel: VkImageView, sampler: VkSampler) throws(RendererError) {
        self.gpu = gpu
        pipeline = try Pipeline(gpu: gpu, recipe: .userShader(fragment, target: target, format: format))
        pool = try DescriptorPool(gpu: gpu, sets: 1)
        set = try pool.makeSet(for: pipeline, [.sampledImage(channel, sampler, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL)])
    }

    /// Records the draw (`vkCmdDraw`) with the inputs of `time` for a `size` target.
    func record(in commandBuffer: VkCommandBuffer, size: PixelSize, time: FrameTime) {
        pipeline.bind(in: commandBuffer, set: set, constants: ShadertoyConstants(size: size, time: time))
        gpu.functions.cmdDraw(commandBuffer, 3, 1, 0, 0)
    }
}
