import ArgumentParser
import NativeScaleCore

/// The workload and the resample filters, shared by `bench`, `sweep` and `view`.
struct WorkloadOptions: ParsableArguments {
    @Option(help: "Workload.")
    var workload: Workload = .fill
    @Option(parsing: .unconditional, help: "ALU iterations per fragment for fill (0 to 1000000).")
    var shaderCost: Int = 96
    @Option(parsing: .unconditional, help: "Alpha-blended quads for ui (0 to 10000).")
    var layers: Int = 24
    @Option(parsing: .unconditional, help: "Texture fetches per fragment for textured (1 to 256).")
    var fetches: Int = 8
    @Option(name: .customLong("filter"), help: "Resample filter, or all (repeatable).")
    var filterChoices: [FilterChoice] = []

    func validate() throws {
        guard (0...1_000_000).contains(shaderCost) else { throw ValidationError("--shader-cost \(shaderCost) is out of range; expected 0 to 1000000") }
        guard (0...10_000).contains(layers) else { throw ValidationError("--layers \(layers) is out of range; expected 0 to 10000") }
        guard (1...256).contains(fetches) else { throw ValidationError("--fetches \(fetches) is out of range; expected 1 to 256") }
    }

    /// The workload configuration asked for.
    var configuration: WorkloadConfiguration {
        WorkloadConfiguration(workload: workload, shaderCost: shaderCost, layers: layers, fetches: fetches)
    }

    /// The filters asked for, in order, without repeats; `fallback` when none was given.
    func filters(default fallback: [ResampleFilter]) -> [ResampleFilter] {
        guard !filterChoices.isEmpty else { return fallback }
        return filterChoices.flatMap(\.filters).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
