// Runs a reference upscaler on one image through Vulkan. Outside CI: scripts/fsr1-reference/make-fixtures.
//   harness fsr1 EASU.spv RCAS.spv IN_W IN_H OUT_W OUT_H STOPS INPUT.rgba8 EASU.f32 FSR1.f32
//     AMD's FSR 1 (EASU, then RCAS), constants from AMD's own CPU setup (FsrEasuCon, FsrRcasCon, A_CPU)
//   harness sgsr SGSR.spv IN_W IN_H OUT_W OUT_H INPUT.rgba8 SGSR.f32
//     Qualcomm's SGSR 1, its ViewportInfo (1/w, 1/h, w, h of the input) as push constants
//   harness sgsr2 CONVERT.spv UPSCALE.spv DIR
//     Qualcomm's SGSR 2 (2-pass compute) over the sequence sgsr2_inputs.py wrote in DIR (frames.json's
//     sizes and flags; K-color.png read as DIR/K-color.rgba8, K-depth.f32, K-motion.f32), writing
//     each frame's SceneColorOutput as DIR/K-sgsr2.f32; the history carried from frame to frame
// INPUT is IN_W x IN_H RGBA8; the outputs are OUT_W x OUT_H RGBA float32.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <vulkan/vulkan.h>
#define A_CPU 1
#include "ffx_a.h"
#include "ffx_fsr1.h"

#define CHECK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { fprintf(stderr, "%s failed: %d\n", #x, r_); exit(1); } } while (0)

static VkDevice device;
static VkPhysicalDevice physical;
static VkQueue queue;
static VkCommandPool pool;

static void *readFile(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { fprintf(stderr, "cannot read %s\n", path); exit(1); }
    fseek(f, 0, SEEK_END); *size = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
    void *data = malloc(*size);
    if (fread(data, 1, *size, f) != *size) { fprintf(stderr, "short read %s\n", path); exit(1); }
    fclose(f);
    return data;
}

static uint32_t memoryType(uint32_t bits, VkMemoryPropertyFlags flags) {
    VkPhysicalDeviceMemoryProperties p;
    vkGetPhysicalDeviceMemoryProperties(physical, &p);
    for (uint32_t i = 0; i < p.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (p.memoryTypes[i].propertyFlags & flags) == flags) return i;
    fprintf(stderr, "no memory type\n"); exit(1);
}

typedef struct { VkBuffer buffer; VkDeviceMemory memory; void *mapped; } Buffer;
typedef struct { VkImage image; VkDeviceMemory memory; VkImageView view; } Image;

static Buffer makeBuffer(VkDeviceSize size) {
    Buffer b;
    VkBufferCreateInfo info = { VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, 0, 0, size,
        VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_SHARING_MODE_EXCLUSIVE, 0, 0 };
    CHECK(vkCreateBuffer(device, &info, 0, &b.buffer));
    VkMemoryRequirements req; vkGetBufferMemoryRequirements(device, b.buffer, &req);
    VkMemoryAllocateInfo alloc = { VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, 0, req.size,
        memoryType(req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) };
    CHECK(vkAllocateMemory(device, &alloc, 0, &b.memory));
    CHECK(vkBindBufferMemory(device, b.buffer, b.memory, 0));
    CHECK(vkMapMemory(device, b.memory, 0, size, 0, &b.mapped));
    return b;
}

