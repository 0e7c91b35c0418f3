internal import CVulkan
import NativeScaleRendering

/// A graphics or compute pipeline with its pipeline layout and descriptor-set layout.
struct Pipeline: ~Copyable {
    /// One descriptor binding of the pipeline's single set.
    struct Binding {
        let type: VkDescriptorType
        let stages: VkShaderStageFlagBits
    }

    /// The attachments a graphics pipeline renders into.
    struct Target {
        let colorFormat: VkFormat
        let samples: Int
        /// The depth format; nil: no depth attachment, no depth test.
        let depthFormat: VkFormat?
        /// Whether a fragment at the depth already there is rejected (`VK_COMPARE_OP_LESS`), as
        /// the scene's are, so that its draws recorded again add their geometry and not their
        /// fragments; else it passes (`VK_COMPARE_OP_LESS_OR_EQUAL`).
        var rejectsEqualDepth = false
        /// The format of a second colour attachment the pipeline writes motion vectors to
        /// (`R16G16_SFLOAT`); nil: colour only.
        var motionFormat: VkFormat? = nil

        /// The colour attachments' formats, in location order.
        var colorFormats: [VkFormat] { [colorFormat] + (motionFormat.map { [$0] } ?? []) }
    }

    let gpu: GPU
    let handle: VkPipeline
    let layout: VkPipelineLayout
    let setLayout: VkDescriptorSetLayout
    let bindPoint: VkPipelineBindPoint
    let bindings: [Binding]

    /// A compute pipeline (`vkCreateComputePipelines`) from SPIR-V `code`, with `workGroup`'s
    /// sizes as specialization constants 0 and 1 (`local_size_x_id`, `local_size_y_id`) and its
    /// `cpuTuned` as constant 2, created with `flags`.
    init(
        gpu: GPU, compute code: [UInt32], workGroup: WorkGroup, bindings: [Binding], pushConstantSize: Int,
        flags: VkPipelineCreateFlags = 0, label: String
    ) throws(RendererError) {
        let (setLayout, layout) = try Self.layouts(gpu: gpu, bindings: bindings, pushConstantSize: pushConstantSize)
        let f = gpu.functions
        do throws(RendererError) {
            let pipeline: VkPipeline = try withArena { arena throws(RendererError) in
                let module = try ShaderModule(gpu: gpu, code: code)
                var stage = VkPipelineShaderStageCreateInfo()
                stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO
                stage.stage = VK_SHADER_STAGE_COMPUTE_BIT
                stage.module = module.handle
                stage.pName = arena.cString("main")
                let values = workGroup.specializationConstants
                let entries = values.indices.map { VkSpecializationMapEntry(constantID: UInt32($0), offset: UInt32($0 * 4), size: 4) }
                var specialization = VkSpecializationInfo()
                specialization.mapEntryCount = UInt32(entries.count)
                specialization.pMapEntries = UnsafePointer(arena.array(entries))
                specialization.dataSize = values.count * 4
                specialization.pData = UnsafeRawPointer(arena.array(values))
                stage.pSpecializationInfo = UnsafePointer(arena.pointer(to: specialization))
                var info = VkComputePipelineCreateInfo()
                info.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO
                info.flags = flags
                info.stage = stage
                info.layout = layout
                var pipeline: VkPipeline?
                try check(f.createComputePipelines(gpu.handle, nil, 1, &info, nil, &pipeline), "vkCreateComputePipelines (\(label))", .pipelines)
                guard let pipeline else { throw .failed("vkCreateComputePipelines", in: .pipelines) }
                return pipeline
            }
            self.init(gpu: gpu, handle: pipeline, layout: layout, setLayout: setLayout, bindPoint: VK_PIPELINE_BIND_POINT_COMPUTE, bindings: bindings)
        } catch {
            f.destroyPipelineLayout(gpu.handle, layout, nil)
            f.destroyDescriptorSetLayout(gpu.handle, setLayout, nil)
            throw error
        }
    }

