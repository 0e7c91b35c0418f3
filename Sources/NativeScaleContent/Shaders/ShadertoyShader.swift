internal import CShaderc
import Foundation
import NativeScaleCore
public import NativeScaleImages

/// A fragment shader written against Shadertoy's interface, compiled to SPIR-V at run time with
/// shaderc (`shaderc_compile_into_spv`), for the `shader:PATH` workload.
///
/// The file defines `void mainImage(out vec4 fragColor, in vec2 fragCoord)` and may use:
/// - `iResolution` (vec3: the render target's width and height in pixels, and 1),
/// - `iTime`, `iTimeDelta` (seconds), `iFrame` (int): fixed for a round of frames, so the native
///   and scaled paths draw the same image, and advanced by 1/60 s between rounds,
/// - `iMouse` (vec4, always 0), `iDate` (vec4, fixed), `iSampleRate`,
/// - `iChannel0` (`sampler2D`: a 1024² RGBA8 noise texture, linear filtering, repeat;
///   `iChannel1`–`iChannel3` name the same texture), `iChannelResolution[4]`, `iChannelTime[4]`.
///
/// `fragCoord` has Shadertoy's origin, the bottom left, at pixel centres. The alpha written is
/// kept as 1, as Shadertoy shows it.
///
/// The file may also define `vec2 mainMotion(in vec2 fragCoord)`: where the pixel's content was
/// in the frame before minus where it is now, in pixels with Shadertoy's y up. With it, the
/// shader has motion vectors (``motionSPIRV``), as the scene workloads do; without, it has none.
public struct ShadertoyShader: Sendable {
    /// The file the shader came from.
    public let path: String
    /// The SPIR-V of the whole fragment stage (entry point `main`).
    public let spirv: [UInt32]
    /// The fragment stage that also writes `mainMotion` to a second attachment (location 1,
    /// render pixels with y down, as ``MotionVectors`` has them); nil when the file defines no
    /// `mainMotion`.
    public let motionSPIRV: [UInt32]?

    /// The push constants the preamble declares, in order: `iResolution` (vec3), `iTime`,
    /// `iTimeDelta`, `iFrame`, two pad floats, `iMouse`, `iDate`: 64 bytes.
    public static let pushConstantBytes = 64

    /// Everything the preamble declares before the user's code.
    static let preamble = """
        #version 450
        layout(push_constant) uniform ShadertoyInputs {
            vec3 iResolution;
            float iTime;
            float iTimeDelta;
            int iFrame;
            vec2 nativescalePad;
            vec4 iMouse;
            vec4 iDate;
        };
        layout(set = 0, binding = 0) uniform sampler2D iChannel0;
        #define iChannel1 iChannel0
        #define iChannel2 iChannel0
        #define iChannel3 iChannel0
        const vec3 iChannelResolution[4] = vec3[4](vec3(1024.0, 1024.0, 1.0), vec3(1024.0, 1024.0, 1.0),
                                                   vec3(1024.0, 1024.0, 1.0), vec3(1024.0, 1024.0, 1.0));
        #define iChannelTime float[4](iTime, iTime, iTime, iTime)
        const float iSampleRate = 44100.0;
        layout(location = 0) out vec4 nativescaleColor;

        """

    /// Calls the user's `mainImage` with Shadertoy's bottom-left origin.
    static let epilogue = """

        void main() {
            vec4 color = vec4(0.0, 0.0, 0.0, 1.0);
            mainImage(color, vec2(gl_FragCoord.x, iResolution.y - gl_FragCoord.y));
            nativescaleColor = vec4(color.rgb, 1.0);
        }
        """

    /// Calls `mainImage`, then `mainMotion`, writing its offset with y flipped to the motion attachment.
    static let motionEpilogue = """

        layout(location = 1) out vec2 nativescaleMotion;
        void main() {
            vec2 coordinate = vec2(gl_FragCoord.x, iResolution.y - gl_FragCoord.y);
            vec4 color = vec4(0.0, 0.0, 0.0, 1.0);
            mainImage(color, coordinate);
            nativescaleColor = vec4(color.rgb, 1.0);
            vec2 motion = mainMotion(coordinate);
            nativescaleMotion = vec2(motion.x, -motion.y);
        }
        """

    static let mainImageSignature = "mainImage does not have the signature void mainImage(out vec4, in vec2)"
    static let mainMotionSignature = "mainMotion does not have the signature vec2 mainMotion(in vec2)"

