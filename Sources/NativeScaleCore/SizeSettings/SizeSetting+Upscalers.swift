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
            let stops = filter == .easu ? Sharpness.range.upperBound : (sharpness ?? .engineDefault).stops
            values += [value, .code(.scaling3DMode, 1), Value(key: .fsrSharpness, number: stops, size: nil, realized: nil, rounding: nil)]
            if filter == .easu { notes.append(.nearestFilter(filter, setting: "SCALING_3D_MODE_FSR with fsr_sharpness 2.0 (its RCAS cannot be turned off)")) }
            if filter == .sgsr1 { notes.append(.nearestFilter(filter, setting: "SCALING_3D_MODE_FSR (FSR 1.0, another single-frame edge-adaptive upscaler)")) }
            notes.append(.upscalerNeedsRenderer(.fsr1, renderer: "Forward+", fallback: "bilinear"))
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
        let linear = filter == .easu ? 0 : ((1 - stops / Self.urpMaximumStops) * 1e6).rounded() / 1e6
        values += [value, Value(key: .urpFSRSharpness, number: linear, size: nil, realized: nil, rounding: nil)]
        let nearest: Note? = filter == .sgsr1 ? .nearestFilter(filter, setting: "URP's FSR upscaling filter") : nil
        return [note, nearest].compactMap { $0 }
    }

    /// URP's `FSRUtils.kMaxSharpnessStops`: `fsrSharpness` 0 is 2.5 stops.
    static let urpMaximumStops = 2.5
}
