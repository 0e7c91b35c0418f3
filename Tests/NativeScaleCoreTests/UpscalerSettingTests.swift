import NativeScaleCore
import Testing

@Suite("FSR 1 in the engines' own settings, applied as each engine applies them")
struct UpscalerSettingTests {
    /// Godot 4 `renderer_viewport.cpp`: `render_width = CLAMP(target_width * scaling_3d_scale, 1, 16384)`
    /// with `float` operands, truncated on assignment to `int`.
    static func godotRenderSize(of target: PixelSize, scale: Double) -> PixelSize {
        let apply = { (length: Int) in min(max(Int(Float(length) * Float(scale)), 1), 16384) }
        return PixelSize(width: apply(target.width), height: apply(target.height))
    }

    /// Unity URP `CreateRenderTextureDescriptor`: `desc.width = (int)((float)desc.width * renderScale)`.
    static func urpRenderSize(of camera: PixelSize, renderScale: Double) -> PixelSize {
        PixelSize(width: Int(Float(camera.width) * Float(renderScale)), height: Int(Float(camera.height) * Float(renderScale)))
    }

    @Test(
        "sizes --apply godot --preset: FSR 1.0 mode, fsr_sharpness in stops, and a scale Godot turns into the preset's size",
        arguments: ["iphone-12-mini", "iphone-8-plus", "pixel-7-pro-high"], UpscalerPreset.allCases)
    func godotAppliesPreset(_ device: String, _ preset: UpscalerPreset) throws {
        let entry = try DisplayCatalog.entry(named: device)
        let native = SizeSetting.nativeRenderSize(format: .godot, display: entry.display, platform: entry.platform)
        let renderSize = preset.renderSize(for: native)
        let setting = SizeSetting(
            format: .godot, display: entry.display, platform: entry.platform, renderSize: renderSize, filter: .fsr1, sharpness: Sharpness(stops: 0.5))
        #expect(setting.value(.scaling3DMode)?.number == 1)
        #expect(setting.value(.fsrSharpness)?.number == 0.5)
        // The size the setting claims is the size Godot makes of it: the preset's, or (where no
        // uniform scale of up to six digits makes it) the nearest, with a note naming it.
        let value = try #require(setting.value(.scaling3DScale))
        let scale = try #require(value.number)
        #expect(Self.godotRenderSize(of: setting.outputSize, scale: scale) == value.realized)
        if value.realized != renderSize { #expect(setting.notes.contains(.noExactFactor(.scaling3DScale, realized: value.realized!))) }
        #expect(setting.notes.contains(.upscalerNeedsRenderer(.fsr1, renderer: "Forward+", fallback: "bilinear")))
    }

    @Test("sizes --apply unity --preset: URP's renderScale, FSR filter and linear sharpness, 1 − stops / 2.5, as URP applies them")
    func unityAppliesPreset() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        for preset in UpscalerPreset.allCases {
            let native = SizeSetting.nativeRenderSize(format: .unity, display: entry.display, platform: entry.platform)
            let renderSize = preset.renderSize(for: native)
            let setting = SizeSetting(format: .unity, display: entry.display, platform: entry.platform, renderSize: renderSize, filter: .fsr1)
            let value = try #require(setting.value(.urpRenderScale))
            #expect(Self.urpRenderSize(of: setting.outputSize, renderScale: try #require(value.number)) == value.realized, "\(preset)")
            if value.realized != renderSize { #expect(setting.notes.contains(.noExactFactor(.urpRenderScale, realized: value.realized!))) }
            #expect(setting.value(.urpFSRSharpness)?.number == 0.92)
        }
    }

    @Test("EASU alone: Godot's nearest is FSR at its least sharpening (2 stops), URP's is fsrSharpness 0, which skips RCAS")
    func easuAlone() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let renderSize = UpscalerPreset.quality.renderSize(for: entry.display.nativeSize)
        let godot = SizeSetting(format: .godot, display: entry.display, platform: entry.platform, renderSize: renderSize, filter: .easu)
        #expect(godot.value(.fsrSharpness)?.number == 2)
        #expect(godot.notes.contains { if case .nearestFilter(.easu, _) = $0 { true } else { false } })
        let unity = SizeSetting(format: .unity, display: entry.display, platform: entry.platform, renderSize: renderSize, filter: .easu)
        #expect(unity.value(.urpFSRSharpness)?.number == 0)
    }

    @Test("An upscaler asked to downsample gets the engine's bilinear mode and a note, never an FSR setting it would ignore")
    func downsampleIsNotFSR() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let setting = SizeSetting(
            format: .godot, display: entry.display, platform: entry.platform, renderSize: PixelSize(width: 1300, height: 2815), filter: .fsr1)
        #expect(setting.value(.scaling3DMode)?.number == 0 && setting.value(.fsrSharpness) == nil)
        #expect(setting.notes.contains { if case .nearestFilter(.fsr1, _) = $0 { true } else { false } })
    }

    @Test("SGSR 1, which no engine here ships: Godot's and URP's FSR 1 are given as its nearest, with a note saying so")
    func sgsrHasNoEngineSetting() throws {
        let entry = try DisplayCatalog.entry(named: "iphone-12-mini")
        let renderSize = UpscalerPreset.quality.renderSize(for: entry.display.nativeSize)
        for format in [SizeSetting.Format.godot, .unity, .unreal] {
            let setting = SizeSetting(format: format, display: entry.display, platform: entry.platform, renderSize: renderSize, filter: .sgsr1)
            #expect(setting.notes.contains { if case .nearestFilter(.sgsr1, _) = $0 { true } else { false } }, "\(format)")
        }
    }
}
