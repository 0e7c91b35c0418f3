public import NativeScaleCore

/// The render scales a sweep visits, as multiples of the native size.
public struct ScaleSweep: Hashable, Sendable {
    /// The largest scale accepted.
    public static let maximumScale = 4.0
    /// The most scales one sweep may visit.
    public static let maximumCount = 200

    /// The scales, ascending, without duplicates.
    public let scales: [Double]
    /// Upscaler presets whose render sizes are swept too (`--presets`).
    public private(set) var presets: [UpscalerPreset] = []

    /// The sweep with `presets`' render sizes beside its scales.
    public func adding(_ presets: [UpscalerPreset]) -> ScaleSweep {
        var sweep = self
        sweep.presets = presets
        return sweep
    }

    /// A sweep of presets alone (`--presets` without `--scales`): only their render sizes,
    /// the native size and the drawable size.
    public static func presets(_ presets: [UpscalerPreset]) -> ScaleSweep {
        var sweep = ScaleSweep(unchecked: [])
        sweep.presets = presets
        return sweep
    }

    private init(unchecked scales: [Double]) { self.scales = scales }

    /// A sweep over `scales`; `text` is what the user wrote, for error messages.
    public init(scales: [Double], text: String? = nil) throws(SweepError) {
        let text = text ?? scales.map { NumberText.trimmed($0, maxFractionDigits: 6) }.joined(separator: ",")
        guard !scales.isEmpty else { throw .badScales(text, problem: .empty) }
        guard scales.count <= Self.maximumCount else { throw .badScales(text, problem: .tooMany(scales.count)) }
        for scale in scales where !(scale.isFinite && scale > 0 && scale <= Self.maximumScale) {
            throw .badScales(text, problem: scale < 0 ? .negative(scale) : (scale == 0 ? .zero : .aboveMaximum(scale)))
        }
        var unique: [Double] = []
        for scale in scales.sorted() where unique.last.map({ abs($0 - scale) > 1e-9 }) ?? true { unique.append(scale) }
        self.scales = unique
    }

    /// Reads `0.8,1,1.15` (a list) or `0.5:1.5:0.05` (START:END:STEP, END included when the steps
    /// land on it).
    public init(parsing text: String) throws(SweepError) {
        let trimmed = text.filter { !$0.isWhitespace }
        func number(_ part: Substring) throws(SweepError) -> Double {
            guard let value = Double(part), value.isFinite else { throw .badScales(text, problem: .notANumber(String(part))) }
            return value
        }
        if trimmed.contains(":") {
            let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3 else { throw .badScales(text, problem: .notARange) }
            let start = try number(parts[0])
            let end = try number(parts[1])
            let step = try number(parts[2])
            guard step > 0 else { throw .badScales(text, problem: .stepNotPositive) }
            guard end >= start else { throw .badScales(text, problem: .endsBeforeStart) }
            let count = Int(((end - start) / step + 1e-9).rounded(.down)) + 1
            guard count <= Self.maximumCount else { throw .badScales(text, problem: .tooMany(count)) }
            // Each scale from its index (no accumulated error), rounded to 1e-9.
            try self.init(scales: (0..<count).map { (((start + Double($0) * step) * 1e9).rounded()) / 1e9 }, text: text)
        } else {
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            var scales: [Double] = []
            for part in parts { scales.append(try number(part)) }
            try self.init(scales: scales, text: text)
        }
    }

    /// The whole pixels `scale` of `native` renders: each axis rounded, at least 1.
    public static func renderSize(of native: PixelSize, at scale: Double) -> PixelSize {
        PixelSize(width: max(1, Int((Double(native.width) * scale).rounded())), height: max(1, Int((Double(native.height) * scale).rounded())))
    }

    /// The sizes to render for `plan`: every scale of the native size and every preset's size,
    /// plus the native size and the drawable size (`bounds × contentScale`), which every sweep includes.
    public func targets(for plan: RenderTargetPlan) -> [SweepTarget] {
        targets(native: plan.nativeSize, drawable: plan.drawableSize)
    }

    /// The sizes to render into `native`, the size every point ends in (the panel's pixels, or
    /// the buffer a format renders into where the system resamples that to the panel,
    /// ``SystemResample``): every scale and preset size of it, itself, and `drawable`.
    public func targets(native: PixelSize, drawable: PixelSize) -> [SweepTarget] {
        var targets = [SweepTarget(kind: .native, renderSize: native, nativeSize: native)]
        if drawable != native { targets.append(SweepTarget(kind: .drawable, renderSize: drawable, nativeSize: native)) }
        // A preset names its size even where a scale makes the same one.
        for preset in presets {
            let size = preset.renderSize(for: native)
            if !targets.contains(where: { $0.renderSize == size }) {
                targets.append(SweepTarget(kind: .preset, renderSize: size, nativeSize: native, preset: preset))
            }
        }
        for scale in scales {
            let size = Self.renderSize(of: native, at: scale)
            if !targets.contains(where: { $0.renderSize == size }) {
                targets.append(SweepTarget(kind: .scale, renderSize: size, nativeSize: native))
            }
        }
        return targets.sorted { ($0.scale, $0.kind.order) < ($1.scale, $1.kind.order) }
    }
}