    /// A graphics pipeline for dynamic rendering into `target`'s colour attachments, at its
    /// sample count, and its depth attachment with a LESS_OR_EQUAL test that writes
    /// (`vkCreateGraphicsPipelines` with `VkPipelineRenderingCreateInfo`); viewport and scissor
    /// are dynamic, there is no vertex input (shaders pull vertices from buffers). `blend`
    /// enables premultiplied-free "over" alpha blending.
    init(
        gpu: GPU, vertex: [UInt32], fragment: [UInt32], target: Target, blend: Bool,
        bindings: [Binding], pushConstantSize: Int, flags: VkPipelineCreateFlags = 0, label: String
    ) throws(RendererError) {
        let (setLayout, layout) = try Self.layouts(gpu: gpu, bindings: bindings, pushConstantSize: pushConstantSize)
        let f = gpu.functions
        do throws(RendererError) {
            let pipeline: VkPipeline = try withArena { arena throws(RendererError) in
                let vertexModule = try ShaderModule(gpu: gpu, code: vertex)
                let fragmentModule = try ShaderModule(gpu: gpu, code: fragment)
                var stages = [VkPipelineShaderStageCreateInfo(), VkPipelineShaderStageCreateInfo()]
                for (index, (stage, module)) in [(VK_SHADER_STAGE_VERTEX_BIT, vertexModule.handle), (VK_SHADER_STAGE_FRAGMENT_BIT, fragmentModule.handle)]
                    .enumerated()
                {
                    stages[index].sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO
                    stages[index].stage = stage
                    stages[index].module = module
                    stages[index].pName = arena.cString("main")
                }
                let state = Self.fixedFunctionState(target: target, blend: blend, in: arena)
                var info = VkGraphicsPipelineCreateInfo()
                info.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO
                info.flags = flags
                info.pNext = UnsafeRawPointer(state.rendering)
                info.stageCount = 2
                info.pStages = UnsafePointer(arena.array(stages))
                info.pVertexInputState = state.vertexInput
                info.pInputAssemblyState = state.assembly
                info.pViewportState = state.viewport
                info.pRasterizationState = state.raster
                info.pMultisampleState = state.multisample
                info.pDepthStencilState = state.depth
                info.pColorBlendState = state.colorBlend
                info.pDynamicState = state.dynamic
                info.layout = layout
                var pipeline: VkPipeline?
                try check(
                    f.createGraphicsPipelines(gpu.handle, nil, 1, arena.pointer(to: info), nil, &pipeline), "vkCreateGraphicsPipelines (\(label))", .pipelines)
                guard let pipeline else { throw .failed("vkCreateGraphicsPipelines", in: .pipelines) }
                return pipeline
            }
            self.init(gpu: gpu, handle: pipeline, layout: layout, setLayout: setLayout, bindPoint: VK_PIPELINE_BIND_POINT_GRAPHICS, bindings: bindings)
        } catch {
            f.destroyPipelineLayout(gpu.handle, layout, nil)
            f.destroyDescriptorSetLayout(gpu.handle, setLayout, nil)
            throw error
        }
    }

