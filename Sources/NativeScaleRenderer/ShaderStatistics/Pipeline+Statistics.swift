internal import CVulkan
import NativeScaleRendering

extension Pipeline {
    /// The pipeline's executables with their statistics (`vkGetPipelineExecutablePropertiesKHR`,
    /// `vkGetPipelineExecutableStatisticsKHR`) and, with `representations`, their text
    /// representations (`vkGetPipelineExecutableInternalRepresentationsKHR`). The pipeline must
    /// have been created with capture flags (``init(gpu:recipe:capture:)``).
    func executables(representations: Bool) throws(RendererError) -> [PipelineStatistics.Executable] {
        guard let f = gpu.functions.statistics else {
            throw .device(.noShaderStatistics(device: gpu.info.name, extension: DevicePolicy.statisticsExtension))
        }
        let device = gpu.handle
        var info = VkPipelineInfoKHR()
        info.sType = VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR
        info.pipeline = handle
        var count: UInt32 = 0
        try check(f.getPipelineExecutableProperties(device, &info, &count, nil), "vkGetPipelineExecutablePropertiesKHR", .pipelines)
        var properties = [VkPipelineExecutablePropertiesKHR](repeating: VkPipelineExecutablePropertiesKHR(), count: Int(count))
        for index in properties.indices { properties[index].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR }
        try check(f.getPipelineExecutableProperties(device, &info, &count, &properties), "vkGetPipelineExecutablePropertiesKHR", .pipelines)
        var executables: [PipelineStatistics.Executable] = []
        for (index, property) in properties.prefix(Int(count)).enumerated() {
            var executable = VkPipelineExecutableInfoKHR()
            executable.sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR
            executable.pipeline = handle
            executable.executableIndex = UInt32(index)
            var statisticCount: UInt32 = 0
            try check(f.getPipelineExecutableStatistics(device, &executable, &statisticCount, nil), "vkGetPipelineExecutableStatisticsKHR", .pipelines)
            var statistics = [VkPipelineExecutableStatisticKHR](repeating: VkPipelineExecutableStatisticKHR(), count: Int(statisticCount))
            for slot in statistics.indices { statistics[slot].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR }
            try check(f.getPipelineExecutableStatistics(device, &executable, &statisticCount, &statistics), "vkGetPipelineExecutableStatisticsKHR", .pipelines)
            executables.append(
                PipelineStatistics.Executable(
                    stage: Self.stageName(property.stages), name: PhysicalDevice.string(property.name),
                    description: PhysicalDevice.string(property.description), subgroupSize: Int(property.subgroupSize),
                    statistics: statistics.prefix(Int(statisticCount)).map(Self.statistic),
                    representations: representations ? try Self.representations(of: &executable, device: device, functions: f) : []))
        }
        return executables
    }

    /// One statistic as a value of its declared format.
    private static func statistic(_ raw: VkPipelineExecutableStatisticKHR) -> PipelineStatistics.Statistic {
        let value: PipelineStatistics.Value =
            switch raw.format {
            case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: .bool(raw.value.b32 != 0)
            case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: .int(raw.value.i64)
            case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR: .float(raw.value.f64)
            default: .uint(raw.value.u64)
            }
        return PipelineStatistics.Statistic(name: PhysicalDevice.string(raw.name), description: PhysicalDevice.string(raw.description), value: value)
    }

    /// The text representations of one executable: count, then sizes, then the data.
    private static func representations(
        of executable: inout VkPipelineExecutableInfoKHR, device: VkDevice,
        functions f: StatisticsFunctions
    ) throws(RendererError) -> [PipelineStatistics.Representation] {
        let call = "vkGetPipelineExecutableInternalRepresentationsKHR"
        var count: UInt32 = 0
        try check(f.getPipelineExecutableInternalRepresentations(device, &executable, &count, nil), call, .pipelines)
        var items = [VkPipelineExecutableInternalRepresentationKHR](repeating: VkPipelineExecutableInternalRepresentationKHR(), count: Int(count))
        for index in items.indices { items[index].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR }
        try check(f.getPipelineExecutableInternalRepresentations(device, &executable, &count, &items), call, .pipelines)
        var buffers = items.map { [UInt8](repeating: 0, count: $0.dataSize) }
        let result: VkResult = withArena { arena in
            for index in items.indices {
                let storage = arena.array(buffers[index])
                items[index].pData = UnsafeMutableRawPointer(mutating: storage)
            }
            let result = f.getPipelineExecutableInternalRepresentations(device, &executable, &count, &items)
            for index in items.indices {
                let bytes = UnsafeRawBufferPointer(start: items[index].pData, count: items[index].dataSize)
                buffers[index] = Array(bytes)
            }
            return result
        }
        try check(result, call, .pipelines)
        return items.indices.compactMap { index in
            guard items[index].isText != 0 else { return nil }
            let bytes = buffers[index].prefix { $0 != 0 }
            return PipelineStatistics.Representation(
                name: PhysicalDevice.string(items[index].name),
                description: PhysicalDevice.string(items[index].description),
                text: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// `vertex`, `fragment`, `compute`, … for a stage mask; merged stages joined by `+`.
    static func stageName(_ stages: VkShaderStageFlags) -> String {
        let names: [(VkShaderStageFlagBits, String)] = [
            (VK_SHADER_STAGE_VERTEX_BIT, "vertex"), (VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, "tessellation-control"),
            (VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, "tessellation-evaluation"), (VK_SHADER_STAGE_GEOMETRY_BIT, "geometry"),
            (VK_SHADER_STAGE_FRAGMENT_BIT, "fragment"), (VK_SHADER_STAGE_COMPUTE_BIT, "compute"),
        ]
        let matched = names.filter { stages & $0.0.rawValue != 0 }.map(\.1)
        return matched.isEmpty ? "stages-0x\(String(stages, radix: 16))" : matched.joined(separator: "+")
    }
}
