public import NativeScaleCore
public import NativeScaleResults

// `nativescale displays --json` (schema `nativescale.displays` v1): the listing's values, with
// its explanations and notes worded here, under the keys the document has always had.

extension DisplayListing: Encodable {
    enum CodingKeys: String, CodingKey { case schema, schemaVersion, windowSystem, glfwVersion, monitors }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(windowSystem, forKey: .windowSystem)
        try container.encode(glfwVersion, forKey: .glfwVersion)
        try container.encode(monitors, forKey: .monitors)
    }
}

extension DisplayListing.Entry: Encodable {
    enum CodingKeys: String, CodingKey { case name, primary, bounds, currentMode, modes, contentScale, physicalSize, workArea, window, notes }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(primary, forKey: .primary)
        try container.encode(bounds, forKey: .bounds)
        try container.encode(currentMode, forKey: .currentMode)
        try container.encode(modes, forKey: .modes)
        try container.encode(contentScale, forKey: .contentScale)
        try container.encode(physicalSize, forKey: .physicalSize)
        try container.encode(workArea, forKey: .workArea)
        try container.encode(window, forKey: .window)
        try container.encode(notes.map(\.text), forKey: .notes)
    }
}

extension DisplayListing.Window: Encodable {
    enum CodingKeys: String, CodingKey {
        case logicalSize, contentScale, windowSize, framebufferSize, measuredFramebufferSize, drawableSize, nativeSize, resample, rule, explanation
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(logicalSize, forKey: .logicalSize)
        try container.encode(contentScale, forKey: .contentScale)
        try container.encode(windowSize, forKey: .windowSize)
        try container.encode(framebufferSize, forKey: .framebufferSize)
        try container.encode(measuredFramebufferSize, forKey: .measuredFramebufferSize)
        try container.encode(drawableSize, forKey: .drawableSize)
        try container.encode(nativeSize, forKey: .nativeSize)
        try container.encode(resample, forKey: .resample)
        try container.encode(rule, forKey: .rule)
        try container.encode(resampling.text, forKey: .explanation)
    }
}

extension DisplayListing.Note {
    /// The note as the listing prints it.
    public var text: String {
        switch self {
        case .fallbackPhysicalSize(let width, let height):
            "physical size \(width)×\(height) mm is GLFW's 96-dpi fallback (the server reported 0 mm, as virtual servers such as Xvfb do): DPI unknown"
        case .noPhysicalSize: "no physical size reported: DPI unknown"
        case .noRefreshRate: "refresh rate not reported (0 Hz)"
        case .framebufferConstrained(let measured, let window, let planned):
            "GLFW gave a \(measured) framebuffer for the \(window) window, not the planned \(planned) (a window manager or the screen size constrained it)"
        }
    }
}

extension WindowSizing.Resampling {
    /// Who does what with the pixels, in one sentence.
    public var text: String {
        switch self {
        case .shownAsIs(let windowSystem):
            "\(windowSystem.displayName) shows the framebuffer 1:1: render the framebuffer size, nothing resamples it"
        case .waylandIntegerScale(let scale):
            "Wayland integer scale \(scale): the buffer matches the output, nothing resamples it"
        case .waylandCompositor(let bufferScale, let outputScale):
            "GLFW 3.3 renders at the integer buffer scale \(bufferScale) and the compositor resamples to the \(outputScale) output"
        case .windowServer:
            "the window server resamples the backing store to the panel in a scaled mode; "
                + "GLFW reports the \"looks like\" size, so the panel comes from the catalog (nativescale devices --platform macos)"
        }
    }
}
