import NativeScaleCore
import NativeScaleReporting
import NativeScaleResults
import Testing

/// The table `compare` prints for two shader-statistics files (navi21 figures of
/// resample/bilinear@rgba8, Mesa 22.3.6).
@Suite("Shader statistics table")
struct ShaderStatisticsTableTests {
    static func target(instructions: UInt64) -> ShaderTarget {
        ShaderTarget(
            family: "navi21", device: "Null hardware (RADV NAVI21)", driver: "radv", driverInfo: "Mesa 22.3.6", status: .complete, crashSignal: nil,
            pipelines: [
                ShaderPipeline(
                    name: "resample/bilinear", format: .rgba8,
                    executables: [
                        ShaderExecutable(
                            stage: "compute", subgroupSize: 64,
                            statistics: [
                                ShaderStatistic(name: "Instructions", description: "", value: .uint(instructions)),
                                ShaderStatistic(name: "VGPRs", description: "", value: .uint(24)),
                            ])
                    ])
            ])
    }

    @Test("Identical statistics say so, naming no statistic")
    func identical() throws {
        let comparison = try ShaderStatisticsComparison(
            base: [Self.target(instructions: 78)], head: [Self.target(instructions: 78)],
            thresholdPercent: 2, allowMismatch: false)
        let table = comparison.table(markdown: false)
        #expect(table.contains("identical"))
        #expect(!table.contains("Instructions"))
    }

    @Test("A regression names the statistic, both values and the change")
    func regression() throws {
        let comparison = try ShaderStatisticsComparison(
            base: [Self.target(instructions: 78)], head: [Self.target(instructions: 80)],
            thresholdPercent: 2, allowMismatch: false)
        let table = comparison.table(markdown: false)
        #expect(table.contains("Instructions") && table.contains("78") && table.contains("80"))
        #expect(table.contains("regression"))
    }
}
