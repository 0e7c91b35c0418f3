public import NativeScaleCore
public import NativeScaleResults

extension SizeSetting.Format {
    /// The format's name as its users know it.
    public var title: String {
        switch self {
        case .uiKit: "UIKit / MTKView / CAMetalLayer (Swift)"
        case .appKit: "AppKit / CAMetalLayer (Swift)"
        case .android: "Android (Kotlin, adb)"
        case .glfw: "GLFW + Vulkan (C)"
        case .godot: "Godot 4 (project.godot, GDScript)"
        case .unreal: "Unreal Engine (DefaultEngine.ini)"
        case .unity: "Unity (C#)"
        }
    }
}

extension SizeSetting {
    /// The document of this setting for `display` (named `name`), with its words and snippet.
    /// `window` is a Split View or Slide Over window's arrangement (nil: the whole screen).
    public func document(display: Display, name: String, window: MultitaskingWindow.Arrangement? = nil) -> SizeSettingDocument {
        SizeSettingDocument(self, notes: noteSentences, snippet: snippet(display: display, name: name, window: window))
    }

    /// Each note in one sentence.
    public var noteSentences: [String] {
        notes.map { note in
            switch note {
            case .systemScales(let resampler):
                "Scaling \(renderSize) to \(outputSize) is left to \(resampler), whose filter is its own"
                    + "\(filter.map { " (not necessarily \($0.rawValue))" } ?? "")."
            case .nearestFilter(let filter, let setting):
                "The engine has no \(filter.rawValue) filter; \(setting) is its nearest."
            case .upscalerNeedsRenderer(let filter, let renderer, let fallback):
                "The engine runs \(filter == .fsr1 ? "FSR 1" : filter.rawValue) in its \(renderer) renderer only; its other renderers fall back to "
                    + "\(fallback) (see docs/upscalers.md)."
            case .noExactFactor(let key, let realized):
                "No decimal of up to six digits makes exactly \(renderSize) with \(key); the value given makes \(realized)."
            case .nonUniformScale:
                "The axes need different scales; Vulkan and Direct3D 12 apply one uniform scale (Unity's ResizeBuffers documentation)."
            case .cannotSupersample:
                "It cannot render above the output size, so it cannot make \(renderSize) from \(outputSize): render it offscreen and resample it yourself."
            case .framebufferIsNotNative(let framebuffer, let native, let resampler):
                // "Again" only after the app's own resample: a buffer rendered straight is resampled once.
                "The \(framebuffer) buffer is not the panel's \(native): \(resampler) resamples it\(resamples ? " again" : ""), whatever is rendered into it."
            case .resampleLeftToSystem(let filter, let native, let resampler):
                "The \(filter.rawValue) \(Self.directionWord(from: renderSize, to: native)) of \(renderSize) to the panel's \(native) is not this API's to "
                    + "make: "
                    + "its buffer is \(renderSize) itself, which \(resampler) resamples to the panel with a filter of its own (not necessarily "
                    + "\(filter.rawValue))."
            case .scalesWholeWindow:
                "Game Mode's downscale scales the whole window, its interface included."
            case .requires(.dpiAwareness, let platformDefault):
                "The buffer is the panel's \(outputSize) only in a per-monitor DPI-aware process (<dpiAwareness>PerMonitorV2</dpiAwareness> in the "
                    + "application manifest, "
                    + "or SetProcessDpiAwarenessContext(DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2) before the first window); a DPI-unaware window is "
                    + "\(platformDefault), stretched by DWM."
            case .requires(.panelDisplayMode(let mode), let platformDefault):
                "The surface is \(mode) only in the panel's display mode, which the activity asks for; the system runs \(platformDefault) and the display "
                    + "hardware upscales it (the system may decline)."
            case .engineBuffer(let buffer, let source):
                "The scales are of the engine's \(buffer) buffer (\(source))."
            case .scaledModeResamples(let looksLike):
                "No app skips that resample in a scaled mode: only the mode that looks like \(looksLike) has the panel's pixels as its backing store "
                    + "(System Settings › Displays, or CGDisplaySetDisplayMode for a full-screen game)."
            }
        }
    }