static Image makeImage(uint32_t w, uint32_t h, VkFormat format, VkImageUsageFlags usage) {
    Image i;
    VkImageCreateInfo info = { VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, 0, 0, VK_IMAGE_TYPE_2D, format, { w, h, 1 }, 1, 1,
        VK_SAMPLE_COUNT_1_BIT, VK_IMAGE_TILING_OPTIMAL, usage, VK_SHARING_MODE_EXCLUSIVE, 0, 0, VK_IMAGE_LAYOUT_UNDEFINED };
    CHECK(vkCreateImage(device, &info, 0, &i.image));
    VkMemoryRequirements req; vkGetImageMemoryRequirements(device, i.image, &req);
    VkMemoryAllocateInfo alloc = { VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, 0, req.size, memoryType(req.memoryTypeBits, 0) };
    CHECK(vkAllocateMemory(device, &alloc, 0, &i.memory));
    CHECK(vkBindImageMemory(device, i.image, i.memory, 0));
    VkImageViewCreateInfo view = { VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, 0, 0, i.image, VK_IMAGE_VIEW_TYPE_2D, format, {0},
        { VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1 } };
    CHECK(vkCreateImageView(device, &view, 0, &i.view));
    return i;
}

static void barrier(VkCommandBuffer cb, VkImage image, VkImageLayout from, VkImageLayout to, VkAccessFlags src, VkAccessFlags dst,
                    VkPipelineStageFlags srcStage, VkPipelineStageFlags dstStage) {
    VkImageMemoryBarrier b = { VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, 0, src, dst, from, to, VK_QUEUE_FAMILY_IGNORED,
        VK_QUEUE_FAMILY_IGNORED, image, { VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1 } };
    vkCmdPipelineBarrier(cb, srcStage, dstStage, 0, 0, 0, 0, 0, 1, &b);
}

typedef struct { uint32_t con[16]; uint32_t size[2]; } Constants;

