import ArgumentParser
import Foundation
import NativeScaleCore
import NativeScaleMeasurement
import NativeScaleReporting
import NativeScaleResults
import NativeScaleStatistics

/// `nativescale shaders`: the statistics of every pipeline nativescale runs, compiled for real
/// GPU instruction sets, with no GPU and no noise.
struct Shaders: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Compile every pipeline of a configuration for AMD GPU families (Mesa's RADV null device) and this machine's GPUs, and print their shader "
            + "statistics.",
        discussion: """
            Each RADV family compiles in a process of its own (RADV_FORCE_FAMILY is fixed per \
            process) with Mesa's ACO compiler, the compiler of the real GPU; the statistics are \
            those of VK_KHR_pipeline_executable_properties: registers, spills, instructions, code \
            size, occupancy (subgroups per SIMD), latency and inverse-throughput estimates. They are \
            identical from run to run: 'nativescale compare' gates on them exactly. A family whose \
            driver crashes on graphics pipelines (navi24, rembrandt, gfx1036 on Mesa 22.3) is \
            reported as compute-only.
            Examples:
              nativescale shaders --family navi21,gfx1100,polaris10
              nativescale shaders --filter all --format all --json shaders.json --ir asm/
              nativescale shaders --workload shader:examples/shaders/raymarch.frag \\
                  --family all
            Exit status: 0 on success; 64 for bad input (an unknown family, a bad flag or shader); \
            69 when Mesa's RADV is not installed or a family cannot render the target (d24s8 on AMD); \
            70 when --validation reported messages; 1 when a compile fails.
            """)

    @Option(
        help: ArgumentHelp(
            "RADV families, comma-separated, 'all', or 'none' (default: \(FamilyList.defaults.families.joined(separator: ","))).",
            valueName: "family,…"), transform: FamilyList.argument(flag: "--family"))
    var family: FamilyList = .defaults
    @OptionGroup var workloadOptions: WorkloadOptions<EveryFilterByDefault>
    @Option(
        help: ArgumentHelp(
            "Render formats, comma-separated, or all (\(PixelFormat.allCases.map(\.rawValue).joined(separator: ", "))).",
            valueName: "format,…"))
    var format: String = PixelFormat.rgba8.rawValue
    @Option(parsing: .unconditional, help: "MSAA samples per pixel of the scene pipelines: 1, 2, 4 or 8.")
    var samples: Int = 1
    @Option(help: "Depth buffer of the scene pipelines (default: d32f for the scene workloads, none for the others, as bench).")
    var depth: DepthFormat?
    @Flag(inversion: .prefixedNo, help: "Also compile on this machine's GPUs that report statistics.")
    var realDevices = true
    @OptionGroup var outputOptions: OutputOptions<ShaderStatisticsResult>
    @Option(help: "Write each pipeline's NIR, ACO IR and assembly into this folder (a subfolder per target).")
    var ir: String?
    @Flag(help: "Compile under the Khronos validation layer; any message fails the run (exit 70).")
    var validation = false
    @Flag(help: "Print the tables as Markdown.")
    var markdown = false
    @OptionGroup var quietOption: QuietOption
    var quiet: Bool { quietOption.quiet }
    @Flag(help: "Print the RADV families --family stands for, one a line, and compile nothing (a check of the list).")
    var listFamilies = false
    @Option(help: .hidden) var childRequest: String?
    @Option(help: .hidden) var childOutput: String?

    /// The render formats asked for.
    func formats() throws -> [PixelFormat] {
        if format.lowercased() == "all" { return PixelFormat.allCases }
        var formats: [PixelFormat] = []
        for name in format.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let value = PixelFormat(rawValue: name) else {
                throw ValidationError(
                    "--format '\(name)' is not a render format; expected \(PixelFormat.allCases.map(\.rawValue).joined(separator: ", ")) or all, "
                        + "comma-separated"
                )
            }
            if !formats.contains(value) { formats.append(value) }
        }
        return formats
    }

    func validate() throws {
        try workloadOptions.refuseTemporal(in: "shaders")
        if (childRequest == nil) != (childOutput == nil) { throw ValidationError("--child-request and --child-output go together") }
        _ = try formats()
        guard AttachmentConfiguration.sampleCounts.contains(samples) else {
            throw ValidationError("--samples \(samples) is not a sample count; expected 1, 2, 4 or 8")
        }
        if let ir {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ir, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ValidationError("--ir '\(ir)' is a file; expected a folder (it is created when missing)")
            }
        }
    }

    func run() throws {
        if let childRequest, let childOutput {
            try ShadersUseCase.runChild(requestPath: childRequest, outputPath: childOutput)
            return
        }
        if listFamilies {
            if !family.families.isEmpty { print(family.families.joined(separator: "\n")) }
            return
        }
        let session = ShadersUseCase(
            request: .init(
                workload: workloadOptions.configuration, filters: workloadOptions.filters,
                formats: try formats(), samples: samples, depth: depth ?? DepthFormat.default(for: workloadOptions.configuration.workload),
                families: family.families, realDevices: realDevices,
                representationsDirectory: ir, validation: validation, version: Version.current))
        let result = try session.run(executable: Self.executablePath, compiled: { if !quiet { StandardError.line($0.compiledLine) } })
        if result.targets.isEmpty {
            throw ValidationError("no target compiled: --family none, and no GPU here reports shader statistics; name a RADV family with --family")
        }
        try outputOptions.write(result)
        if !quiet { print(result.tables(markdown: markdown), terminator: "") }
    }

    /// This program, to run again as the compile child of each family.
    static var executablePath: String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}