    /// The fixed-function state of every graphics pipeline: triangle lists without vertex input,
    /// dynamic viewport and scissor, no culling, `target`'s sample count and depth test, and
    /// "over" blending when `blend`; each struct lives in `arena` until the pipeline is created.
    private static func fixedFunctionState(target: Target, blend: Bool, in arena: Arena) -> FixedFunctionState {
        var vertexInput = VkPipelineVertexInputStateCreateInfo()
        vertexInput.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO
        var assembly = VkPipelineInputAssemblyStateCreateInfo()
        assembly.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO
        assembly.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST
        var viewport = VkPipelineViewportStateCreateInfo()
        viewport.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO
        viewport.viewportCount = 1
        viewport.scissorCount = 1
        var raster = VkPipelineRasterizationStateCreateInfo()
        raster.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO
        raster.polygonMode = VK_POLYGON_MODE_FILL
        raster.cullMode = VK_CULL_MODE_NONE.rawValue
        raster.frontFace = VK_FRONT_FACE_COUNTER_CLOCKWISE
        raster.lineWidth = 1
        var multisample = VkPipelineMultisampleStateCreateInfo()
        multisample.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO
        multisample.rasterizationSamples = VkSampleCountFlagBits(UInt32(target.samples))
        var depth = VkPipelineDepthStencilStateCreateInfo()
        depth.sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO
        depth.depthTestEnable = VkBool32(target.depthFormat == nil ? VK_FALSE : VK_TRUE)
        depth.depthWriteEnable = depth.depthTestEnable
        depth.depthCompareOp = target.rejectsEqualDepth ? VK_COMPARE_OP_LESS : VK_COMPARE_OP_LESS_OR_EQUAL
        let formats = target.colorFormats
        // The motion attachment is never blended: each fragment's offset replaces the one behind it.
        let attachments = formats.indices.map { blendAttachment(blend && $0 == 0) }
        var colorBlend = VkPipelineColorBlendStateCreateInfo()
        colorBlend.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO
        colorBlend.attachmentCount = UInt32(attachments.count)
        colorBlend.pAttachments = UnsafePointer(arena.array(attachments))
        let dynamicStates = [VK_DYNAMIC_STATE_VIEWPORT, VK_DYNAMIC_STATE_SCISSOR]
        var dynamic = VkPipelineDynamicStateCreateInfo()
        dynamic.sType = VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO
        dynamic.dynamicStateCount = UInt32(dynamicStates.count)
        dynamic.pDynamicStates = UnsafePointer(arena.array(dynamicStates))
        var rendering = VkPipelineRenderingCreateInfo()
        rendering.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO
        rendering.colorAttachmentCount = UInt32(formats.count)
        rendering.pColorAttachmentFormats = UnsafePointer(arena.array(formats))
        if let depthFormat = target.depthFormat {
            rendering.depthAttachmentFormat = depthFormat
            if depthFormat == VK_FORMAT_D24_UNORM_S8_UINT { rendering.stencilAttachmentFormat = depthFormat }
        }
        return FixedFunctionState(
            vertexInput: UnsafePointer(arena.pointer(to: vertexInput)), assembly: UnsafePointer(arena.pointer(to: assembly)),
            viewport: UnsafePointer(arena.pointer(to: viewport)), raster: UnsafePointer(arena.pointer(to: raster)),
            multisample: UnsafePointer(arena.pointer(to: multisample)), depth: UnsafePointer(arena.pointer(to: depth)),
            colorBlend: UnsafePointer(arena.pointer(to: colorBlend)), dynamic: UnsafePointer(arena.pointer(to: dynamic)),
            rendering: UnsafeRawPointer(arena.pointer(to: rendering)))
    }

    /// The colour attachment's blend state: every channel written, and with `blend` "over"
    /// alpha blending (source alpha, one minus source alpha).
    private static func blendAttachment(_ blend: Bool) -> VkPipelineColorBlendAttachmentState {
        var attachment = VkPipelineColorBlendAttachmentState()
        attachment.colorWriteMask =
            VK_COLOR_COMPONENT_R_BIT.rawValue | VK_COLOR_COMPONENT_G_BIT.rawValue
            | VK_COLOR_COMPONENT_B_BIT.rawValue | VK_COLOR_COMPONENT_A_BIT.rawValue
        if blend {
            attachment.blendEnable = VkBool32(VK_TRUE)
            attachment.srcColorBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA
            attachment.dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA
            attachment.colorBlendOp = VK_BLEND_OP_ADD
            attachment.srcAlphaBlendFactor = VK_BLEND_FACTOR_ONE
            attachment.dstAlphaBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA
            attachment.alphaBlendOp = VK_BLEND_OP_ADD
        }
        return attachment
    }

    /// Pointers to the fixed-function state structs, for `VkGraphicsPipelineCreateInfo`.
    private struct FixedFunctionState {
        let vertexInput: UnsafePointer<VkPipelineVertexInputStateCreateInfo>
        let assembly: UnsafePointer<VkPipelineInputAssemblyStateCreateInfo>
        let viewport: UnsafePointer<VkPipelineViewportStateCreateInfo>
        let raster: UnsafePointer<VkPipelineRasterizationStateCreateInfo>
        let multisample: UnsafePointer<VkPipelineMultisampleStateCreateInfo>
        let depth: UnsafePointer<VkPipelineDepthStencilStateCreateInfo>
        let colorBlend: UnsafePointer<VkPipelineColorBlendStateCreateInfo>
        let dynamic: UnsafePointer<VkPipelineDynamicStateCreateInfo>
        /// The `VkPipelineRenderingCreateInfo` of dynamic rendering, for `pNext`.
        let rendering: UnsafeRawPointer
    }

    private init(
        gpu: GPU, handle: VkPipeline, layout: VkPipelineLayout, setLayout: VkDescriptorSetLayout,
        bindPoint: VkPipelineBindPoint, bindings: [Binding]
    ) {
        self.gpu = gpu
        self.handle = handle
        self.layout = layout
        self.setLayout = setLayout
        self.bindPoint = bindPoint
        self.bindings = bindings
    }

