import Foundation
import NativeScaleResults
import NativeScaleStatistics
import NativeScaleTestSupport
import Testing

/// `nativescale shaders` on Mesa's RADV null-hardware device: real ACO statistics with no GPU.
@Suite("Shader statistics: nativescale shaders, its gate, history and exports", .serialized)
struct ShadersCommandTests {
    /// Runs `shaders` with `arguments` and reads the result written to `--json`.
    func shaders(_ arguments: [String], in folder: TemporaryFolder, name: String) throws -> ShaderStatisticsResult {
        let path = folder.path(name)
        let run = try CommandRunner.run(["shaders", "--no-real-devices", "--quiet", "--json", path] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        return try ShaderStatisticsResult.read(from: path)
    }

    /// A Shadertoy shader whose blur loop runs `taps` times each side.
    func writeKernel(_ path: String, taps: Int) throws {
        try """
        void mainImage(out vec4 fragColor, in vec2 fragCoord) {
            vec2 uv = fragCoord / iResolution.xy;
            vec3 sum = vec3(0.0);
            for (int i = -\(taps); i <= \(taps); i++) {
                sum += exp(-float(i * i) / 18.0) * texture(iChannel0, uv + vec2(float(i) / iResolution.x, 0.0)).rgb;
            }
            fragColor = vec4(sum / float(\(2 * taps + 1)), 1.0);
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test("The bilinear kernel's statistics on navi21 are present and identical across two runs")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        let first = try shaders(["--family", "navi21", "--filter", "bilinear", "--validation"], in: folder, name: "a.json")
        let second = try shaders(["--family", "navi21", "--filter", "bilinear"], in: folder, name: "b.json")
        #expect(first.targets == second.targets)
        let target = try #require(first.targets.first)
        #expect(target.key == "navi21")
        #expect(target.device == "Null hardware (RADV NAVI21)")
        #expect(target.driverInfo.hasPrefix("Mesa "))
        let kernel = try #require(target.pipelines.first { $0.key == "resample/bilinear@rgba8" }?.executables.first)
        #expect(kernel.stage == "compute")
        for name in ["VGPRs", "SGPRs", "Instructions", "Inverse Throughput", "Subgroups per SIMD", "Code size"] {
            let value = try #require(kernel.statistic(name), "no \(name)")
            #expect(value.value.number > 0, "\(name) is \(value.value.text)")
        }
        #expect(kernel.statistic("Spilled VGPRs")?.value.number == 0)
        // The fill workload's graphics pipeline: a vertex and a fragment executable.
        #expect(target.pipelines.first { $0.key == "fill@rgba8" }?.executables.map(\.stage) == ["vertex", "fragment"])
    }

    @Test("A heavier shader has more instructions and the gate exits 3; the same build exits 0; history check exits 3")
    func gate() throws {
        let folder = try TemporaryFolder()
        let kernel = folder.path("kernel.frag")
        try writeKernel(kernel, taps: 4)
        let arguments = ["--family", "navi21,polaris10", "--workload", "shader:\(kernel)", "--filter", "bilinear"]
        let base = try shaders(arguments, in: folder, name: "base.json")
        _ = try shaders(arguments, in: folder, name: "same.json")
        try writeKernel(kernel, taps: 12)
        let head = try shaders(arguments, in: folder, name: "head.json")
        func instructions(_ result: ShaderStatisticsResult) -> Double? {
            result.targets.first?.pipelines.first { $0.name == "user-shader" }?.executables.first { $0.stage == "fragment" }?
                .statistic("Instructions")?.value.number
        }
        let before = try #require(instructions(base))
        let after = try #require(instructions(head))
        #expect(after > before * 1.5)

        let same = try CommandRunner.run(["compare", folder.path("base.json"), folder.path("same.json")])
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.standardOutput.contains("shader statistics: identical"))
        let heavier = try CommandRunner.run(["compare", folder.path("base.json"), folder.path("head.json")])
        #expect(heavier.status == 3, "\(heavier.standardError)")
        #expect(heavier.standardOutput.contains("regression: Instructions up"))

        let database = folder.path("history.sqlite")
        for (file, sha, date) in [("base.json", "1111111", "2026-01-01T00:00:00Z"), ("head.json", "2222222", "2026-01-02T00:00:00Z")] {
            let record = try CommandRunner.run(["history", "record", "--db", database, folder.path(file), "--commit", sha, "--commit-date", date])
            #expect(record.status == 0, "\(record.standardError)")
            #expect(record.standardOutput.contains("(navi21)"))
        }
        let check = try CommandRunner.run(["history", "check", "--db", database, "--metric", "shader/user-shader@rgba8/fragment/Instructions"])
        #expect(check.status == 3, "\(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.contains("exact: \(Int(before)) → \(Int(after))"))
    }

    @Test(
        "An unknown family is one line on stderr with the valid names, exit 64, no crash trace",
        arguments: [(["shaders", "--family", "navi31"], [String: String]()), (["gpus"], ["RADV_FORCE_FAMILY": "navi31"])])
    func unknownFamily(arguments: [String], environment: [String: String]) throws {
        let run = try CommandRunner.run(arguments, environment: environment)
        #expect(run.status == 64)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains("navi31"))
        #expect(run.standardError.contains("navi21") && run.standardError.contains("gfx1100"))
        #expect(!run.standardError.contains("crashed") && !run.standardError.contains("Backtrac"))
    }

    @Test("--list-families prints the families a list stands for and compiles nothing; a bad list is the same one line, exit 64 (the action's check)")
    func listFamilies() throws {
        let listed = try CommandRunner.run(["shaders", "--family", "Navi21, gfx1100,navi21", "--list-families"])
        #expect(listed.status == 0 && listed.standardOutput == "navi21\ngfx1100\n", "\(listed.standardOutput)\(listed.standardError)")
        let all = try CommandRunner.run(["shaders", "--family", "all", "--list-families"])
        #expect(all.standardOutput.split(separator: "\n").count == 41)
        let bad = try CommandRunner.run(["shaders", "--family", "navi99", "--list-families"])
        #expect(bad.status == 64 && bad.standardOutput.isEmpty && bad.standardError.contains("navi99"), "\(bad.standardError)")
    }

    @Test("A family that crashes on graphics pipelines is reported compute-only; the others complete")
    func computeOnlyFamily() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("r.json")
        let run = try CommandRunner.run(["shaders", "--no-real-devices", "--family", "navi24,navi21", "--filter", "bilinear", "--json", path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("navi24: Null hardware (RADV NAVI24), radv Mesa"))
        #expect(run.standardOutput.contains("compute-only"))
        let result = try ShaderStatisticsResult.read(from: path)
        let navi24 = try #require(result.targets.first { $0.key == "navi24" })
        #expect(navi24.status == .computeOnly)
        #expect(navi24.pipelines.map(\.key) == ["resample/bilinear@rgba8"])
        #expect(result.targets.first { $0.key == "navi21" }?.status == .complete)
        #expect(!run.standardError.contains("Backtrac"))
    }

    @Test("gpus shows Mesa's null device as compile-only")
    func gpusCompileOnly() throws {
        let run = try CommandRunner.run(["gpus"], environment: ["RADV_FORCE_FAMILY": "navi21"])
        #expect(run.status == 0, "\(run.standardError)")
        let line = try #require(run.standardOutput.split(separator: "\n").first { $0.contains("Null hardware (RADV NAVI21)") })
        #expect(line.contains("compile-only"))
    }

    @Test("--ir writes the assembly of each pipeline stage")
    func representations() throws {
        let folder = try TemporaryFolder()
        let run = try CommandRunner.run(["shaders", "--no-real-devices", "--quiet", "--family", "navi21", "--filter", "bilinear", "--ir", folder.path("ir")])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path("ir/navi21"))
        let assembly = try #require(files.first { $0.hasPrefix("resample-bilinear@rgba8.compute.") && $0.contains("assembly") })
        let text = try String(contentsOfFile: folder.path("ir/navi21/\(assembly)"), encoding: .utf8)
        #expect(text.contains("s_endpgm"))
    }

    @Test("Exports carry the statistics: BMF measures, CSV rows; a shaders result against a bench result is refused")
    func exports() throws {
        let folder = try TemporaryFolder()
        _ = try shaders(["--family", "navi21", "--filter", "bilinear"], in: folder, name: "s.json")
        let bmf = try CommandRunner.run(["export", folder.path("s.json"), "--format", "bmf"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bmf.standardOutput.utf8)) as? [String: [String: [String: Double]]])
        let kernel = try #require(object["shaders/navi21/resample/bilinear@rgba8/compute"])
        #expect((kernel["instructions"]?["value"] ?? 0) > 0)
        #expect(kernel["instructions"]?["value"] == kernel["instructions"]?["upper_value"])
        let csv = try CommandRunner.run(["export", folder.path("s.json"), "--format", "csv"])
        #expect(csv.standardOutput.contains("shaders/navi21/resample/bilinear@rgba8/compute,vgprs,count,"))
        let mixed = try CommandRunner.run(["compare", folder.path("s.json"), Fixtures.benchVersion1])
        #expect(mixed.status == 64)
        #expect(mixed.standardError.contains("cannot compare a shaders result"))
    }
}

/// Bench results from a device that reports its own statistics (RADV, ANV, NVIDIA): none is on
/// this machine, so the statistics of a real navi21 compile are attached to synthetic results.
@Suite("Shader statistics carried by bench results", .serialized)
struct BenchShaderStatisticsTests {
    /// A bench result carrying `target`.
    func benchResult(carrying target: ShaderTarget, seed: UInt64, folder: TemporaryFolder, name: String) throws -> String {
        var result = try SyntheticResults.make(nativeMilliseconds: 20, seed: seed)
        result.shaderStatistics = target
        let path = folder.path(name)
        try SyntheticResults.write(result, to: path)
        return path
    }

    /// navi21's statistics of the default configuration, and a copy with `Instructions` of the
    /// bilinear kernel raised by `percent`.
    func targets(raisingBy percent: Double, folder: TemporaryFolder) throws -> (ShaderTarget, ShaderTarget) {
        let path = folder.path("navi21.json")
        let run = try CommandRunner.run(["shaders", "--no-real-devices", "--quiet", "--family", "navi21", "--filter", "bilinear", "--json", path])
        #expect(run.status == 0, "\(run.standardError)")
        let target = try #require(try ShaderStatisticsResult.read(from: path).targets.first)
        let raised = ShaderTarget(
            family: target.family, device: target.device, driver: target.driver, driverInfo: target.driverInfo,
            status: target.status, crashSignal: target.crashSignal,
            pipelines: target.pipelines.map { pipeline in
                ShaderPipeline(
                    name: pipeline.name, format: pipeline.format,
                    executables: pipeline.executables.map { executable in
                        ShaderExecutable(
                            stage: executable.stage, subgroupSize: executable.subgroupSize,
                            statistics: executable.statistics.map { statistic in
                                guard pipeline.name == "resample/bilinear", statistic.name == "Instructions", case .uint(let value) = statistic.value else {
                                    return statistic
                                }
                                return ShaderStatistic(
                                    name: statistic.name, description: statistic.description,
                                    value: .uint(UInt64((Double(value) * (1 + percent / 100)).rounded())))
                            })
                    })
            })
        return (target, raised)
    }

    @Test("compare gates on the carried statistics beside the timings; exports and the history keep them")
    func carried() throws {
        let folder = try TemporaryFolder()
        let (target, raised) = try targets(raisingBy: 20, folder: folder)
        let base = try benchResult(carrying: target, seed: 1, folder: folder, name: "base.json")
        let same = try benchResult(carrying: target, seed: 2, folder: folder, name: "same.json")
        let head = try benchResult(carrying: raised, seed: 3, folder: folder, name: "head.json")

        let unchanged = try CommandRunner.run(["compare", base, same])
        #expect(unchanged.status == 0, "\(unchanged.standardOutput)\(unchanged.standardError)")
        #expect(unchanged.standardOutput.contains("shader statistics: identical"))
        let regressed = try CommandRunner.run(["compare", base, head])
        #expect(regressed.status == 3)
        #expect(regressed.standardOutput.contains("resample/bilinear@rgba8 · compute  Instructions"))

        let bmf = try CommandRunner.run(["export", head, "--format", "bmf"])
        #expect(bmf.standardOutput.contains("\"iphone-8-plus/fill-96/shaders/navi21/resample/bilinear@rgba8/compute\""))

        let database = folder.path("history.sqlite")
        let record = try CommandRunner.run(["history", "record", "--db", database, base, "--commit", "1111111", "--commit-date", "2026-01-01T00:00:00Z"])
        #expect(record.status == 0, "\(record.standardError)")
        let show = try CommandRunner.run(["history", "show", "--db", database, "--metric", "shader/resample/bilinear@rgba8/compute/Instructions"])
        #expect(show.status == 0, "\(show.standardError)")
    }

    @Test("A bench result whose statistics repeat a stage is refused, one line, exit 64")
    func inconsistent() throws {
        let folder = try TemporaryFolder()
        let (target, _) = try targets(raisingBy: 0, folder: folder)
        let doubled = ShaderTarget(
            family: target.family, device: target.device, driver: target.driver, driverInfo: target.driverInfo,
            status: target.status, crashSignal: nil, pipelines: target.pipelines + target.pipelines)
        let path = try benchResult(carrying: doubled, seed: 1, folder: folder, name: "bad.json")
        let run = try CommandRunner.run(["compare", path, path])
        #expect(run.status == 64)
        #expect(run.standardError.contains("inconsistent shader statistics"))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }
}
