import ArgumentParser
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// The filters a command measures when `--filter` is not given, named in its help.
protocol DefaultFilters {
    static var filters: [ResampleFilter] { get }
}

/// `bench`, `view` and `dynres bench`: the bilinear resample, what a GPU's sampler does.
enum BilinearByDefault: DefaultFilters {
    static var filters: [ResampleFilter] { [.bilinear] }
}

/// `sweep` and `shaders`: every classic kernel (the upscalers, `easu` and `fsr1`, by `--filter`
/// or `all`).
enum EveryFilterByDefault: DefaultFilters {
    static var filters: [ResampleFilter] { ResampleFilter.kernels }
}

/// The workload and the resample filters, shared by `bench`, `sweep`, `view`, `shaders` and
/// `dynres bench`; `Defaults` are the command's filters when none is given (its help says which).
struct WorkloadOptions<Defaults: DefaultFilters>: ParsableArguments {
    @Option(help: "Workload: fill, ui, textured, scene (geometry with depth; --scene for a glTF file), or shader:PATH (a Shadertoy-style fragment shader).")
    var workload: WorkloadChoice?
    @Option(parsing: .unconditional, help: "ALU iterations per fragment for fill (0 to 1000000).")
    var shaderCost: Int = 96
    @Option(parsing: .unconditional, help: "Alpha-blended quads for ui (0 to 10000).")
    var layers: Int = 24
    @Option(parsing: .unconditional, help: "Texture fetches per fragment for textured (1 to 256).")
    var fetches: Int = 8
    @Option(help: "A glTF 2.0 file (.gltf or .glb) for the scene workload, drawn with a camera fitted to its bounds (implies --workload scene).")
    var scene: String?
    @Option(parsing: .unconditional, help: "Draw calls of the procedural scene (1 to 4096).")
    var draws: Int = 16
    @Option(parsing: .unconditional, help: "Instances per draw call of the procedural scene (1 to 4096).")
    var instances: Int = 16
    @Option(parsing: .unconditional, help: "Triangles per mesh of the procedural scene, at least (8 to 1000000).")
    var triangles: Int = 2048
    @Option(
        name: .customLong("filter"),
        help: ArgumentHelp(
            "Resample filter, or all of the spatial ones (repeatable; default: "
                + (Defaults.filters == ResampleFilter.spatial ? "all" : Defaults.filters.map(\.rawValue).joined(separator: ", "))
                + "; the temporal \(ResampleFilter.temporal.map(\.rawValue).joined(separator: ", ")) takes the scene's motion vectors and depth)."))
    var filterChoices: [FilterChoice] = []

    func validate() throws {
        guard (0...1_000_000).contains(shaderCost) else { throw ValidationError("--shader-cost \(shaderCost) is out of range; expected 0 to 1000000") }
        guard (0...10_000).contains(layers) else { throw ValidationError("--layers \(layers) is out of range; expected 0 to 10000") }
        guard (1...256).contains(fetches) else { throw ValidationError("--fetches \(fetches) is out of range; expected 1 to 256") }
        guard WorkloadConfiguration.drawRange.contains(draws) else { throw ValidationError("--draws \(draws) is out of range; expected 1 to 4096") }
        guard WorkloadConfiguration.instanceRange.contains(instances) else {
            throw ValidationError("--instances \(instances) is out of range; expected 1 to 4096")
        }
        guard WorkloadConfiguration.triangleRange.contains(triangles) else {
            throw ValidationError("--triangles \(triangles) is out of range; expected 8 to 1000000")
        }
        if let workload, workload.workload == .shader, workload.shaderPath?.isEmpty ?? true {
            throw ValidationError("--workload shader needs a file: --workload shader:PATH (a fragment shader defining mainImage)")
        }
        if let scene, let workload, workload.workload != .scene {
            throw ValidationError("--scene \(scene) draws the scene workload, not \(workload.workload.rawValue); drop --workload or use --workload scene")
        }
    }

    /// The workload configuration asked for.
    var configuration: WorkloadConfiguration {
        WorkloadConfiguration(
            workload: workload?.workload ?? (scene == nil ? .fill : .scene), shaderCost: shaderCost, layers: layers,
            fetches: fetches, shaderPath: workload?.shaderPath, scenePath: scene, draws: draws, instances: instances,
            triangles: triangles)
    }

    /// The filters asked for, in order, without repeats; the command's defaults when none was given.
    var filters: [ResampleFilter] {
        guard !filterChoices.isEmpty else { return Defaults.filters }
        return filterChoices.flatMap(\.filters).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Refuses a temporal upscaler for `command`, which keeps no history, jitter or warm-up frames
    /// for it (only `bench` does).
    func refuseTemporal(in command: String) throws {
        guard let filter = filters.first(where: \.isTemporal) else { return }
        throw ValidationError(
            "\(command) does not run the temporal upscaler \(filter.rawValue) (its history, jitter and warm-up frames are kept by bench alone); "
                + "bench --workload scene --filter \(filter.rawValue) measures it, and --filter with a spatial filter works here")
    }
}

/// The render target drawn into by `bench`, `sweep` and `view`, with the names and values `sizes` uses.
struct RenderTargetOptions: ParsableArguments {
    @Option(help: "Colour format of the drawable and the native image.")
    var format: PixelFormat = .rgba8
    @Option(parsing: .unconditional, help: "MSAA samples per pixel: 1, 2, 4 or 8 (resolved before the resample).")
    var samples: Int = 1
    @Option(help: "Depth buffer (default: d32f for the scene workloads, --workload scene and --scene; none for the others, which draw no depth).")
    var depth: DepthFormat?

    func validate() throws {
        guard AttachmentConfiguration.sampleCounts.contains(samples) else {
            throw ValidationError("--samples \(samples) is not a sample count; expected 1, 2, 4 or 8")
        }
    }

    /// The target for `workload`: a scene gets a depth buffer unless `--depth` says otherwise.
    func configuration(for workload: WorkloadConfiguration) -> AttachmentConfiguration {
        AttachmentConfiguration(colorFormat: format, depthFormat: depth ?? DepthFormat.default(for: workload.workload), sampleCount: samples)
    }
}
