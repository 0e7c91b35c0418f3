public import NativeScaleCore

/// A ``SizeSetting`` in JSON: the values to set, the size each makes under its rule, and the
/// snippet to paste (`sizes --json`, and the sweep's recommendation).
public struct SizeSettingDocument: Codable, Sendable, Hashable {
    /// One value to set.
    public struct Value: Codable, Sendable, Hashable {
        /// What it sets: `contentScaleFactor`, `r.ScreenPercentage`, `scaling_3d_scale`, …
        public let key: SizeSetting.Key
        /// The number to type (a scale, a percentage, an enum's value); absent for a size.
        public let number: Double?
        /// The size to type; absent for a number.
        public let size: SizeDocument<Int>?
        /// The size the value makes under ``rounding``; absent for an enum's value.
        public let realizedSize: SizeDocument<Int>?
        /// The rule that turns the number into pixels (`unreal-ceil-percent`, …); absent for a size.
        public let rounding: FactorRounding?
    }

    /// Where the size is applied: `uikit`, `android`, `glfw`, `godot`, `unreal`, `unity`.
    public let format: SizeSetting.Format
    /// The size the scene is rendered at.
    public let renderSize: SizeDocument<Int>
    /// The surface the frame ends in.
    public let outputSize: SizeDocument<Int>
    /// The resample from the render size to the output; absent when they are equal.
    public let filter: ResampleFilter?
    /// What to set, in order.
    public let values: [Value]
    /// What the values alone do not say, in words.
    public let notes: [String]
    /// The code or settings to paste.
    public let snippet: String
    /// Every format whose API exists on the display's platform, this one included (absent in
    /// files written before formats were offered per platform: every format).
    public var formats: [SizeSetting.Format]?

    /// The document of `setting`, with the words and the snippet the report made of it.
    public init(_ setting: SizeSetting, notes: [String], snippet: String) {
        format = setting.format
        renderSize = SizeDocument(setting.renderSize)
        outputSize = SizeDocument(setting.outputSize)
        filter = setting.filter
        values = setting.values.map {
            Value(
                key: $0.key, number: $0.number, size: $0.size.map(SizeDocument.init),
                realizedSize: $0.realized.map(SizeDocument.init), rounding: $0.rounding)
        }
        self.notes = notes
        self.snippet = snippet
        formats = SizeSetting.Format.existing(on: setting.platform)
    }
}

extension SizeSetting.Key: CustomStringConvertible {
    /// The key as the API spells it.
    public var description: String { rawValue }
}
