import ArgumentParser
import NativeScaleCore

/// The workload and the resample filters, shared by `bench` and `sweep`.
struct WorkloadOptions: ParsableArguments {
    @Option(help: "Workload: fill, ui or textured.")
    var workload: String = Workload.fill.rawValue
    @Option(parsing: .unconditional, help: "ALU iterations per fragment for fill (0 or more).")
    var shaderCost: Int = 96
    @Option(parsing: .unconditional, help: "Alpha-blended quads for ui (0 or more).")
    var layers: Int = 24
    @Option(parsing: .unconditional, help: "Texture fetches per fragment for textured (1 to 256).")
    var fetches: Int = 8
    @Option(name: .customLong("filter"), help: "Resample filter: blit, bilinear, area, catmull-rom, lanczos3, or all (repeatable).")
    var filterNames: [String] = []

    /// The workload configuration asked for.
    func configuration() throws -> WorkloadConfiguration {
        guard let kind = Workload(rawValue: workload.lowercased()) else {
            throw BadInput("unknown --workload '\(workload)'; expected one of \(Workload.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard (0...1_000_000).contains(shaderCost) else { throw BadInput("--shader-cost \(shaderCost) is out of range; expected 0 to 1000000") }
        guard (0...10_000).contains(layers) else { throw BadInput("--layers \(layers) is out of range; expected 0 to 10000") }
        guard (1...256).contains(fetches) else { throw BadInput("--fetches \(fetches) is out of range; expected 1 to 256") }
        return WorkloadConfiguration(workload: kind, shaderCost: shaderCost, layers: layers, fetches: fetches)
    }

    /// The filters asked for, in order, without repeats; `fallback` when none was given.
    func filters(default fallback: [ResampleFilter]) throws -> [ResampleFilter] {
        guard !filterNames.isEmpty else { return fallback }
        var filters: [ResampleFilter] = []
        for name in filterNames {
            if name.lowercased() == "all" {
                filters += ResampleFilter.allCases
            } else if let filter = ResampleFilter(rawValue: name.lowercased()) {
                filters.append(filter)
            } else {
                throw BadInput("unknown --filter '\(name)'; expected all or one of \(ResampleFilter.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return filters.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