    /// The code or settings to paste, the sizes each value makes in a comment beside it.
    public func snippet(display: Display, name: String, window: MultitaskingWindow.Arrangement? = nil) -> String {
        // The header speaks of the app's own resample; who resamples the buffer after it, the notes say.
        let header =
            "\(name): \(display.logicalSizeText) at nativeScale \(display.nativeScale); render \(renderSize)"
            + (resamples
                ? ", \(direction) to \(outputSize)\(filter.map { " with \($0.rawValue)" } ?? "")"
                : " straight into the \(outputSize) buffer (no resample in the app)")
        var lines: [String]
        switch format {
        case .uiKit: lines = uiKitLines(display: display, window: window)
        case .appKit: lines = appKitLines(display: display)
        case .android: lines = androidLines()
        case .glfw: lines = glfwLines()
        case .godot: lines = godotLines()
        case .unreal: lines = unrealLines()
        case .unity: lines = unityLines()
        }
        let comment = format == .unreal ? ";" : (format == .godot ? "#" : "//")
        let noteLines = noteSentences.map { "\(comment) \($0)" }
        return (["\(comment) \(header)"] + noteLines + lines).joined(separator: "\n") + "\n"
    }

    private var direction: String {
        switch ResampleDirection(from: renderSize, to: outputSize) {
        case .down: "downsampled"
        case .up: "upsampled"
        case .none, .mixed: "resampled"
        }
    }

    private static func directionWord(from: PixelSize, to: PixelSize) -> String {
        switch ResampleDirection(from: from, to: to) {
        case .down: "downsample"
        case .up: "upsample"
        case .none, .mixed: "resample"
        }
    }

    private func number(_ key: Key) -> String { value(key)?.number.map { NumberText.trimmed($0, maxFractionDigits: 6) } ?? "?" }

    private func made(_ key: Key) -> String { value(key)?.realized.map { "\($0)" } ?? "?" }

    private func resampleLine(comment: String, into target: String) -> String? {
        guard let filter, resamples else { return nil }
        let how =
            switch filter {
            case .bilinear, .blit: "one bilinear tap a pixel (a linear-filtered sampler in a fullscreen pass)"
            case .area: "the area pass below (each pixel averages the scene texels its footprint covers, weighted by their overlap)"
            case .catmullRom, .lanczos3:
                "a \(filter.rawValue) pass (nativescale's shaders/resample_horizontal.comp and resample_vertical.comp, two separable passes)"
            case .easu: "FSR 1's EASU pass (one compute dispatch at the output size; nativescale's shaders/upscale_easu.comp)"
            case .sgsr1: "Snapdragon GSR 1 (one compute dispatch at the output size; nativescale's shaders/upscale_sgsr.comp)"
            case .sgsr2:
                "Snapdragon GSR 2 (a jittered camera, the scene's motion vectors and depth, and a history: its convert pass at the render size "
                    + "and its upscale pass at the output size; nativescale's shaders/upscale_sgsr2_convert.comp and upscale_sgsr2_upscale.comp)"
            case .fsr1:
                "FSR 1: the EASU pass into an RGBA16F image, then the RCAS pass at \((sharpness ?? .engineDefault).stops) stops "
                    + "(nativescale's shaders/upscale_easu.comp and upscale_rcas.comp, two compute dispatches at the output size)"
            }
        return "\(comment) Draw the scene into the \(renderSize) image, then \(direction.dropLast(1)) it into \(target) with \(how)."
    }

    /// Metal: the offscreen scene texture, made to be rendered into and read by the resample.
    private func metalSceneLines() -> [String] {
        guard resamples else {
            return ["// Render straight into the drawable: no offscreen texture, no resample."]
        }
        return [
            "let descriptor = MTLTextureDescriptor.texture2DDescriptor(pixelFormat: .bgra8Unorm, "
                + "width: \(renderSize.width), height: \(renderSize.height), mipmapped: false)",
            "descriptor.usage = [.renderTarget, .shaderRead]   // drawn into, then read by the resample",
            "descriptor.storageMode = .private",
            "let scene = device.makeTexture(descriptor: descriptor)!",
        ] + [resampleLine(comment: "//", into: "the drawable")].compactMap { $0 }
            + (filter == .area ? ResampleShaderText.metalArea : [])
    }

