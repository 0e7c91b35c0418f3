extension SizeSetting {
    /// The setting that renders `renderSize` on `display` in `format`, resampled with `filter` to
    /// the buffer the format's API applies its setting to (``AppBuffer``) when the sizes differ.
    ///
    /// `platform` is the catalog entry's (nil for a display given by hand); with the display's
    /// rule it decides the buffer: an engine's scale is of the buffer the platform gives it.
    /// `sharpness` is RCAS's for an upscaler (the engines' default when nil).
    public init(format: Format, display: Display, platform: Platform?, renderSize: PixelSize, filter: ResampleFilter?, sharpness: Sharpness? = nil) {
        let buffer = AppBuffer(format: format, display: display, platform: platform)
        let output = buffer.size
        var values: [Value] = []
        var notes: [Note] = []
        if let request = buffer.request {
            notes.append(.requires(request, platformDefault: display.drawableSize))
        }
        switch format {
        case .uiKit, .appKit:
            let scale = format == .uiKit ? display.nativeScale : display.scale
            values.append(Value(key: .contentScaleFactor, number: scale.value, size: nil, realized: nil, rounding: nil))
            values.append(.size(.drawableSize, output))
            if renderSize != output { values.append(.size(.offscreenSize, renderSize)) }
        case .android:
            notes += Self.android(buffer: buffer, renderSize: renderSize, values: &values)
        case .glfw:
            values.append(.size(.framebufferSize, output))
            if renderSize != output {
                let (value, note) = Self.scale(.renderScale, from: output, to: renderSize, rounding: .lround)
                values += [value, .size(.offscreenSize, renderSize)]
                notes += [note].compactMap { $0 }
            }
        case .godot:
            notes += Self.godot(output: output, renderSize: renderSize, filter: filter, sharpness: sharpness, values: &values)
        case .unreal:
            let (value, note) = Self.scale(.screenPercentage, from: output, to: renderSize, rounding: .unrealCeilPercent)
            values.append(value)
            let quality = Self.unrealUpscaleQuality(filter)
            values.append(.code(.upscaleQuality, quality.level))
            if platform == .iOS || platform == .iPadOS || platform == .android { values.append(.code(.mobileContentScaleFactor, 0)) }
            notes += [note].compactMap { $0 }
            if let filter, renderSize != output, !quality.exact { notes.append(.nearestFilter(filter, setting: "r.Upscale.Quality \(quality.level)")) }
        case .unity:
            if let filter, filter.isUpscaler, output.contains(renderSize), renderSize != output {
                notes += Self.unityURP(output: output, renderSize: renderSize, filter: filter, sharpness: sharpness, values: &values)
            } else {
                (values, notes) = Self.unity(buffer: output, renderSize: renderSize, notes: notes)
            }
        }
        if [.godot, .unreal, .unity].contains(format) && output != display.nativeSize {
            notes.insert(.engineBuffer(output, source: buffer.source), at: 0)
        }
        notes += Self.systemNotes(display: display, platform: platform, output: output, renderSize: renderSize, filter: filter)
        self.format = format
        self.platform = platform
        self.renderSize = renderSize
        self.outputSize = output
        self.filter = renderSize == output ? nil : filter
        self.sharpness = renderSize != output && filter?.isUpscaler == true ? (sharpness ?? .engineDefault) : nil
        self.values = values
        self.notes = notes
    }

    /// What the system does after the app when the buffer is not the panel's size: who resamples
    /// it, and on a macOS scaled mode, which mode would not.
    private static func systemNotes(
        display: Display, platform: Platform?, output: PixelSize, renderSize: PixelSize,
        filter: ResampleFilter?
    ) -> [Note] {
        guard output != display.nativeSize else { return [] }
        var notes: [Note] = []
        let resampler = display.rule.resampler(on: platform)
        // Asked to resample the render size to the panel where the buffer is the render size:
        // the system's resample is the only one, and the setting says so instead of "again".
        if renderSize == output, let filter {
            notes.append(.resampleLeftToSystem(filter, native: display.nativeSize, resampler: resampler))
        } else {
            notes.append(.framebufferIsNotNative(framebuffer: output, native: display.nativeSize, resampler: resampler))
        }
        if display.rule == .macOSScaledRetina {
            let looksLike = LogicalSize(width: Double(display.nativeSize.width) / 2, height: Double(display.nativeSize.height) / 2)
            notes.append(.scaledModeResamples(looksLike: looksLike))
        }
        return notes
    }

    /// Android: the panel's display mode when the system runs one below it (``AppBuffer``), the
    /// surface's fixed size, and Game Mode's downscale factor (a downscale only).
    private static func android(buffer: AppBuffer, renderSize: PixelSize, values: inout [Value]) -> [Note] {
        var notes: [Note] = []
        if case .panelDisplayMode(let mode)? = buffer.request {
            values.append(.size(.preferredDisplayMode, mode))
        }
        if renderSize != buffer.size {
            values.append(.size(.fixedSize, renderSize))
            notes.append(.systemScales(by: "SurfaceFlinger and the hardware composer"))
            if buffer.size.contains(renderSize) {
                let (value, note) = Self.scale(.downscaleFactor, from: buffer.size, to: renderSize, rounding: .androidCompatibility)
                values.append(value)
                notes += [note, .scalesWholeWindow].compactMap { $0 }
            }
        }
        return notes
    }

    /// Unity: one uniform `ResizeBuffers` scale where one exists, else one per axis; nothing above
    /// the buffer's size.
    private static func unity(buffer native: PixelSize, renderSize: PixelSize, notes: [Note]) -> ([Value], [Note]) {
        var values: [Value] = []
        var notes = notes
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
        // Unreal has no built-in FSR 1 (AMD's plugin adds it); Lanczos-3 is its nearest.
        case .easu, .fsr1, .sgsr1: (4, false)
        // A temporal upscaler replaces the spatial upscale (Unreal's own is TSR); Lanczos-3 is
        // the nearest spatial filter, and not the same.
        case .sgsr2: (4, false)
        }
    }
}

extension SizeSetting {
    /// The size `format` renders for the native path on `display`: the native size where its
    /// buffer holds it, else the whole buffer (an engine whose buffer is below the panel cannot
    /// render above it: Unity's and Unreal's iOS views at bounds × nativeScale).
    public static func nativeRenderSize(format: Format, display: Display, platform: Platform?) -> PixelSize {
        let buffer = AppBuffer(format: format, display: display, platform: platform).size
        return buffer.contains(display.nativeSize) ? display.nativeSize : buffer
    }

    /// The setting that renders the native path in `format` on `display` (``nativeRenderSize``),
    /// resampled with bilinear where the size is not the buffer's: what `sizes` prints and what
    /// ``SizingAdvice`` is made from.
    public init(nativeOf display: Display, format: Format, platform: Platform?) {
        let renderSize = Self.nativeRenderSize(format: format, display: display, platform: platform)
        // A resample only where the app makes one: rendered straight into its buffer, nothing is asked of the system.
        let buffer = AppBuffer(format: format, display: display, platform: platform).size
        self.init(format: format, display: display, platform: platform, renderSize: renderSize, filter: renderSize == buffer ? nil : .bilinear)
    }
}
