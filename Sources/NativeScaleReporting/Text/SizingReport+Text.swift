public import NativeScaleCore
public import NativeScaleResults
import NativeScaleStatistics

extension SizingReport {
    /// The human-readable form of `nativescale sizes` for `plan`: its verdict and its snippet
    /// (`apply`, the document of `setting`) both from `setting`, the chosen format's.
    /// `alias` is the catalog alias the display was asked for by, said beside its id.
    public static func text(
        plan: RenderTargetPlan, entry: CatalogEntry?, window: MultitaskingWindow? = nil, viewing: ViewingGeometry? = nil,
        setting: SizeSetting, apply: SizeSettingDocument? = nil, alias: String? = nil
    ) -> String {
        let display = plan.display
        var lines: [String] = []
        if let entry {
            let place = window.map { " - \($0.arrangement.rawValue) window, \($0.sizeClass.rawValue) width" } ?? ""
            lines.append("\(entry.name)\(place)")
            let asked = alias.map { " (asked for as \($0), an alias of the same display)" } ?? ""
            lines.append("  \(entry.id)\(asked), \(entry.platform.displayName), \(display.orientation.rawValue)")
        } else {
            lines.append("Display given by hand, \(display.orientation.rawValue), \(display.rule.title) rule")
        }
        let facts = sizeFacts(plan, platform: entry?.platform, window: window) + deviceFacts(plan, entry: entry, window: window, viewing: viewing)
        let labelWidth = facts.map(\.0.count).max() ?? 0
        for (label, value) in facts {
            lines.append("  " + label + String(repeating: " ", count: labelWidth - label.count) + "  " + value)
        }
        lines +=
            [""] + costLines(plan) + [""] + variantLines(plan) + [
                "", verdict(SizingAdvice(plan: plan, setting: setting), plan: plan, window: window),
            ]
        if let apply { lines += [""] + apply.section + [""] }
        if let entry {
            lines.append("Source: \(entry.source) (confidence: \(entry.confidence.rawValue))")
            if let note = entry.note { lines.append("Note: \(note)") }
        }
        lines.append("Rule: \(display.rule.source)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sizes, the resample and the pixel ratio, labelled.
    static func sizeFacts(_ plan: RenderTargetPlan, platform: Platform?, window: MultitaskingWindow?) -> [(String, String)] {
        let display = plan.display
        let extra = plan.extraPixelsPerFrame
        let percent = (plan.pixelRatio - 1) * 100
        var facts: [(String, String)] = [
            ("logical size", display.logicalSizeText),
            ("scale", "\(display.scale) (content scale: the app renders at this)"),
            ("native scale", "\(display.nativeScale) (panel pixels per \(display.rule.logicalUnit.symbol))"),
            ("drawable size", "\(plan.drawableSize) px (bounds × scale, rounded \(display.rule.drawableRounding))"),
            ("native size", "\(plan.nativeSize) px (\(nativeName(plan, window: window)))"),
            ("panel", "\(plan.panelSize) px"),
        ]
        switch plan.resample {
        case .none:
            facts.append(("resample", "none: the drawable is the native size, there is no sampling stage"))
        case .down, .up, .mixed:
            facts.append(
                (
                    "resample",
                    "\(plan.resample.rawValue), ×\(NumberText.fixed(1 / plan.widthRatio, fractionDigits: 4)) × "
                        + "\(NumberText.fixed(1 / plan.heightRatio, fractionDigits: 4)) by \(display.rule.resampler(on: platform))"
                ))
        }
        facts.append(
            (
                "pixel ratio",
                "\(NumberText.trimmed(plan.pixelRatio, maxFractionDigits: 4)) (drawable / native): "
                    + "\(extra >= 0 ? "+" : "")\(NumberText.grouped(extra)) pixels per frame "
                    + "(\(percent >= 0 ? "+" : "")\(NumberText.fixed(percent, fractionDigits: 2)) %)"
            ))
        let shortfall = plan.nativeShortfall
        if shortfall != PixelSize(width: 0, height: 0) {
            facts.append(
                (
                    "note",
                    "bounds × nativeScale is \(display.scaledBounds), \(abs(shortfall.width))×\(abs(shortfall.height)) px off the panel "
                        + "(bounds are whole points): size the drawable from nativeBounds, not from contentScaleFactor alone"
                ))
        }
        return facts
    }

    /// The catalog entry's safe area and panel, and the pixels per degree, labelled.
    static func deviceFacts(
        _ plan: RenderTargetPlan, entry: CatalogEntry?, window: MultitaskingWindow?,
        viewing: ViewingGeometry?
    ) -> [(String, String)] {
        let display = plan.display
        var facts: [(String, String)] = []
        if window == nil, let entry, let insets = entry.safeArea?.insets(for: display.orientation),
            let usable = entry.safeArea?.usableSize(of: display.logicalSize, in: display.orientation)
        {
            facts.append(
                (
                    "safe area",
                    "top \(pt(insets.top)), left \(pt(insets.left)), bottom \(pt(insets.bottom)), "
                        + "right \(pt(insets.right)) pt (usable \(usable))"
                ))
        }
        if let panel = entry?.panel {
            let diagonal = panel.diagonalInches.map { "\(NumberText.trimmed($0, maxFractionDigits: 1)) in, " } ?? ""
            facts.append(("physical", "\(diagonal)\(panel.density), a \(panel.deviceClass.rawValue) (\(panel.source))"))
        }
        facts.append(("pixels/degree", viewing.map(\.text) ?? "unknown: the panel's size is not known; give --ppd N"))
        return facts
    }

    /// The first-order model of both paths' memory and traffic per frame.
    static func costLines(_ plan: RenderTargetPlan) -> [String] {
        let attachments = plan.attachments
        var cost = Table(header: ["path", "renders", "offscreen memory", "bytes moved / frame"], alignments: [.left, .left, .right, .right])
        cost.append(["native", "\(plan.nativeSize)", NumberText.bytes(plan.nativePath.memoryBytes), NumberText.bytes(plan.nativePath.bytesPerFrame)])
        cost.append([
            "scaled",
            "\(plan.drawableSize)" + (plan.resample == .none ? "" : plan.scaledPathOnDevice == plan.scaledPath ? " + resample" : " (scanout resamples)"),
            NumberText.bytes(plan.scaledPathOnDevice.memoryBytes), NumberText.bytes(plan.scaledPathOnDevice.bytesPerFrame),
        ])
        cost.append(["extra", "", signed(plan.extraMemoryBytes), signed(plan.extraBytesPerFrame)])
        return [
            "Per frame, \(attachments.colorFormat.rawValue.uppercased()), depth \(attachments.depthFormat.rawValue), "
                + "\(attachments.sampleCount)× MSAA, \(attachments.refreshRate) Hz (first-order model):",
            cost.render(), "  extra traffic at \(attachments.refreshRate) Hz: \(signed(plan.extraBytesPerSecond))/s",
        ]
    }

    /// The same bounds under every platform's rule, and whether they agree.
    static func variantLines(_ plan: RenderTargetPlan) -> [String] {
        var variants = Table(header: ["rule", "content scale", "drawable", "resample"], alignments: [.left, .right, .right, .left])
        for variant in plan.platformVariants {
            variants.append([variant.rule.title, "\(variant.contentScale)", "\(variant.drawableSize)", variant.resample.rawValue])
        }
        var lines = ["The same \(plan.display.logicalSizeText) on a \(plan.panelSize) panel, by platform rule:", variants.render()]
        let groups = plan.variantGroups
        if groups.count > 1 {
            let summary = groups.map { group in "\(group.drawableSize) (\(group.rules.map(\.title).joined(separator: ", ")))" }.joined(separator: "; ")
            lines.append("  Platforms disagree: \(summary).")
        } else {
            lines.append("  Every platform renders \(groups.first.map { "\($0.drawableSize)" } ?? "the same size").")
        }
        return lines
    }

    /// What the native size is: the panel's pixels (UIKit's nativeBounds) full screen; a Split
    /// View or Slide Over window's own pixels, its bounds × nativeScale (nativeBounds is the
    /// whole screen's); elsewhere bounds × nativeScale.
    static func nativeName(_ plan: RenderTargetPlan, window: MultitaskingWindow?) -> String {
        if let window, window.arrangement != .full { return "the \(window.arrangement.rawValue) window's pixels, its bounds × nativeScale" }
        return plan.display.rule == .uiKit ? "nativeBounds, the panel's pixels" : "bounds × nativeScale"
    }

    /// One sentence on what to render at: ``SizingAdvice``'s sizes, resamples and request, the
    /// snippet's (both are made from the same setting).
    static func verdict(_ verdict: SizingAdvice, plan: RenderTargetPlan, window: MultitaskingWindow? = nil) -> String {
        let change = (verdict.pixelRatio - 1) * 100
        let shaded =
            change <= 0
            ? "\(NumberText.fixed(-change, fractionDigits: 1)) % fewer pixels shaded per frame than \(verdict.drawableSize)"
            : "\(NumberText.fixed(change, fractionDigits: 1)) % more pixels shaded per frame than \(verdict.drawableSize), for a sharp image"
        let native = nativeName(plan, window: window)
        switch verdict.action {
        case .nothingToChange:
            return "Verdict: the drawable already is the native size \(verdict.renderSize); nothing to change."
        case .renderNative where change <= 0:
            return "Verdict: render \(verdict.renderSize) directly (\(native)) to skip the resample: \(shaded)."
        case .renderNative:
            return
                "Verdict: the system upscales \(verdict.drawableSize) to \(verdict.renderSize); render \(verdict.renderSize) directly to skip the upscale: "
                + "\(shaded)."
        case .resampleIntoNative:
            return "Verdict: render \(verdict.renderSize) and \(resampling(verdict)) into the \(verdict.bufferSize) buffer, the panel's pixels, "
                + "so nothing resamples after it: \(shaded)."
        case .requestThenRender:
            let first =
                switch verdict.request {
                case .dpiAwareness?:
                    "declare the app per-monitor DPI aware (its manifest's <dpiAwareness>PerMonitorV2</dpiAwareness>), so DWM stops stretching a "
                        + "\(verdict.drawableSize) window"
                case .panelDisplayMode(let mode)?:
                    "ask for the panel's \(mode) display mode (preferredDisplayModeId), so the display hardware stops upscaling the "
                        + "\(verdict.drawableSize) mode"
                case nil: "make the platform give the app the panel's pixels"
                }
            let then =
                verdict.renderSize == verdict.bufferSize
                ? "render \(verdict.renderSize) directly" : "render \(verdict.renderSize) and \(resampling(verdict)) into it"
            return "Verdict: \(first), then \(then): \(shaded)."
        case .renderIntoResampledBuffer:
            let resampler = verdict.remainingResampler ?? "the system"
            let what =
                verdict.renderSize == verdict.bufferSize
                ? "render \(verdict.bufferSize), the whole buffer \(bufferOwner(verdict)) gets: the panel's \(plan.nativeSize) would not fit in it"
                : "render \(verdict.renderSize) and \(resampling(verdict)) into the \(verdict.bufferSize) buffer \(bufferOwner(verdict)) gets: \(shaded)"
            return "Verdict: \(what); \(resampler) still resamples the buffer to the \(plan.nativeSize) panel, whatever the app renders. "
                + remedy(plan, verdict: verdict)
        }
    }

    /// Who gets the buffer: the engine's view, or the app's.
    private static func bufferOwner(_ verdict: SizingAdvice) -> String {
        switch verdict.format {
        case .godot: "Godot's view"
        case .unreal: "Unreal's view"
        case .unity: "Unity's view"
        case .uiKit, .appKit, .android, .glfw: "the app"
        }
    }

    /// The app's own resample into the buffer: "upscale it with FSR 1 (EASU then RCAS)".
    private static func resampling(_ verdict: SizingAdvice) -> String {
        let direction = ResampleDirection(from: verdict.renderSize, to: verdict.bufferSize)
        let verb =
            switch direction {
            case .up: "upscale it"
            case .down: "downsample it"
            case .mixed, .none: "resample it"
            }
        switch verdict.filter {
        case .fsr1?: return "\(verb) with FSR 1 (EASU then RCAS)"
        case .easu?: return "\(verb) with FSR 1's EASU"
        case .sgsr1?: return "\(verb) with Snapdragon GSR 1"
        case .sgsr2?: return "\(verb) with Snapdragon GSR 2 (temporal: jittered frames, motion vectors, depth and a history)"
        case let filter?: return "\(verb) (\(filter.rawValue))"
        case nil: return verb
        }
    }

    /// What skips the system's resample when this format cannot: the platform's own format where
    /// it gets the panel's pixels, the macOS mode whose backing store is the panel, Wayland's
    /// fractional scale.
    private static func remedy(_ plan: RenderTargetPlan, verdict: SizingAdvice) -> String {
        if let alternative = verdict.nativeAlternative {
            let who = alternative == .native(to: verdict.platform) ? "the platform's own API" : formatName(alternative)
            return "\(formatName(verdict.format)) cannot skip it on this display; \(who) can: \(alternativeHow(alternative, plan: plan)) "
                + "(sizes --apply \(alternative.rawValue) gives the code)."
        }
        switch plan.display.rule {
        case .macOSScaledRetina:
            let native = plan.nativeSize
            return "Only the mode that looks like \(native.width / 2)×\(native.height / 2) pt has the panel's pixels as its backing store."
        case .waylandIntegerBufferScale, .glfwWayland:
            return "A client of wp_fractional_scale_v1 and wp_viewport (GLFW 3.4) gets a buffer of the panel's pixels."
        case .androidDisplayMode:
            return "Only the panel's \(plan.nativeSize) display mode skips it, and \(formatName(verdict.format)) cannot ask for a display mode."
        default:
            return "No drawable size skips it."
        }
    }

    /// The format's name in a sentence.
    private static func formatName(_ format: SizeSetting.Format) -> String {
        switch format {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        case .android: "An Android app"
        case .glfw: "GLFW"
        case .godot: "Godot"
        case .unreal: "Unreal"
        case .unity: "Unity"
        }
    }

    /// How the platform's own format gets the panel's pixels.
    private static func alternativeHow(_ format: SizeSetting.Format, plan: RenderTargetPlan) -> String {
        switch format {
        case .uiKit: "a view whose contentScaleFactor is UIScreen.nativeScale renders the panel's \(plan.nativeSize)"
        case .android: "an activity that asks for the \(plan.nativeSize) display mode (preferredDisplayModeId) gets the panel's pixels"
        case .glfw: "a per-monitor DPI aware window's framebuffer is the panel's \(plan.nativeSize)"
        case .appKit, .godot, .unreal, .unity: "its buffer is the panel's \(plan.nativeSize)"
        }
    }

    private static func pt(_ value: Double) -> String { NumberText.trimmed(value, maxFractionDigits: 3) }

    private static func signed(_ bytes: Int) -> String { (bytes >= 0 ? "+" : "") + NumberText.bytes(bytes) }
}
