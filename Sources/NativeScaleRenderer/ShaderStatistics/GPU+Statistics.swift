import NativeScaleCore
public import NativeScaleRendering

extension GPU {
    /// Compiles the pipelines `selection` names, exactly as a bench run creates them, with
    /// statistics capture, and reads each one's executables (``Pipeline/executables(representations:)``).
    ///
    /// Graphics pipelines (the scene stage, per render format) come before compute pipelines (each
    /// filter's passes, per storage format); a pass that stores the same format for two render
    /// formats, or the horizontal pass every format shares, is compiled once. Nothing is
    /// allocated or recorded, so this works on a compile-only device.
    public func compileStatistics(_ selection: PipelineSelection) throws(RendererError) -> [PipelineStatistics] {
        guard reportsShaderStatistics else {
            throw .device(.noShaderStatistics(device: info.name, extension: DevicePolicy.statisticsExtension))
        }
        var recipes: [PipelineRecipe] = []
        var seen: Set<String> = []
        func add(_ recipe: PipelineRecipe) {
            let key = "\(recipe.name)@\(recipe.format?.rawValue ?? "")"
            if seen.insert(key).inserted { recipes.append(recipe) }
        }
        for format in selection.formats {
            let target = AttachmentConfiguration(colorFormat: format, depthFormat: selection.depthFormat, sampleCount: selection.sampleCount)
            let blending = if case .builtIn(.ui) = selection.scene { true } else { false }
            let support = try TargetSupport(checking: target, filters: selection.filters, blending: blending, on: self)
            if selection.graphics {
                let pipelineTarget = Pipeline.Target(colorFormat: format.vulkan, samples: target.sampleCount, depthFormat: target.depthFormat.vulkan)
                PipelineRecipe.scene(selection.scene, target: pipelineTarget, format: format).forEach(add)
            }
            if selection.compute {
                for filter in selection.filters { PipelineRecipe.resample(filter, storing: support.storageFormat, on: info.kind).forEach(add) }
            }
        }
        // Graphics first, so a driver that crashes on graphics pipelines has already been probed
        // by the caller's compute-only pass.
        var results: [PipelineStatistics] = []
        for recipe in recipes {
            let pipeline = try Pipeline(gpu: self, recipe: recipe, capture: true)
            results.append(
                PipelineStatistics(
                    pipeline: recipe.name, format: recipe.format,
                    executables: try pipeline.executables(representations: selection.representations)))
        }
        return results
    }
}
