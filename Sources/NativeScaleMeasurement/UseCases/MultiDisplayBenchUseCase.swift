public import NativeScaleCore
public import NativeScaleExperiments
public import NativeScaleResults

/// The use case behind `nativescale bench` over several displays (`--device a,b,c`,
/// `--platform P`, `--shard I/N`): one bench per catalog display of the selection (or of the
/// shard's positions in it), each with the same workload, target, filters and stop rule, gathered
/// into one bench set.
public struct MultiDisplayBenchUseCase {
    /// The displays and the bench they share.
    public struct Request: Sendable {
        /// The catalog displays, each looked up once, in the order a single run takes them.
        public let selection: [CatalogEntry]
        /// The part of the selection this run measures; nil: all of it.
        public let shard: Shard?
        /// The orientation every display is measured in; nil: each entry's own.
        public let orientation: Orientation?
        /// The bench request every display shares; its plan and entry are replaced per display.
        public let template: BenchUseCase.Request

        public init(selection: [CatalogEntry], shard: Shard?, orientation: Orientation?, template: BenchUseCase.Request) {
            self.selection = selection
            self.shard = shard
            self.orientation = orientation
            self.template = template
        }
    }

    public let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Measures each display of the selection in turn; `started` gets each one's catalog id and its
    /// place (1-based) among the displays measured, before it starts.
    public func run(
        started: (String, Int, Int) -> Void = { _, _, _ in },
        progress: (BenchExperiment.Progress) -> Void = { _ in }, log: (String) -> Void = { _ in }
    ) throws -> BenchSet {
        let positions = request.shard?.positions(of: request.selection.count) ?? Array(request.selection.indices)
        if let shard = request.shard, positions.isEmpty { throw MergeError.emptyShard(shard: shard.description, total: request.selection.count, of: .displays) }
        var results: [BenchResult] = []
        for (count, position) in positions.enumerated() {
            let entry = request.selection[position]
            started(entry.id, count + 1, positions.count)
            var bench = request.template
            bench.plan = RenderTargetPlan(display: entry.display.oriented(request.orientation ?? entry.display.orientation), preset: bench.plan.preset)
            bench.entry = entry
            results.append(try BenchUseCase(request: bench).run(progress: progress, log: log).result)
        }
        return BenchSet(
            selection: request.selection.map(\.id), shard: request.shard.map { ShardDocument(shard: $0, total: request.selection.count) }, results: results)
    }
}
