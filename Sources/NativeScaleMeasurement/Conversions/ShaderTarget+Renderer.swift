import NativeScaleRenderer
import NativeScaleRendering
import NativeScaleResults

// The renderer's shader statistics as the `nativescale.shaders` document writes them: the one
// place the two meet (`shaders` and `bench` both make targets from them).

extension ShaderTarget {
    /// The document of one target from the renderer's statistics of `device`.
    init(device: GPUDeviceInfo, family: String?, status: ShaderTarget.Status, crashSignal: Int32?, compiled: [PipelineStatistics]) {
        self.init(
            family: family?.lowercased(), device: device.name, driver: device.driverName, driverInfo: device.driverInfo, status: status,
            crashSignal: crashSignal, pipelines: compiled.map(ShaderPipeline.init))
    }
}

extension ShaderPipeline {
    /// The document form of the renderer's statistics (representations are written apart).
    init(_ statistics: PipelineStatistics) {
        self.init(
            name: statistics.pipeline, format: statistics.format,
            executables: statistics.executables.map { executable in
                ShaderExecutable(
                    stage: executable.stage, subgroupSize: executable.subgroupSize,
                    statistics: executable.statistics.map { statistic in
                        let value: ShaderStatistic.Value =
                            switch statistic.value {
                            case .bool(let value): .bool(value)
                            case .int(let value): .int(value)
                            case .uint(let value): .uint(value)
                            case .float(let value): .float(value)
                            }
                        return ShaderStatistic(name: statistic.name, description: statistic.description, value: value)
                    })
            })
    }
}
