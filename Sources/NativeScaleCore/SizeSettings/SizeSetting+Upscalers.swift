extension SizeSetting {
    /// Godot 4: `scaling_3d_scale` truncated in `float`, and `scaling_3d_mode`: FSR 1.0 (1) with
    /// `fsr_sharpness` in RCAS's stops for an upscale with `fsr1` or `easu` (Godot's FSR always
    /// sharpens: `easu` gets its least, 2 stops), bilinear (0) otherwise. Godot runs FSR 1.0 in
    /// its Forward+ renderer only ("Resolution scaling" in Godot's documentation).
    static func godot(output: PixelSize, renderSize: PixelSize, filter: ResampleFilter?, sharpness: Sharpness?, values: inout [Value]) -> [Note] {
        let (value, note) = scale(.scaling3DScale, from: output, to: renderSize, rounding: .godotTruncate)
        var notes = [note].compactMap { $0 }
        let upscales = output.contains(renderSize) && renderSize != output
        guard let filter, renderSize != output else {
            values += [value, .code(.scaling3DMode, 0)]
            return notes
        }
        if filter.isUpscaler && upscales {
            let stops = filter.sharpens ? (sharpness ?? .engineDefault).stops : Sharpness.range.upperBound
            values += [value, .code(.scaling3DMode, 1), Value(key: .fsrSharpness, number: stops, size: nil, realized: nil, rounding: nil)]
            if !filter.sharpens { notes.append(.nearestFilter(filter, setting: "SCALING_3D_MODE_FSR with fsr_sharpness 2.0 (its RCAS cannot be turned off)")) }
            notes.append(.upscalerNeedsRenderer(filter, renderer: "Forward+", fallback: "bilinear"))
            return notes
        }
        values += [value, .code(.scaling3DMode, 0)]
        if filter != .bilinear && filter != .blit { notes.append(.nearestFilter(filter, setting: "SCALING_3D_MODE_BILINEAR")) }
        return notes
    }

    /// Unity URP: the pipeline asset's `renderScale` (truncated in `float`), `upscalingFilter =
    /// FSR` and `fsrSharpness`, linear: `1 − stops / 2.5` (URP `FSRUtils`); `easu` is 0, which
    /// skips RCAS. URP's FSR upscales only: a `renderScale` below 1.
    static func unityURP(output: PixelSize, renderSize: PixelSize, filter: ResampleFilter, sharpness: Sharpness?, values: inout [Value]) -> [Note] {
        let (value, note) = scale(.urpRenderScale, from: output, to: renderSize, rounding: .unityURPTruncate)
        let stops = (sharpness ?? .engineDefault).stops
        let linear = filter.sharpens ? ((1 - stops / Self.urpMaximumStops) * 1e6).rounded() / 1e6 : 0
        values += [value, Value(key: .urpFSRSharpness, number: linear, size: nil, realized: nil, rounding: nil)]
        return [note].compactMap { $0 }
    }

    /// URP's `FSRUtils.kMaxSharpnessStops`: `fsrSharpness` 0 is 2.5 stops.
    static let urpMaximumStops = 2.5
}
