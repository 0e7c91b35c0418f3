import Foundation
import NativeScaleContent
public import NativeScaleCore
import NativeScaleHost
import NativeScaleRenderer
import NativeScaleRendering
public import NativeScaleResults
import NativeScaleStatistics

/// The use case behind `nativescale shaders`: compiles every pipeline nativescale runs for one
/// configuration on each requested RADV family (Mesa's null-hardware device, one child process
/// per family) and on every real device that reports statistics, and merges the statistics
/// into one ``ShaderStatisticsResult``.
///
/// A child that crashes compiling graphics pipelines (navi24, rembrandt, gfx1036 on Mesa 22.3)
/// leaves its compute statistics behind: the family is reported as compute-only and the run
/// goes on. An unknown family is refused before any process starts.
public struct ShadersUseCase {
    /// What to compile and where.
    public struct Request: Sendable {
        public let workload: WorkloadConfiguration
        public let filters: [ResampleFilter]
        public let formats: [PixelFormat]
        public let samples: Int
        public let depth: DepthFormat
        /// RADV families, each in a child process.
        public let families: [String]
        /// Also compile on this machine's real devices that report statistics.
        public let realDevices: Bool
        /// Write each pipeline's internal representations (NIR, ACO IR, assembly) under this folder.
        public let representationsDirectory: String?
        /// Compile under the Khronos validation layer; any message fails the run (exit 70).
        public let validation: Bool
        public let version: String

        public init(
            workload: WorkloadConfiguration, filters: [ResampleFilter], formats: [PixelFormat], samples: Int, depth: DepthFormat,
            families: [String], realDevices: Bool, representationsDirectory: String?, validation: Bool = false, version: String
        ) {
            self.workload = workload
            self.filters = filters
            self.formats = formats
            self.samples = samples
            self.depth = depth
            self.families = families
            self.realDevices = realDevices
            self.representationsDirectory = representationsDirectory
            self.validation = validation
            self.version = version
        }
    }

    let request: Request

    public init(request: Request) {
        self.request = request
    }

    /// Compiles on every target. `executable` is this program, run again as the child;
    /// `compiled` receives each target as it finishes.
    public func run(executable: String, compiled: (ShaderTarget) -> Void) throws -> ShaderStatisticsResult {
        if let unknown = request.families.first(where: { !RADVFamily.isKnown($0) }) {
            throw RendererError.device(.unknownFamily(unknown, valid: RADVFamily.names))
        }
        let scene: ShaderStatisticsRequest.Scene
        switch request.workload.workload {
        case .fill, .ui, .textured: scene = .builtIn(request.workload.workload)
        case .scene: scene = .mesh
        case .shader: scene = .userShader(try FrameLoader.userShader(for: request.workload))
        }
        let childRequest = ShaderStatisticsRequest(
            scene: scene, filters: request.filters, formats: request.formats, samples: request.samples,
            depth: request.depth, representationsDirectory: request.representationsDirectory,
            validation: request.validation)
        var targets: [ShaderTarget] = []
        if !request.families.isEmpty {
            let icd = try Self.radeonICD()
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-shaders-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let requestPath = scratch.appendingPathComponent("request.json").path
            try AtomicFile.write(try JSONText.encode(childRequest), to: requestPath)
            for family in request.families {
                let target = try compile(family: family, requestPath: requestPath, scratch: scratch, icd: icd, executable: executable)
                compiled(target)
                targets.append(target)
            }
        }
        if request.realDevices {
            for target in try Self.compileOnRealDevices(childRequest) {
                compiled(target)
                targets.append(target)
            }
        }
        let configuration = ShaderStatisticsResult.Configuration(
            workload: request.workload, filters: request.filters, formats: request.formats,
            samples: request.samples, depth: request.depth)
        return ShaderStatisticsResult(configuration: configuration, targets: targets, version: request.version, gitCommit: Git.headCommit())
    }

    /// Runs the child for `family` and reads what it wrote.
    private func compile(family: String, requestPath: String, scratch: URL, icd: String, executable: String) throws -> ShaderTarget {
        let output = scratch.appendingPathComponent("\(family).json").path
        var environment = ProcessInfo.processInfo.environment
        environment["VK_ICD_FILENAMES"] = icd
        environment["VK_DRIVER_FILES"] = icd
        environment[RADVFamily.environmentVariable] = family
        environment["MESA_SHADER_CACHE_DISABLE"] = "true"
        environment["XDG_RUNTIME_DIR"] = environment["XDG_RUNTIME_DIR"] ?? NSTemporaryDirectory()
        // A driver crash is an expected outcome here: no backtrace, no core file.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for layers in ["VK_INSTANCE_LAYERS", "VK_LOADER_LAYERS_ENABLE"] { environment[layers] = nil }
        let child = try Subprocess.run(executable, ["shaders", "--child-request", requestPath, "--child-output", output], environment: environment)
        let stderr = child.standardError
        let lastLine = child.lastErrorLine
        let written = FileManager.default.fileExists(atPath: output) ? try Self.readTarget(output) : nil
        if !child.signalled {
            if child.status == 0, let written { return written }
            // The child's own one-line error, without its "nativescale: error: " prefix.
            let message = lastLine.replacingOccurrences(of: "nativescale: error: ", with: "")
            throw ShaderStatisticsError.childFailed(family: family, status: child.status, detail: message)
        }
        let signal = child.status
        if stderr.contains("Unknown family") { throw RendererError.device(.unknownFamily(family, valid: RADVFamily.names)) }
        if let written, written.status == .computeOnly {
            return written.with(status: .computeOnly, crashSignal: signal)
        }
        throw ShaderStatisticsError.childCrashed(family: family, signal: signal, detail: lastLine)
    }

