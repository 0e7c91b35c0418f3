public import NativeScaleCore

/// Why a user's shader or scene file cannot be used: each is one line naming the file, and bad
/// input (exit 64).
public enum ContentError: Error, Equatable, ReportableError {
    /// The file cannot be read (``FileFault``); `expected` names what was wanted there.
    case unreadable(path: String, fault: FileFault, expected: String)
    /// The compiler rejected the shader: its first message (file, line and the compiler's own
    /// text) and how many more it had.
    case compileFailed(path: String, message: String, moreErrors: Int)
    /// The shader defines no `mainImage(out vec4, in vec2)`.
    case noMainImage(path: String)
    /// Motion vectors asked of a shader that defines no `mainMotion(in vec2)`.
    case noMainMotion(path: String)
    /// The scene file is not one the loader can read.
    case invalidScene(path: String, reason: String)
    /// The scene holds no triangle meshes.
    case noMeshes(path: String)
    /// A `shader` workload with no file named.
    case noShaderNamed
    /// The file is not an image the decoder reads (PNG, JPEG, BMP, TGA, GIF, PSD, HDR, PNM).
    case notAnImage(path: String, reason: String)

    public var exitStatus: ExitStatus { .badInput }

    /// What each reader expects at its path, as its errors say it.
    public static let expectedImage = "a PNG or JPEG image"
    public static let expectedShader = "a fragment shader (GLSL text defining mainImage)"
    public static let expectedScene = "a glTF 2.0 file (.gltf or .glb)"

    public var description: String {
        switch self {
        case .unreadable(let path, let fault, let expected):
            fault.line(path: path, expected: expected)
        case .compileFailed(_, let message, let more):
            message + (more > 0 ? " (and \(more) more error\(more == 1 ? "" : "s"))" : "")
        case .noMainImage(let path):
            "\(path): no mainImage function; a shader defines void mainImage(out vec4 fragColor, in vec2 fragCoord), as on Shadertoy"
        case .noMainMotion(let path):
            MotionVectorRefusal.shaderDefinesNoMotion(path: path).description
        case .invalidScene(let path, let reason):
            "\(path): not a glTF 2.0 file nativescale can read (.gltf or .glb): \(reason)"
        case .noMeshes(let path):
            "\(path): the scene has no triangle meshes to draw"
        case .noShaderNamed:
            "shader:: cannot read the file: no shader file named; expected shader:PATH"
        case .notAnImage(let path, let reason):
            "\(path): not an image nativescale can read (\(reason)); expected a PNG or JPEG file"
        }
    }
}