    private func uiKitLines(display: Display, window: MultitaskingWindow.Arrangement?) -> [String] {
        // nativeBounds is the whole screen's: a Split View or Slide Over window has its own pixels.
        let pixels =
            if let window, window != .full { "the \(window.rawValue) window's pixels, its bounds × nativeScale" } else {
                "nativeBounds' pixels, as the view is oriented"
            }
        return [
            "// Once the view is in a window (UIScreen.main is deprecated since iOS 16):",
            "let screen = view.window!.windowScene!.screen",
            "mtkView.contentScaleFactor = screen.nativeScale   // \(number(.contentScaleFactor))",
            "mtkView.autoResizeDrawable = false",
            "mtkView.drawableSize = CGSize(width: \(outputSize.width), height: \(outputSize.height))   // \(pixels)",
            "// or, on a bare CAMetalLayer:",
            "metalLayer.contentsScale = screen.nativeScale",
            "metalLayer.drawableSize = CGSize(width: \(outputSize.width), height: \(outputSize.height))",
        ] + metalSceneLines()
    }

    private func appKitLines(display: Display) -> [String] {
        [
            "// A layer-backed NSView (view.wantsLayer = true) whose layer is a CAMetalLayer:",
            "metalLayer.contentsScale = view.window!.backingScaleFactor   // \(number(.contentScaleFactor))",
            "metalLayer.drawableSize = view.convertToBacking(view.bounds).size   // \(outputSize), the backing store",
            "// (an NSOpenGLView: view.wantsBestResolutionOpenGLSurface = true, or its framebuffer is the points' size)",
        ] + metalSceneLines()
    }

    private func androidLines() -> [String] {
        var lines: [String] = []
        if let mode = value(.preferredDisplayMode)?.size {
            lines += [
                "val panelMode = display.supportedModes.first { it.physicalWidth == \(mode.width) && it.physicalHeight == \(mode.height) }",
                "window.attributes = window.attributes.apply { preferredDisplayModeId = panelMode.modeId }",
            ]
        }
        if let fixed = value(.fixedSize)?.size {
            lines.append("surfaceView.holder.setFixedSize(\(fixed.width), \(fixed.height))")
        }
        if value(.downscaleFactor) != nil {
            lines += [
                "// or, without changing the app, Game Mode's WindowManager downscale ((int)(length × factor + 0.5f): \(made(.downscaleFactor))):",
                "//   adb shell cmd game downscale \(number(.downscaleFactor)) <package>",
            ]
        }
        if lines.isEmpty {
            lines.append("// Nothing to set: the surface is already \(outputSize), the panel's pixels; render into it directly.")
        }
        return lines
    }

    private func glfwLines() -> [String] {
        var lines: [String] = []
        if notes.contains(where: { if case .requires(.dpiAwareness, _) = $0 { true } else { false } }) {
            lines.append(
                "// glfwInit declares per-monitor DPI awareness V2 itself (GLFW 3.3+) unless the manifest already declared one: remove a manifest's unaware "
                    + "declaration."
            )
        }
        if platform == .macOS {
            lines.append("glfwWindowHint(GLFW_COCOA_RETINA_FRAMEBUFFER, GLFW_TRUE);   // the default: the framebuffer is the backing store")
        }
        lines += [
            "int fbWidth, fbHeight;",
            "glfwGetFramebufferSize(window, &fbWidth, &fbHeight);   // \(made(.framebufferSize)) on this display",
        ]
        if resamples {
            let scale = number(.renderScale)
            lines.append("VkExtent2D scene = { (uint32_t)lround(fbWidth * \(scale)), (uint32_t)lround(fbHeight * \(scale)) };   // \(made(.renderScale))")
            lines += [resampleLine(comment: "//", into: "the swapchain image")].compactMap { $0 }
            if filter == .area { lines += ResampleShaderText.glslArea }
        } else {
            lines.append("// Render straight into the \(outputSize) swapchain image: no offscreen image, no resample.")
        }
        return lines
    }