    deinit {
        gpu.functions.destroyPipeline(gpu.handle, handle, nil)
        gpu.functions.destroyPipelineLayout(gpu.handle, layout, nil)
        gpu.functions.destroyDescriptorSetLayout(gpu.handle, setLayout, nil)
    }

    /// Creates the set layout (`vkCreateDescriptorSetLayout`) and the pipeline layout
    /// (`vkCreatePipelineLayout`) with one push-constant range for every stage.
    private static func layouts(gpu: GPU, bindings: [Binding], pushConstantSize: Int) throws(RendererError) -> (VkDescriptorSetLayout, VkPipelineLayout) {
        let f = gpu.functions
        return try withArena { arena throws(RendererError) in
            let layoutBindings = bindings.enumerated().map { index, binding in
                VkDescriptorSetLayoutBinding(
                    binding: UInt32(index), descriptorType: binding.type, descriptorCount: 1,
                    stageFlags: binding.stages.rawValue, pImmutableSamplers: nil)
            }
            var setInfo = VkDescriptorSetLayoutCreateInfo()
            setInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO
            setInfo.bindingCount = UInt32(layoutBindings.count)
            setInfo.pBindings = UnsafePointer(arena.array(layoutBindings))
            var setLayout: VkDescriptorSetLayout?
            try check(f.createDescriptorSetLayout(gpu.handle, &setInfo, nil, &setLayout), "vkCreateDescriptorSetLayout", .pipelines)
            var range = VkPushConstantRange(stageFlags: VK_SHADER_STAGE_ALL.rawValue, offset: 0, size: UInt32(pushConstantSize))
            var info = VkPipelineLayoutCreateInfo()
            info.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO
            info.setLayoutCount = 1
            info.pSetLayouts = UnsafePointer(arena.pointer(to: setLayout))
            if pushConstantSize > 0 {
                info.pushConstantRangeCount = 1
                info.pPushConstantRanges = withUnsafePointer(to: &range) { UnsafePointer(arena.pointer(to: $0.pointee)) }
            }
            var layout: VkPipelineLayout?
            let created = f.createPipelineLayout(gpu.handle, &info, nil, &layout)
            guard created == VK_SUCCESS, let layout, let setLayout else {
                f.destroyDescriptorSetLayout(gpu.handle, setLayout, nil)
                throw .failed("vkCreatePipelineLayout", result: created.rawValue, in: .pipelines)
            }
            return (setLayout, layout)
        }
    }

    /// Binds the pipeline and `set`, and pushes `constants` (`vkCmdBindPipeline`,
    /// `vkCmdBindDescriptorSets`, `vkCmdPushConstants`).
    func bind<Constants>(in commandBuffer: VkCommandBuffer, set: VkDescriptorSet?, constants: Constants) {
        let f = gpu.functions
        f.cmdBindPipeline(commandBuffer, bindPoint, handle)
        if let set {
            var sets: [VkDescriptorSet?] = [set]
            f.cmdBindDescriptorSets(commandBuffer, bindPoint, layout, 0, 1, &sets, 0, nil)
        }
        var constants = constants
        withUnsafeBytes(of: &constants) { raw in
            if raw.count > 0 {
                f.cmdPushConstants(commandBuffer, layout, VK_SHADER_STAGE_ALL.rawValue, 0, UInt32(raw.count), raw.baseAddress)
            }
        }
    }
}

/// A SPIR-V shader module, alive only while pipelines are created from it.
struct ShaderModule: ~Copyable {
    let gpu: GPU
    let handle: VkShaderModule

    /// Creates the module (`vkCreateShaderModule`).
    init(gpu: GPU, code: [UInt32]) throws(RendererError) {
        var info = VkShaderModuleCreateInfo()
        info.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO
        info.codeSize = code.count * 4
        var module: VkShaderModule?
        let result = code.withUnsafeBufferPointer { words in
            info.pCode = words.baseAddress
            return gpu.functions.createShaderModule(gpu.handle, &info, nil, &module)
        }
        try check(result, "vkCreateShaderModule", .pipelines)
        guard let module else { throw .failed("vkCreateShaderModule", in: .pipelines) }
        self.gpu = gpu
        self.handle = module
    }

    deinit {
        gpu.functions.destroyShaderModule(gpu.handle, handle, nil)
    }
}
