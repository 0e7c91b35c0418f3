import Foundation
import NativeScaleContent
import NativeScaleCore
import NativeScaleImages
import Testing

/// The user's files: each bad shader or scene is one line naming the file, exit 64.
@Suite("User shaders and scene files: compile and load errors")
struct ContentErrorTests {
    static func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nativescale-\(UUID().uuidString)-\(name)").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("A shader that compiles gives SPIR-V")
    func compiles() throws {
        let shader = try ShadertoyShader(source: "void mainImage(out vec4 c, in vec2 p) { c = vec4(p / iResolution.xy, sin(iTime), 1.0); }", path: "ok.frag")
        #expect(shader.spirv.first == 0x0723_0203)
    }

    @Test("A compile error names the file, the line and the compiler's text")
    func compileError() throws {
        let path = try Self.temporaryFile("bad.frag", "// a comment\nvoid mainImage(out vec4 c, in vec2 p) {\n    c = vec4(undefinedThing, 1.0);\n}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ContentError.self) { try ShadertoyShader(path: path) }
        do {
            _ = try ShadertoyShader(path: path)
        } catch {
            #expect(error.description.hasPrefix("\(path):3: error:"), "\(error.description)")
            #expect(error.description.contains("undefinedThing"))
            #expect(!error.description.contains("\n"))
            #expect(error.exitStatus == .badInput)
        }
    }

    @Test("A missing shader file is one line naming it")
    func missingFile() {
        #expect(throws: ContentError.unreadable(path: "/nonexistent/x.frag", fault: .missing, expected: ContentError.expectedShader)) {
            try ShadertoyShader(path: "/nonexistent/x.frag")
        }
    }

    @Test(
        "A shader without mainImage, or with it only in a comment, is refused",
        arguments: [
            "void main() { }", "// void mainImage(out vec4 c, in vec2 p) {}\nvoid main() {}", "/* mainImage( */ void main() {}",
        ])
    func noMainImage(_ source: String) {
        #expect(throws: ContentError.noMainImage(path: "x.frag")) { try ShadertoyShader(source: source, path: "x.frag") }
    }

    @Test("mainImage with the wrong signature says so")
    func wrongSignature() {
        do {
            _ = try ShadertoyShader(source: "void mainImage(out vec3 c, in vec2 p) { c = vec3(1.0); }", path: "sig.frag")
            Issue.record("compiled")
        } catch {
            #expect(error.description.contains("mainImage does not have the signature"), "\(error.description)")
        }
    }

    @Test("A file that is not glTF, a missing file and a wrong extension are refused")
    func badScenes() throws {
        let garbage = try Self.temporaryFile("bad.glb", "this is not a glTF file")
        defer { try? FileManager.default.removeItem(atPath: garbage) }
        do {
            _ = try GLTFScene.load(path: garbage)
            Issue.record("loaded")
        } catch {
            guard case .invalidScene = error else {
                Issue.record("\(error)")
                return
            }
            #expect(error.description.hasPrefix("\(garbage): not a glTF 2.0 file"))
        }
        #expect(throws: ContentError.unreadable(path: "/nonexistent/s.gltf", fault: .missing, expected: ContentError.expectedScene)) {
            try GLTFScene.load(path: "/nonexistent/s.gltf")
        }
        do {
            _ = try GLTFScene.load(path: "/tmp/scene.obj")
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("expected .gltf or .glb"))
        }
    }

    @Test("A glTF file without meshes is refused")
    func noMeshes() throws {
        let path = try Self.temporaryFile("empty.gltf", #"{"asset": {"version": "2.0"}, "scene": 0, "scenes": [{"nodes": [0]}], "nodes": [{"name": "empty"}]}"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try GLTFScene.load(path: path)
            Issue.record("loaded")
        } catch {
            // assimp refuses a scene without meshes itself, or loads it and nativescale does.
            #expect(error == .noMeshes(path: path) || error.description.hasPrefix("\(path): not a glTF 2.0 file"), "\(error)")
        }
    }
}
