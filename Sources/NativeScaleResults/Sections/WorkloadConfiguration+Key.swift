public import NativeScaleCore
import NativeScaleStatistics

extension WorkloadConfiguration {
    /// The workload and the knob that sizes it: `fill, shader cost 96`, `ui, 24 layers`,
    /// `textured, 8 fetches per fragment`, `scene, 16 draws × 16 instances × 2048 triangles`,
    /// `scene examples/scenes/x.glb`, `shader examples/shaders/x.frag`.
    /// A sequence adds its frames and rate, and that round r draws frame r modulo its length.
    public var summary: String {
        let knob =
            switch workload {
            case .fill: "fill, shader cost \(shaderCost)"
            case .ui: "ui, \(layers) layers"
            case .textured: "textured, \(fetches) fetches per fragment"
            case .scene: scenePath.map { "scene \($0)" } ?? "scene, \(draws) draws × \(instances) instances × \(triangles) triangles"
            case .shader: "shader \(shaderPath ?? "?")"
            }
        let written = !motionVectors ? knob : knob + (workload == .scene ? ", writing motion vectors and depth" : ", writing motion vectors")
        guard let sequence else { return written }
        return written + "; a sequence of \(sequence.frames) frames at \(NumberText.trimmed(sequence.framesPerSecond, maxFractionDigits: 2)) fps "
            + "(round r draws frame r mod \(sequence.frames), so each time is over the frames)"
    }

    /// The workload and its knob as a key, e.g. `fill-96`, `scene-16x16x2048`, `scene-city.glb`,
    /// `shader-plasma.frag` (a file by its name only, so checkouts in other folders compare); a
    /// sequence adds its frames and rate, `fill-96-30f60`, and motion vectors `-mv`.
    public var key: String {
        let knob =
            switch workload {
            case .fill: "\(shaderCost)"
            case .ui: "\(layers)"
            case .textured: "\(fetches)"
            case .scene: scenePath.map(Self.fileName) ?? "\(draws)x\(instances)x\(triangles)"
            case .shader: shaderPath.map(Self.fileName) ?? "?"
            }
        let moving = sequence.map { "-\($0.frames)f\(NumberText.trimmed($0.framesPerSecond, maxFractionDigits: 2))" } ?? ""
        return "\(workload.rawValue)-\(knob)\(moving)\(motionVectors ? "-mv" : "")"
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