    private func godotLines() -> [String] {
        let scale = number(.scaling3DScale)
        let fsr = value(.scaling3DMode)?.number == 1
        let sharpness = number(.fsrSharpness)
        return [
            "# project.godot",
            "[rendering]",
            fsr ? "scaling_3d/mode=1   # FSR 1.0: EASU, then RCAS" : "scaling_3d/mode=0   # Bilinear",
            "scaling_3d/scale=\(scale)   # int(\(outputSize.width) × \(scale)) × int(\(outputSize.height) × \(scale)) = \(made(.scaling3DScale))",
        ] + (fsr ? ["scaling_3d/fsr_sharpness=\(sharpness)   # RCAS, stops below the most (0 to 2)"] : []) + [
            "# or at run time:",
            fsr ? "# get_viewport().scaling_3d_mode = Viewport.SCALING_3D_MODE_FSR" : "# get_viewport().scaling_3d_mode = Viewport.SCALING_3D_MODE_BILINEAR",
            "# get_viewport().scaling_3d_scale = \(scale)",
        ] + (fsr ? ["# get_viewport().fsr_sharpness = \(sharpness)"] : [])
    }

    private func unrealLines() -> [String] {
        let percent = number(.screenPercentage)
        var lines = [
            "; DefaultEngine.ini (or the console)",
            "[SystemSettings]",
            "r.ScreenPercentage=\(percent)   ; ceil(\(outputSize.width) × \(percent) %) × ceil(\(outputSize.height) × \(percent) %) = "
                + "\(made(.screenPercentage))",
            "r.Upscale.Quality=\(number(.upscaleQuality))   ; \(Self.unrealQualityName(value(.upscaleQuality)?.number))",
        ]
        if value(.mobileContentScaleFactor) != nil {
            lines.append(
                platform == .android
                    ? "r.MobileContentScaleFactor=0   ; the window's size, the current display mode's (AndroidWindow.cpp)"
                    : "r.MobileContentScaleFactor=0   ; contentScaleFactor = the screen's nativeScale (IOSView)")
        }
        return lines
    }

    private static func unrealQualityName(_ level: Double?) -> String {
        switch level {
        case 1: "simple bilinear"
        case 3: "5-tap Catmull-Rom bicubic"
        case 4: "13-tap Lanczos 3"
        default: "see r.Upscale.Quality"
        }
    }

    private func unityLines() -> [String] {
        if value(.urpRenderScale) != nil {
            let scale = number(.urpRenderScale)
            let sharpness = number(.urpFSRSharpness)
            return [
                "// URP: FSR 1 is the pipeline asset's upscaling filter (Universal RP's UniversalRenderPipelineAsset).",
                "var urp = (UniversalRenderPipelineAsset)GraphicsSettings.currentRenderPipeline;",
                "urp.renderScale = \(scale)f;   // (int)(\(outputSize.width) × \(scale)f) × (int)(\(outputSize.height) × \(scale)f) = \(made(.urpRenderScale))",
                "urp.upscalingFilter = UpscalingFilterSelection.FSR;",
                "urp.fsrOverrideSharpness = true;",
                "urp.fsrSharpness = \(sharpness)f;   // RCAS at (1 − \(sharpness)) × 2.5 stops"
                    + (sharpness == "0" ? ": 0 skips RCAS (EASU alone)" : " (URP's FSRUtils)"),
            ]
        }
        guard value(.widthScale) != nil else {
            return ["// ScalableBufferManager cannot do this; see the note above."]
        }
        let width = number(.widthScale)
        let height = number(.heightScale)
        return [
            "// Player Settings > Enable Dynamic Resolution, and on the camera:",
            "camera.allowDynamicResolution = true;",
            "ScalableBufferManager.ResizeBuffers(\(width)f, \(height)f);   // ceil(\(outputSize.width) × \(width)) × ceil(\(outputSize.height) × \(height)) "
                + "= \(made(.widthScale))",
        ]
    }
}

extension SizeSettingDocument {
    /// The "Apply it" section of `sizes` and `sweep`: the format's name, then the snippet, indented.
    public var section: [String] {
        let others = (formats ?? SizeSetting.Format.allCases).filter { $0 != format }.map(\.rawValue).joined(separator: ", ")
        return ["Apply it with \(format.title) (--apply \(others) for another):"]
            + snippet.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + $0 }
    }
}
