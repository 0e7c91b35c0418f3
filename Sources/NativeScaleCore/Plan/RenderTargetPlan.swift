/// What rendering at the content scale costs a display compared with rendering at its native
/// scale: sizes, ratios, and the extra pixels, memory and bandwidth of the sampling stage.
public struct RenderTargetPlan: Hashable, Sendable {
    /// The display (or window) planned for.
    public let display: Display
    /// The attachments assumed for memory and bandwidth.
    public let attachments: AttachmentConfiguration
    /// The upscaler preset whose render size the scaled path draws instead of the display's
    /// drawable size (`bench --preset`); nil for `bounds × contentScale`.
    public let preset: UpscalerPreset?

    /// Plans `display` with `attachments`; with `preset`, the scaled path renders that preset's
    /// size of the native size.
    public init(display: Display, attachments: AttachmentConfiguration = AttachmentConfiguration(), preset: UpscalerPreset? = nil) {
        self.display = display
        self.attachments = attachments
        self.preset = preset
    }

    /// The pixels the scaled path renders: an app's default, `bounds × contentScale`, or the
    /// preset's render size of the native size.
    public var drawableSize: PixelSize { preset.map { $0.renderSize(for: display.nativeSize) } ?? display.drawableSize }
    /// The pixels Apple's recipe renders: `bounds × nativeScale`.
    public var nativeSize: PixelSize { display.nativeSize }
    /// The physical panel.
    public var panelSize: PixelSize { display.panelSize }

    /// Which way the drawable is resampled to the native size.
    public var resample: ResampleDirection { ResampleDirection(from: drawableSize, to: nativeSize) }

    /// Drawable width over native width.
    public var widthRatio: Double { Double(drawableSize.width) / Double(nativeSize.width) }
    /// Drawable height over native height.
    public var heightRatio: Double { Double(drawableSize.height) / Double(nativeSize.height) }
    /// Drawable pixels over native pixels: 1.3225 for the iPhone 8 Plus.
    public var pixelRatio: Double { Double(drawableSize.pixelCount) / Double(nativeSize.pixelCount) }

    /// Pixels shaded per frame beyond the native size (negative when the drawable is smaller).
    public var extraPixelsPerFrame: Int { drawableSize.pixelCount - nativeSize.pixelCount }

    /// Memory and traffic of rendering at the native size.
    public var nativePath: FrameTraffic {
        FrameTraffic(renderSize: nativeSize, presentSize: nativeSize, attachments: attachments)
    }

    /// Memory and traffic of rendering at the drawable size and resampling to the native size
    /// on the GPU, as nativescale's scaled path does when it measures.
    public var scaledPath: FrameTraffic {
        FrameTraffic(renderSize: drawableSize, presentSize: nativeSize, attachments: attachments)
    }

    /// The scaled path as the device runs it: where the display hardware resamples the buffer as
    /// it scans it out (Android's lower resolution modes) or nothing does (X11), no GPU pass moves
    /// the resample's bytes and only the render is counted; a compositor's resample, and an
    /// upscaler preset's (the app's own pass), are.
    public var scaledPathOnDevice: FrameTraffic {
        preset != nil || display.rule.resamplesOnGPU ? scaledPath : FrameTraffic(renderSize: drawableSize, presentSize: drawableSize, attachments: attachments)
    }

    /// Render-target memory the scaled path needs beyond the native path, on the device.
    public var extraMemoryBytes: Int { scaledPathOnDevice.memoryBytes - nativePath.memoryBytes }
    /// Bytes moved per frame by the scaled path beyond the native path, on the device (a resample
    /// the display hardware makes moves none).
    public var extraBytesPerFrame: Int { scaledPathOnDevice.bytesPerFrame - nativePath.bytesPerFrame }
    /// Bytes moved per second by the scaled path beyond the native path, at the refresh rate.
    public var extraBytesPerSecond: Int { extraBytesPerFrame * attachments.refreshRate }

    /// Panel size minus `bounds × nativeScale`, where zoomed bounds are whole points and the
    /// product misses the panel by a few pixels (iPhone 12 mini: 812 pt × 2.88 = 2338.56 px of
    /// 2340), so a drawable sized by `contentScaleFactor` alone would too.
    public var nativeShortfall: PixelSize {
        let scaled = display.scaledBounds
        return PixelSize(width: panelSize.width - scaled.width, height: panelSize.height - scaled.height)
    }

    /// Each compared platform's rendering of the same logical size on the same panel.
    public var platformVariants: [PlatformVariant] {
        SizingRule.comparedRules.map {
            PlatformVariant(
                rule: $0, logicalSize: display.logicalSize, density: display.nativeScale,
                panelSize: panelSize)
        }
    }

    /// The distinct drawable sizes among ``platformVariants``, each with the rules that give
    /// it, in the order of ``SizingRule/comparedRules``. More than one group means the same
    /// logical size and density give different pixels on different platforms.
    public var variantGroups: [(drawableSize: PixelSize, rules: [SizingRule])] {
        var groups: [(drawableSize: PixelSize, rules: [SizingRule])] = []
        for variant in platformVariants {
            if let index = groups.firstIndex(where: { $0.drawableSize == variant.drawableSize }) {
                groups[index].rules.append(variant.rule)
            } else {
                groups.append((variant.drawableSize, [variant.rule]))
            }
        }
        return groups
    }
}