// One pass: `input` (w x h, `format`, `bytes` per pixel) through `spirv` into an OUT_W x OUT_H
// RGBA32F image, read back into `output`.
static void runPass(const char *spirv, const void *input, uint32_t w, uint32_t h, VkFormat format, uint32_t bytes,
                    uint32_t ow, uint32_t oh, const Constants *constants, float *output) {
    size_t codeSize; void *code = readFile(spirv, &codeSize);
    VkShaderModuleCreateInfo moduleInfo = { VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, 0, 0, codeSize, code };
    VkShaderModule module; CHECK(vkCreateShaderModule(device, &moduleInfo, 0, &module));
    VkDescriptorSetLayoutBinding bindings[2] = {
        { 0, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 1, VK_SHADER_STAGE_COMPUTE_BIT, 0 },
        { 1, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT, 0 } };
    VkDescriptorSetLayoutCreateInfo layoutInfo = { VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, 0, 0, 2, bindings };
    VkDescriptorSetLayout setLayout; CHECK(vkCreateDescriptorSetLayout(device, &layoutInfo, 0, &setLayout));
    VkPushConstantRange range = { VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Constants) };
    VkPipelineLayoutCreateInfo pipelineLayoutInfo = { VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, 0, 0, 1, &setLayout, 1, &range };
    VkPipelineLayout pipelineLayout; CHECK(vkCreatePipelineLayout(device, &pipelineLayoutInfo, 0, &pipelineLayout));
    VkComputePipelineCreateInfo pipelineInfo = { VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO, 0, 0,
        { VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, 0, 0, VK_SHADER_STAGE_COMPUTE_BIT, module, "main", 0 }, pipelineLayout, 0, 0 };
    VkPipeline pipeline; CHECK(vkCreateComputePipelines(device, 0, 1, &pipelineInfo, 0, &pipeline));

    Image source = makeImage(w, h, format, VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
    Image target = makeImage(ow, oh, VK_FORMAT_R32G32B32A32_SFLOAT, VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT);
    Buffer upload = makeBuffer((VkDeviceSize)w * h * bytes);
    memcpy(upload.mapped, input, (size_t)w * h * bytes);
    Buffer readback = makeBuffer((VkDeviceSize)ow * oh * 16);
    VkSamplerCreateInfo samplerInfo = { VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO, 0, 0, VK_FILTER_LINEAR, VK_FILTER_LINEAR,
        VK_SAMPLER_MIPMAP_MODE_NEAREST, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE,
        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, 0, VK_FALSE, 1, VK_FALSE, VK_COMPARE_OP_ALWAYS, 0, 0, VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK, VK_FALSE };
    VkSampler sampler; CHECK(vkCreateSampler(device, &samplerInfo, 0, &sampler));
    VkDescriptorPoolSize sizes[2] = { { VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 1 }, { VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1 } };
    VkDescriptorPoolCreateInfo poolInfo = { VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, 0, 0, 1, 2, sizes };
    VkDescriptorPool descriptorPool; CHECK(vkCreateDescriptorPool(device, &poolInfo, 0, &descriptorPool));
    VkDescriptorSetAllocateInfo setInfo = { VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, 0, descriptorPool, 1, &setLayout };
    VkDescriptorSet set; CHECK(vkAllocateDescriptorSets(device, &setInfo, &set));
    VkDescriptorImageInfo sampled = { sampler, source.view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL };
    VkDescriptorImageInfo storage = { 0, target.view, VK_IMAGE_LAYOUT_GENERAL };
    VkWriteDescriptorSet writes[2] = {
        { VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, 0, set, 0, 0, 1, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, &sampled, 0, 0 },
        { VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, 0, set, 1, 0, 1, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, &storage, 0, 0 } };
    vkUpdateDescriptorSets(device, 2, writes, 0, 0);

    VkCommandBufferAllocateInfo cbInfo = { VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, 0, pool, VK_COMMAND_BUFFER_LEVEL_PRIMARY, 1 };
    VkCommandBuffer cb; CHECK(vkAllocateCommandBuffers(device, &cbInfo, &cb));
    VkCommandBufferBeginInfo begin = { VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, 0, VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT, 0 };
    CHECK(vkBeginCommandBuffer(cb, &begin));
    barrier(cb, source.image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkBufferImageCopy copy = { 0, 0, 0, { VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1 }, { 0, 0, 0 }, { w, h, 1 } };
    vkCmdCopyBufferToImage(cb, upload.buffer, source.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &copy);
    barrier(cb, source.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, VK_ACCESS_TRANSFER_WRITE_BIT,
            VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
    barrier(cb, target.image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_GENERAL, 0, VK_ACCESS_SHADER_WRITE_BIT,
            VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipelineLayout, 0, 1, &set, 0, 0);
    vkCmdPushConstants(cb, pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(Constants), constants);
    vkCmdDispatch(cb, (ow + 7) / 8, (oh + 7) / 8, 1);
    barrier(cb, target.image, VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_ACCESS_SHADER_WRITE_BIT,
            VK_ACCESS_TRANSFER_READ_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkBufferImageCopy back = { 0, 0, 0, { VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1 }, { 0, 0, 0 }, { ow, oh, 1 } };
    vkCmdCopyImageToBuffer(cb, target.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, readback.buffer, 1, &back);
    VkMemoryBarrier host = { VK_STRUCTURE_TYPE_MEMORY_BARRIER, 0, VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT };
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &host, 0, 0, 0, 0);
    CHECK(vkEndCommandBuffer(cb));
    VkSubmitInfo submit = { VK_STRUCTURE_TYPE_SUBMIT_INFO, 0, 0, 0, 0, 1, &cb, 0, 0 };
    CHECK(vkQueueSubmit(queue, 1, &submit, 0));
    CHECK(vkQueueWaitIdle(queue));
    memcpy(output, readback.mapped, (size_t)ow * oh * 16);
    free(code);
}

static void writeFile(const char *path, const void *data, size_t size) {
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, size, f) != size) { fprintf(stderr, "cannot write %s\n", path); exit(1); }
    fclose(f);
}