    static func readTarget(_ path: String) throws -> ShaderTarget {
        guard let data = FileManager.default.contents(atPath: path) else { throw ShaderStatisticsError.childOutput(path: path) }
        do { return try JSONDecoder().decode(ShaderTarget.self, from: data) } catch { throw ShaderStatisticsError.childOutput(path: path) }
    }

    /// Mesa's RADV ICD manifest, which the children load alone.
    static func radeonICD() throws -> String {
        let folders = ["/usr/share/vulkan/icd.d", "/usr/local/share/vulkan/icd.d", "/etc/vulkan/icd.d"]
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            #if arch(x86_64)
                let preferred = names.filter { $0.hasPrefix("radeon_icd") && $0.contains("x86_64") }
            #else
                let preferred = names.filter { $0.hasPrefix("radeon_icd") && !$0.contains("x86_64") && !$0.contains("i686") }
            #endif
            if let name = (preferred.isEmpty ? names.filter { $0.hasPrefix("radeon_icd") } : preferred).sorted().first {
                return "\(folder)/\(name)"
            }
        }
        throw ShaderStatisticsError.radvMissing
    }

    /// The child's side: compiles `request` on the one device its environment shows (Mesa's
    /// null-hardware device of `RADV_FORCE_FAMILY`), compute pipelines first, writing the target
    /// after each half, so that a driver crash on graphics pipelines leaves the compute half.
    public static func runChild(requestPath: String, outputPath: String) throws {
        guard let data = FileManager.default.contents(atPath: requestPath),
            let request = try? JSONDecoder().decode(ShaderStatisticsRequest.self, from: data)
        else {
            throw ShaderStatisticsError.childOutput(path: requestPath)
        }
        let family = ProcessInfo.processInfo.environment[RADVFamily.environmentVariable]
        let instance = try Instance(validation: request.validation)
        let devices = try instance.devices()
        guard let device = devices.first(where: { $0.reportsShaderStatistics == true && (family == nil || $0.isCompileOnly) }) else {
            throw ShaderStatisticsError.noStatisticsDevice(devices.map(\.name))
        }
        let gpu = try GPU(compilingOn: instance, index: device.index)
        let compute = try gpu.compileStatistics(request.selection(graphics: false, compute: true))
        let computeTarget = ShaderTarget(device: device, family: family, status: .computeOnly, crashSignal: nil, compiled: compute)
        if let folder = request.representationsDirectory { try writeRepresentations(compute, of: computeTarget, into: folder) }
        try AtomicFile.write(try JSONText.encode(computeTarget), to: outputPath)
        let graphics = try gpu.compileStatistics(request.selection(graphics: true, compute: false))
        let complete = ShaderTarget(device: device, family: family, status: .complete, crashSignal: nil, compiled: graphics + compute)
        if let folder = request.representationsDirectory { try writeRepresentations(graphics, of: complete, into: folder) }
        try DeviceRequest.checkValidation(of: instance, log: logLine)
        try AtomicFile.write(try JSONText.encode(complete), to: outputPath)
    }

    /// Writes one line to standard error (validation messages of a compile).
    static func logLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Compiles `request` on each real device (one that can run work) that reports statistics.
    static func compileOnRealDevices(_ request: ShaderStatisticsRequest) throws -> [ShaderTarget] {
        guard let instance = try? Instance(validation: request.validation), let devices = try? instance.devices() else { return [] }
        var targets: [ShaderTarget] = []
        for device in devices where device.reportsShaderStatistics == true && device.cannotRunWork != true {
            let gpu = try GPU(compilingOn: instance, index: device.index)
            let compiled = try gpu.compileStatistics(request.selection(graphics: true, compute: true))
            let target = ShaderTarget(device: device, family: nil, status: .complete, crashSignal: nil, compiled: compiled)
            if let folder = request.representationsDirectory { try writeRepresentations(compiled, of: target, into: folder) }
            targets.append(target)
        }
        try DeviceRequest.checkValidation(of: instance, log: logLine)
        return targets
    }

    /// Writes `FOLDER/TARGET/PIPELINE@FORMAT.STAGE.REPRESENTATION.txt` for every text representation.
    static func writeRepresentations(_ compiled: [PipelineStatistics], of target: ShaderTarget, into folder: String) throws {
        let base = URL(fileURLWithPath: folder).appendingPathComponent(slug(target.key))
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for pipeline in compiled {
            let key = pipeline.format.map { "\(pipeline.pipeline)@\($0.rawValue)" } ?? pipeline.pipeline
            for executable in pipeline.executables {
                for representation in executable.representations {
                    let name = "\(slug(key)).\(executable.stage).\(slug(representation.name)).txt"
                    try AtomicFile.write(
                        representation.text.hasSuffix("\n") ? representation.text : representation.text + "\n",
                        to: base.appendingPathComponent(name).path)
                }
            }
        }
    }

    /// A file-name-safe form: letters, digits, `-`, `_`, `@`; anything else becomes `-`.
    static func slug(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber || "-_@".contains($0) ? $0 : "-" })
    }
}
