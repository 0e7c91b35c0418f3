public import NativeScaleCore
import NativeScaleStatistics
public import NativeScaleTuning

/// A cost model fitted to a sweep's timed points of one filter: each point's frame time against
/// its render size's megapixels, by least squares. Its intercept holds the fixed cost and the
/// filter's resample (the same at every render size, the output being fixed); its slope, the
/// cost of a megapixel rendered.
public struct CostModelFit: Codable, Hashable, Sendable {
    /// One timed point of the sweep.
    public struct Point: Codable, Hashable, Sendable {
        public let scale: Double
        public let renderMegapixels: Double
        public let milliseconds: Double
        /// Its time less the fit's, ms.
        public let residual: Double
        /// The fit without this point, against its time: `(prediction − time) / time × 100`.
        public let heldOutErrorPercent: Double?
    }

    /// What an engine's assumption that cost ∝ scale² (Unreal's √(target / time), Filament's area)
    /// predicts at a scale, calibrated at the output size, against the fit.
    public struct Assumption: Codable, Hashable, Sendable {
        public let scale: Double
        public let fittedMilliseconds: Double
        public let quadraticMilliseconds: Double
        /// `(quadratic − fitted) / fitted × 100`.
        public let errorPercent: Double
    }

    public let filter: ResampleFilter
    public let fixedMilliseconds: Double
    public let millisecondsPerMegapixel: Double
    /// Half-widths of the coefficients' 95 % intervals; nil with fewer than 3 points.
    public let fixedHalfWidth: Double?
    public let perMegapixelHalfWidth: Double?
    public let outputSize: SizeDocument<Int>
    public let points: [Point]
    public let assumptions: [Assumption]
    /// The sweep's quality metric, and its value at each of the filter's points (timed or not)
    /// and at the native size: the quality along a replay comes from them.
    public let metric: QualityMetric
    public let quality: [QualityPoint]

    /// The quality of one point of the sweep, in the metric's own unit.
    public struct QualityPoint: Codable, Hashable, Sendable {
        public let scale: Double
        public let value: Double

        public init(scale: Double, value: Double) {
            self.scale = scale
            self.value = value
        }
    }

    /// The device the sweep measured on (its name and kind: `cpu` for lavapipe), whose costs the
    /// model's coefficients are; nil for a fit made from bare figures and in files before dynres
    /// schema 6.
    public var device: String?
    public var deviceKind: String?
    /// The sweep's points of ``filter`` (timed or not), where the fit's ``points`` are those it
    /// timed: fewer when an adaptive race settled some off on quality or cost unmeasured.
    public var sweptPoints: Int?

    /// The quality against the scale, for the replay.
    public var qualityCurve: QualityCurve? {
        QualityCurve(metric: metric, points: quality.map { QualityCurve.Point(scale: $0.scale, value: $0.value) })
    }

    /// The scales the engines' assumption is checked at.
    public static let assumptionScales = [0.5, 0.7, 0.85]

    /// The fit to `result`'s timed points of `filter`; nil with fewer than 2 of them at different sizes.
    public init?(_ result: SweepResult, filter: ResampleFilter) {
        let timed = result.points.filter { $0.filter == filter }.compactMap { point in
            point.cost.map {
                TimedScale(scale: point.target.scale, megapixels: Double(point.target.renderSize.pixelCount) / 1e6, milliseconds: $0.frameMilliseconds)
            }
        }
        // The filter's points, and the native size's (at scale 1 nothing is resampled).
        let quality = result.points.filter { $0.filter == filter || ($0.filter == nil && !$0.target.needsResample) }.compactMap { point in
            result.configuration.metric.value(of: point.quality).map { QualityPoint(scale: point.target.scale, value: $0) }
        }
        self.init(
            filter: filter, outputSize: result.points.first?.target.nativeSize ?? PixelSize(width: 1, height: 1), timed: timed,
            metric: result.configuration.metric, quality: quality)
        device = result.environment.device.name
        deviceKind = result.environment.device.kind
        sweptPoints = result.points.filter { $0.filter == filter }.count
    }

    /// Why the model's costs may not be the recording's: fitted on a CPU (lavapipe's fixed cost
    /// and slope are no GPU's), or from fewer points than the sweep has (the race left some
    /// untimed). Empty when neither.
    public var caveats: [Caveat] {
        var caveats: [Caveat] = []
        if let device, deviceKind == "cpu" { caveats.append(.fittedOnCPU(device: device)) }
        if let sweptPoints, points.count < sweptPoints { caveats.append(.partialSweep(timed: points.count, swept: sweptPoints)) }
        return caveats
    }

    /// A reason the model's costs may not be the recording's; Reporting words it.
    public enum Caveat: Hashable, Sendable {
        /// The sweep ran on `device`, a CPU.
        case fittedOnCPU(device: String)
        /// `timed` of the filter's `swept` points were timed.
        case partialSweep(timed: Int, swept: Int)
    }

    /// One scale's frame time, as a fit takes it.
    public struct TimedScale: Sendable {
        public let scale: Double
        public let megapixels: Double
        public let milliseconds: Double

        public init(scale: Double, megapixels: Double, milliseconds: Double) {
            self.scale = scale
            self.megapixels = megapixels
            self.milliseconds = milliseconds
        }
    }

    /// The fit to `timed` scales of an `outputSize` output resampled with `filter`; nil with
    /// fewer than 2 at different sizes. `quality` is the metric's value along the scales (none
    /// without a quality measurement).
    public init?(filter: ResampleFilter, outputSize native: PixelSize, timed: [TimedScale], metric: QualityMetric = .flip, quality: [QualityPoint] = []) {
        guard let fit = LinearFit(timed.map { ($0.megapixels, $0.milliseconds) }) else { return nil }
        self.filter = filter
        fixedMilliseconds = fit.intercept
        millisecondsPerMegapixel = fit.slope
        fixedHalfWidth = fit.interceptHalfWidth
        perMegapixelHalfWidth = fit.slopeHalfWidth
        outputSize = SizeDocument(native)
        points = timed.enumerated().map { index, point in
            let others = timed.enumerated().filter { $0.offset != index }.map { ($0.element.megapixels, $0.element.milliseconds) }
            let heldOut = LinearFit(others).map { ($0.predict(point.megapixels) - point.milliseconds) / point.milliseconds * 100 }
            return Point(
                scale: point.scale, renderMegapixels: point.megapixels, milliseconds: point.milliseconds, residual: fit.residuals[index],
                heldOutErrorPercent: heldOut)
        }
        self.metric = metric
        self.quality = quality
        let megapixels = Double(native.pixelCount) / 1e6
        let atOutput = fit.predict(megapixels)
        assumptions = Self.assumptionScales.map { scale in
            let fitted = fit.predict(megapixels * scale * scale)
            let quadratic = atOutput * scale * scale
            return Assumption(scale: scale, fittedMilliseconds: fitted, quadraticMilliseconds: quadratic, errorPercent: (quadratic - fitted) / fitted * 100)
        }
    }

    /// The fit as the replay's model: a negative intercept (noise around a fixed cost near 0) is
    /// taken as 0; nil when the slope is not above 0.
    public var model: CostModel? {
        try? CostModel(fixedMilliseconds: max(fixedMilliseconds, 0), millisecondsPerMegapixel: millisecondsPerMegapixel)
    }
}
