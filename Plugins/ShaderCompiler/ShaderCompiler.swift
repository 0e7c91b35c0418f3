import Foundation
import PackagePlugin

/// Compiles the GLSL in the package's top-level `shaders/` folder into a generated Swift file of
/// SPIR-V words for the target that uses this plugin. Rebuilt whenever a shader changes.
@main
struct ShaderCompiler: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "shaders")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["vert", "frag", "comp", "glsl"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "ShaderLibrary.swift")
        return [
            .buildCommand(
                displayName: "Compiling \(files.count) shaders with glslc",
                executable: try context.tool(named: "ShaderEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
