extension SizeSetting {
    /// The setting that renders `renderSize` on `display` in `format`, resampled with `filter` to
    /// the format's output when the sizes differ.
    ///
    /// `platform` is the catalog entry's (nil for a display given by hand); it decides the output on
    /// Android (a display mode below the panel) and Unreal's mobile content scale.
    public init(format: Format, display: Display, platform: Platform?, renderSize: PixelSize, filter: ResampleFilter?) {
        let native = display.nativeSize
        var values: [Value] = []
        var notes: [Note] = []
        var output = native
        switch format {
        case .uiKit:
            values.append(Value(key: .contentScaleFactor, number: display.nativeScale.value, size: nil,
                                realized: (display.logicalSize * display.nativeScale).rounded(SizingRule.uiKit.drawableRounding), rounding: nil))
            values.append(.size(.drawableSize, native))
            if renderSize != native { values.append(.size(.offscreenSize, renderSize)) }
        case .android:
            (values, notes) = Self.android(display: display, renderSize: renderSize)
        case .glfw:
            output = display.drawableSize
            values.append(.size(.framebufferSize, output))
            if renderSize != output {
                let (value, note) = Self.scale(.renderScale, from: output, to: renderSize, rounding: .lround)
                values.append(value)
                values.append(.size(.offscreenSize, renderSize))
                if let note { notes.append(note) }
            }
            if output != native {
                notes.append(.framebufferIsNotNative(framebuffer: output, native: native, resampler: display.rule.resampler))
            }
        case .godot:
            let (value, note) = Self.scale(.scaling3DScale, from: native, to: renderSize, rounding: .godotTruncate)
            values.append(value)
            values.append(.code(.scaling3DMode, 0))
            if let note { notes.append(note) }
            if let filter, renderSize != native, filter != .bilinear, filter != .blit {
                notes.append(.nearestFilter(filter, setting: "SCALING_3D_MODE_BILINEAR"))
            }
        case .unreal:
            let (value, note) = Self.scale(.screenPercentage, from: native, to: renderSize, rounding: .unrealCeilPercent)
            values.append(value)
            let quality = Self.unrealUpscaleQuality(filter)
            values.append(.code(.upscaleQuality, quality.level))
            if platform == .iOS || platform == .iPadOS || platform == .android { values.append(.code(.mobileContentScaleFactor, 0)) }
            if let note { notes.append(note) }
            if let filter, renderSize != native, !quality.exact { notes.append(.nearestFilter(filter, setting: "r.Upscale.Quality \(quality.level)")) }
        case .unity:
            (values, notes) = Self.unity(native: native, renderSize: renderSize)
        }
        if [.godot, .unreal, .unity].contains(format) && display.drawableSize != native {
            notes.insert(display.rule == .androidDisplayMode ? .displayModeBelowPanel(mode: display.drawableSize, panel: native)
                                                             : .viewportIsNotDefault(platformDefault: display.drawableSize), at: 0)
        }
        self.format = format
        self.platform = platform
        self.renderSize = renderSize
        self.outputSize = output
        self.filter = renderSize == output ? nil : filter
        self.values = values
        self.notes = notes
    }

    /// Android: the panel's display mode when the system runs one below it, the surface's fixed
    /// size, and Game Mode's downscale factor (a downscale only).
    private static func android(display: Display, renderSize: PixelSize) -> ([Value], [Note]) {
        let native = display.nativeSize
        var values: [Value] = []
        var notes: [Note] = []
        if display.drawableSize != native && display.rule == .androidDisplayMode {
            values.append(.size(.preferredDisplayMode, native))
            notes.append(.displayModeBelowPanel(mode: display.drawableSize, panel: native))
        }
        if renderSize != native {
            values.append(.size(.fixedSize, renderSize))
            notes.append(.systemScales(by: "SurfaceFlinger and the hardware composer"))
            if native.contains(renderSize) {
                let (value, note) = Self.scale(.downscaleFactor, from: native, to: renderSize, rounding: .androidCompatibility)
                values.append(value)
                notes += [note, .scalesWholeWindow].compactMap { $0 }
            }
        }
        return (values, notes)
    }

    /// Unity: one uniform `ResizeBuffers` scale where one exists, else one per axis; nothing above
    /// the buffer's size.
    private static func unity(native: PixelSize, renderSize: PixelSize) -> ([Value], [Note]) {
        var values: [Value] = []
        var notes: [Note] = []
        if !native.contains(renderSize) {
            notes.append(.cannotSupersample)
        } else if let uniform = FactorRounding.unityCeil.factor(from: [native.width, native.height], to: [renderSize.width, renderSize.height]) {
            let realized = FactorRounding.unityCeil.apply(native, uniform)
            values.append(Value(key: .widthScale, number: uniform, size: nil, realized: realized, rounding: .unityCeil))
            values.append(Value(key: .heightScale, number: uniform, size: nil, realized: realized, rounding: .unityCeil))
        } else {
            let width = Self.axisScale(from: native.width, to: renderSize.width, rounding: .unityCeil)
            let height = Self.axisScale(from: native.height, to: renderSize.height, rounding: .unityCeil)
            let realized = PixelSize(width: FactorRounding.unityCeil.apply(native.width, width), height: FactorRounding.unityCeil.apply(native.height, height))
            values.append(Value(key: .widthScale, number: width, size: nil, realized: realized, rounding: .unityCeil))
            values.append(Value(key: .heightScale, number: height, size: nil, realized: realized, rounding: .unityCeil))
            notes.append(.nonUniformScale)
        }
        if renderSize != native && native.contains(renderSize) {
            notes.append(.systemScales(by: "the render pipeline's upscaling pass"))
        }
        return (values, notes)
    }

    /// One uniform scale taking `from` to `to` under `rounding`, the shortest decimal that does;
    /// where none does, the first axis's and a note of the size it makes.
    static func scale(_ key: Key, from: PixelSize, to: PixelSize, rounding: FactorRounding) -> (Value, Note?) {
        if let exact = rounding.factor(from: [from.width, from.height], to: [to.width, to.height]) {
            return (Value(key: key, number: exact, size: nil, realized: rounding.apply(from, exact), rounding: rounding), nil)
        }
        let nearest = axisScale(from: from.width, to: to.width, rounding: rounding)
        let realized = rounding.apply(from, nearest)
        return (Value(key: key, number: nearest, size: nil, realized: realized, rounding: rounding), .noExactFactor(key, realized: realized))
    }

    /// The shortest decimal taking one length to another, or the plain ratio rounded to six digits.
    static func axisScale(from: Int, to: Int, rounding: FactorRounding) -> Double {
        if let factor = rounding.factor(from: [from], to: [to]) { return factor }
        return (Double(to) / Double(from) * rounding.unit * 1e6).rounded() / 1e6
    }

    /// Unreal's upscale filter for `filter`: 1 simple bilinear, 3 Catmull-Rom (5 taps), 4 Lanczos-3
    /// (13 taps); Unreal has no box (area) filter, and its Catmull-Rom is an approximation.
    static func unrealUpscaleQuality(_ filter: ResampleFilter?) -> (level: Int, exact: Bool) {
        switch filter {
        case nil, .bilinear, .blit: (1, true)
        case .catmullRom: (3, false)
        case .lanczos3: (4, true)
        case .area: (4, false)
        }
    }
}
