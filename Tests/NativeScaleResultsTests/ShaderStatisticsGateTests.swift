import NativeScaleCore
import NativeScaleResults
import NativeScaleStatistics
import Testing

/// The exact gate on shader statistics, with RADV's statistic names and navi21 figures of
/// nativescale's own kernels (Mesa 22.3.6: resample/bilinear@rgba8 has 78 instructions,
/// inverse throughput 89, 24 VGPRs, 32 subgroups per SIMD).
@Suite("Shader statistics gate")
struct ShaderStatisticsGateTests {
    static func target(_ statistics: [(String, ShaderStatistic.Value)], driverInfo: String = "Mesa 22.3.6") -> ShaderTarget {
        ShaderTarget(
            family: "navi21", device: "Null hardware (RADV NAVI21)", driver: "radv", driverInfo: driverInfo, status: .complete, crashSignal: nil,
            pipelines: [
                ShaderPipeline(
                    name: "resample/bilinear", format: .rgba8,
                    executables: [
                        ShaderExecutable(
                            stage: "compute", subgroupSize: 64,
                            statistics: statistics.map { ShaderStatistic(name: $0.0, description: "", value: $0.1) })
                    ])
            ])
    }

    static let base: [(String, ShaderStatistic.Value)] = [
        ("Driver pipeline hash", .uint(8_794_207_867_125_343_003)), ("SGPRs", .uint(128)), ("VGPRs", .uint(24)),
        ("Spilled SGPRs", .uint(0)), ("Spilled VGPRs", .uint(0)), ("Scratch size", .uint(0)), ("Subgroups per SIMD", .uint(32)),
        ("Instructions", .uint(78)), ("Inverse Throughput", .uint(89)), ("Latency", .uint(754)),
    ]

    /// A base with one statistic replaced.
    static func head(_ name: String, _ value: ShaderStatistic.Value) -> [(String, ShaderStatistic.Value)] {
        base.map { $0.0 == name ? (name, value) : $0 }
    }

    @Test(
        "Each rule: cost up beyond 2 %, occupancy down, a new spill, more scratch regress; others are listed",
        arguments: [
            ("Instructions", ShaderStatistic.Value.uint(79), ShaderStatisticsComparison.ChangeKind.changed),  // +1.3 %: within 2 %
            ("Instructions", .uint(80), .regression),  // +2.6 %
            ("Instructions", .uint(70), .improvement),
            ("Inverse Throughput", .uint(97), .regression),
            ("Subgroups per SIMD", .uint(16), .regression),
            ("Subgroups per SIMD", .uint(40), .improvement),
            ("Spilled VGPRs", .uint(4), .regression),
            ("Scratch size", .uint(1024), .regression),
            ("VGPRs", .uint(32), .changed),
            ("Latency", .uint(900), .changed),
            ("Driver pipeline hash", .uint(9_006_359_999_310_996_405), .changed),
        ])
    func rules(statistic: String, value: ShaderStatistic.Value, verdict: ShaderStatisticsComparison.ChangeKind) throws {
        let comparison = try ShaderStatisticsComparison(
            base: [Self.target(Self.base)], head: [Self.target(Self.head(statistic, value))],
            thresholdPercent: 2, allowMismatch: false)
        #expect(comparison.changes.count == 1)
        let change = try #require(comparison.changes.first)
        #expect(change.statistic == statistic)
        #expect(change.verdict == verdict)
        #expect(comparison.regressions.isEmpty == (verdict != .regression))
        if statistic.contains("hash") { #expect(change.percent == nil) }
    }

    @Test("Identical statistics: nothing listed, everything compared")
    func identical() throws {
        let comparison = try ShaderStatisticsComparison(
            base: [Self.target(Self.base)], head: [Self.target(Self.base)],
            thresholdPercent: 2, allowMismatch: false)
        #expect(comparison.changes.isEmpty)
        #expect(comparison.compared == Self.base.count)
    }

    @Test("Another Mesa version is a mismatch, refused unless allowed")
    func driverMismatch() throws {
        #expect(throws: ComparisonError.self) {
            try ShaderStatisticsComparison(
                base: [Self.target(Self.base)], head: [Self.target(Self.base, driverInfo: "Mesa 23.0.4")],
                thresholdPercent: 2, allowMismatch: false)
        }
        let allowed = try ShaderStatisticsComparison(
            base: [Self.target(Self.base)], head: [Self.target(Self.base, driverInfo: "Mesa 23.0.4")],
            thresholdPercent: 2, allowMismatch: true)
        #expect(allowed.compared == Self.base.count)
    }

    @Test("A statistic only one side has is listed as added or removed, not a regression")
    func addedAndRemoved() throws {
        let comparison = try ShaderStatisticsComparison(
            base: [Self.target(Self.base)], head: [Self.target(Self.base + [("LDS size", .uint(0))])],
            thresholdPercent: 2, allowMismatch: false)
        #expect(comparison.changes.map(\.verdict) == [.added])
        #expect(comparison.regressions.isEmpty)
    }
}