// The default Vulkan device (lavapipe here, as the tests use), its first queue and a command pool.
static void setUpDevice(void) {
    VkApplicationInfo app = { VK_STRUCTURE_TYPE_APPLICATION_INFO, 0, "fsr1-reference", 1, 0, 0, VK_API_VERSION_1_1 };
    VkInstanceCreateInfo instanceInfo = { VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, 0, 0, &app, 0, 0, 0, 0 };
    VkInstance instance; CHECK(vkCreateInstance(&instanceInfo, 0, &instance));
    uint32_t count = 1; VkResult listed = vkEnumeratePhysicalDevices(instance, &count, &physical);
    if ((listed != VK_SUCCESS && listed != VK_INCOMPLETE) || count == 0) { fprintf(stderr, "no Vulkan device\n"); exit(69); }
    float priority = 1;
    VkDeviceQueueCreateInfo queueInfo = { VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, 0, 0, 0, 1, &priority };
    VkDeviceCreateInfo deviceInfo = { VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, 0, 0, 1, &queueInfo, 0, 0, 0, 0, 0 };
    CHECK(vkCreateDevice(physical, &deviceInfo, 0, &device));
    vkGetDeviceQueue(device, 0, 0, &queue);
    VkCommandPoolCreateInfo poolInfo = { VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, 0, 0, 0 };
    CHECK(vkCreateCommandPool(device, &poolInfo, 0, &pool));

}

#include "sgsr2.inc"

int main(int argc, char **argv) {
    if (argc == 5 && strcmp(argv[1], "sgsr2") == 0) return runSgsr2(argv[2], argv[3], argv[4]);
    int fsr1 = argc == 12 && strcmp(argv[1], "fsr1") == 0;
    int sgsr = argc == 9 && strcmp(argv[1], "sgsr") == 0;
    if (!fsr1 && !sgsr) {
        fprintf(stderr, "usage: harness fsr1 EASU.spv RCAS.spv IN_W IN_H OUT_W OUT_H STOPS INPUT.rgba8 EASU.f32 FSR1.f32\n"
                        "       harness sgsr SGSR.spv IN_W IN_H OUT_W OUT_H INPUT.rgba8 SGSR.f32\n");
        return 64;
    }
    char **a = argv + (fsr1 ? 4 : 3);  // IN_W onwards
    uint32_t w = (uint32_t)atoi(a[0]), h = (uint32_t)atoi(a[1]), ow = (uint32_t)atoi(a[2]), oh = (uint32_t)atoi(a[3]);
    const char *inputPath = fsr1 ? a[5] : a[4];
    size_t size; uint8_t *input = readFile(inputPath, &size);
    if (size != (size_t)w * h * 4) { fprintf(stderr, "%s is not %ux%u RGBA8\n", inputPath, w, h); return 65; }

    setUpDevice();
    float *upscaled = malloc((size_t)ow * oh * 16);
    if (sgsr) {
        Constants viewport = { {0}, { ow, oh } };
        float info[4] = { 1.0f / (float)w, 1.0f / (float)h, (float)w, (float)h };
        memcpy(viewport.con, info, sizeof info);
        runPass(argv[2], input, w, h, VK_FORMAT_R8G8B8A8_UNORM, 4, ow, oh, &viewport, upscaled);
        writeFile(a[5], upscaled, (size_t)ow * oh * 16);
        return 0;
    }
    Constants easu = { {0}, { ow, oh } };
    FsrEasuCon(easu.con, easu.con + 4, easu.con + 8, easu.con + 12, (AF1)w, (AF1)h, (AF1)w, (AF1)h, (AF1)ow, (AF1)oh);
    runPass(argv[2], input, w, h, VK_FORMAT_R8G8B8A8_UNORM, 4, ow, oh, &easu, upscaled);
    writeFile(a[6], upscaled, (size_t)ow * oh * 16);

    Constants rcas = { {0}, { ow, oh } };
    FsrRcasCon(rcas.con, (float)atof(a[4]));
    float *sharpened = malloc((size_t)ow * oh * 16);
    runPass(argv[3], upscaled, ow, oh, VK_FORMAT_R32G32B32A32_SFLOAT, 16, ow, oh, &rcas, sharpened);
    writeFile(a[7], sharpened, (size_t)ow * oh * 16);
    return 0;
}
