public import NativeScaleResults

extension ComparisonGate {
    /// The gates in `format`: one gate as its comparison (the timing's or the shader
    /// statistics'), both in a ``GateReport``; a bench set's gates one per display, headed by the
    /// display in text and Markdown.
    public static func report(_ gates: [ComparisonGate], as format: GateFormat) throws -> String {
        guard format == .json else {
            return gates.enumerated().map { index, gate in
                let tables = [gate.timing?.table(markdown: format == .markdown), gate.statistics?.table(markdown: format == .markdown)]
                    .compactMap { $0 }.joined(separator: "\n")
                guard let display = gate.display else { return tables }
                let heading = "\(display) (\(index + 1) of \(gates.count))"
                return (format == .markdown ? "### \(heading)\n\n" : "== \(heading)\n") + tables
            }.joined(separator: "\n")
        }
        if gates.contains(where: { $0.display != nil }) { return try JSONText.encode(gates.map(GateReport.init)) }
        return switch (gates.first?.timing, gates.first?.statistics) {
        case (let comparison?, nil): try JSONText.encode(comparison)
        case (nil, let statistics?): try JSONText.encode(statistics)
        default: try JSONText.encode(GateReport(gates.first ?? ComparisonGate(display: nil, timing: nil, statistics: nil)))
        }
    }
}

/// The JSON of a gate: the timing comparison and the shader statistics' comparison, each when
/// present; over bench sets, one per display.
struct GateReport: Encodable {
    let display: String?
    let timing: ResultComparison?
    let shaderStatistics: ShaderStatisticsComparison?

    init(_ gate: ComparisonGate) {
        display = gate.display
        timing = gate.timing
        shaderStatistics = gate.statistics
    }
}
