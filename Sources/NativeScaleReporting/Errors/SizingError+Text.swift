public import NativeScaleCore

extension SizingError: WordedError {
    public var exitStatus: ExitStatus { .badInput }

    public func line(naming: SettingNaming) -> String {
        switch self {
        case .invalidLogicalLength(let name, let axis, let value, let maximum):
            "\(name) \(axis) \(Self.text(value)) is not a valid logical length; "
                + "expected a finite number greater than 0 and at most \(Self.text(maximum))"
        case .invalidScale(let name, let value, let maximum):
            "\(name) \(Self.text(value)) is not a valid scale factor; "
                + "expected a finite number greater than 0 and at most \(Self.text(maximum)) (e.g. 3 or 2.608696)"
        case .invalidPixelLength(let name, let axis, let value, let maximum):
            "\(name) \(axis) \(value) is not a valid pixel length; expected a whole number from 1 to \(maximum)"
        case .inconsistentPanel(let logicalSize, let nativeScale, let panelSize, let nativeSize):
            "native scale \(nativeScale) maps \(logicalSize) to "
                + "\(NumberText.trimmed(nativeSize.width, maxFractionDigits: 2))×"
                + "\(NumberText.trimmed(nativeSize.height, maxFractionDigits: 2)) px, not the \(panelSize) panel; "
                + "expected panel width = points width × native scale (within 1 px) and height within "
                + "\(NumberText.trimmed(SizeLimits.panelHeightTolerance * 100, maxFractionDigits: 2)) %"
        }
    }

    private static func text(_ value: Double) -> String {
        NumberText.trimmed(value, maxFractionDigits: 6)
    }
}