    /// Reads and compiles the shader at `path`.
    public init(path: String) throws(ContentError) {
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, fault: FileFault.of(path: path) ?? .notText, expected: ContentError.expectedShader)
        }
        try self.init(source: source, path: path)
    }

    /// Compiles `source`, naming it `path` in messages.
    public init(source: String, path: String) throws(ContentError) {
        guard Self.defines("mainImage", in: source) else { throw .noMainImage(path: path) }
        self.path = path
        spirv = try Self.compile(Self.preamble + "#line 1\n" + source + "\n#line 900000\n" + Self.epilogue, path: path)
        motionSPIRV =
            Self.defines("mainMotion", in: source)
            ? try Self.compile(Self.preamble + "#line 1\n" + source + "\n#line 900000\n" + Self.motionEpilogue, path: path, signature: Self.mainMotionSignature)
            : nil
    }

    /// Whether `source`, comments removed, has the function `name` (an identifier) followed by `(`.
    static func defines(_ name: String, in source: String) -> Bool {
        var code = ""
        var index = source.startIndex
        while index < source.endIndex {
            let rest = source[index...]
            if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? source.endIndex
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? source.endIndex
                code.append(" ")
            } else {
                code.append(source[index])
                index = source.index(after: index)
            }
        }
        guard let pattern = try? Regex("\\b\(name)\\s*\\(") else { return false }
        return code.contains(pattern)
    }

    /// Compiles a whole fragment shader with shaderc for Vulkan 1.1 (SPIR-V 1.3), optimised for
    /// performance as glslc `-O` does.
    static func compile(_ text: String, path: String, signature: String = mainImageSignature) throws(ContentError) -> [UInt32] {
        guard let compiler = shaderc_compiler_initialize() else {
            throw .compileFailed(path: path, message: "\(path): shaderc could not start a compiler", moreErrors: 0)
        }
        defer { shaderc_compiler_release(compiler) }
        guard let options = shaderc_compile_options_initialize() else {
            throw .compileFailed(path: path, message: "\(path): shaderc could not create its options", moreErrors: 0)
        }
        defer { shaderc_compile_options_release(options) }
        shaderc_compile_options_set_target_env(options, shaderc_target_env_vulkan, UInt32(shaderc_env_version_vulkan_1_1.rawValue))
        shaderc_compile_options_set_optimization_level(options, shaderc_optimization_level_performance)
        let utf8 = Array(text.utf8)
        let result = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                shaderc_compile_into_spv(compiler, chars.baseAddress, chars.count, shaderc_glsl_fragment_shader, path, "main", options)
            }
        }
        guard let result else { throw .compileFailed(path: path, message: "\(path): shaderc returned no result", moreErrors: 0) }
        defer { shaderc_result_release(result) }
        guard shaderc_result_get_compilation_status(result) == shaderc_compilation_status_success else {
            let text = shaderc_result_get_error_message(result).map { String(cString: $0) } ?? ""
            throw Self.failure(text, errors: Int(shaderc_result_get_num_errors(result)), path: path, signature: signature)
        }
        let length = shaderc_result_get_length(result)
        guard let bytes = shaderc_result_get_bytes(result), length % 4 == 0, length > 0 else {
            throw .compileFailed(path: path, message: "\(path): shaderc produced no SPIR-V", moreErrors: 0)
        }
        return (0..<(length / 4)).map { UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
    }

    /// The compiler's first error line (it starts with `path:line:`), and how many more errors
    /// it reported. An error in the epilogue (line 900000 on) means `mainImage` has the wrong
    /// signature (`signature` says which).
    static func failure(_ text: String, errors: Int, path: String, signature: String = mainImageSignature) -> ContentError {
        let lines = text.split(separator: "\n").map(String.init)
        guard let first = lines.first(where: { $0.contains("error") }) ?? lines.first else {
            return .compileFailed(path: path, message: "\(path): the compiler rejected the shader without a message", moreErrors: 0)
        }
        if first.hasPrefix("\(path):9000") {
            return .compileFailed(
                path: path,
                message: "\(path): \(signature): "
                    + (first.split(separator: ":", maxSplits: 3).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? first), moreErrors: 0)
        }
        return .compileFailed(path: path, message: first, moreErrors: max(0, errors - 1))
    }
}
