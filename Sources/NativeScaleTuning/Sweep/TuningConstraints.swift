public import NativeScaleCore

/// What the user asks of a render size: a frame budget and quality floors, each optional.
public struct TuningConstraints: Hashable, Sendable, Codable {
    /// The most a frame may take on the measured device, in milliseconds.
    public let budgetMilliseconds: Double?
    /// The most a frame may take as a fraction of the native frame (`--budget 0.6x`); absent in
    /// files before sweep schema 18. At most one of the two budgets is given.
    public let budgetFraction: Double?
    /// The least SSIM acceptable.
    public let minimumSSIM: Double?
    /// The least PSNR acceptable, in decibels.
    public let minimumPSNR: Double?
    /// The largest mean FLIP error acceptable (0…1), at the sweep's pixels per degree.
    public let maximumFLIP: Double?
    /// The most JOD a point may lose against the native render (ColorVideoVDP on the display's
    /// model): `--max-jod-loss 0.25` accepts a point scoring at least the native JOD − 0.25.
    public let maximumJODLoss: Double?
    /// That floor in JOD, once the native render's JOD is known (``resolvingJOD(native:)``); until
    /// then, no point meets it.
    public let minimumJOD: Double?

    /// Each constraint, by the name the ranges are checked under.
    public enum Constraint: String, Hashable, Sendable {
        case budget = "frame budget (ms)"
        case budgetFraction = "frame budget (× the native frame)"
        case minimumSSIM = "minimum SSIM"
        case minimumPSNR = "minimum PSNR (dB)"
        case maximumFLIP = "maximum FLIP"
        case maximumJODLoss = "maximum JOD loss"
    }

    /// No constraints: the cheapest point at least as good as the native render.
    public static let none = TuningConstraints(unchecked: ())

    private init(unchecked: Void) {
        budgetMilliseconds = nil
        budgetFraction = nil
        minimumSSIM = nil
        minimumPSNR = nil
        maximumFLIP = nil
        maximumJODLoss = nil
        minimumJOD = nil
    }

    /// Creates constraints, rejecting values outside their ranges.
    public init(
        budgetMilliseconds: Double? = nil, budgetFraction: Double? = nil, minimumSSIM: Double? = nil, minimumPSNR: Double? = nil,
        maximumFLIP: Double? = nil, maximumJODLoss: Double? = nil, minimumJOD: Double? = nil
    ) throws(SweepError) {
        if let budgetMilliseconds, !(budgetMilliseconds.isFinite && budgetMilliseconds > 0) {
            throw .badConstraint(.budget, value: budgetMilliseconds)
        }
        if let budgetFraction, !(budgetFraction.isFinite && budgetFraction > 0 && budgetFraction <= 10) || budgetMilliseconds != nil {
            throw .badConstraint(.budgetFraction, value: budgetFraction)
        }
        if let minimumSSIM, !(minimumSSIM.isFinite && minimumSSIM > -1 && minimumSSIM <= 1) {
            throw .badConstraint(.minimumSSIM, value: minimumSSIM)
        }
        if let minimumPSNR, !(minimumPSNR.isFinite && minimumPSNR > 0) {
            throw .badConstraint(.minimumPSNR, value: minimumPSNR)
        }
        if let maximumFLIP, !(maximumFLIP.isFinite && maximumFLIP > 0 && maximumFLIP <= 1) {
            throw .badConstraint(.maximumFLIP, value: maximumFLIP)
        }
        if let maximumJODLoss, !(maximumJODLoss.isFinite && maximumJODLoss >= 0 && maximumJODLoss <= 10) {
            throw .badConstraint(.maximumJODLoss, value: maximumJODLoss)
        }
        self.budgetMilliseconds = budgetMilliseconds
        self.budgetFraction = budgetFraction
        self.minimumSSIM = minimumSSIM
        self.minimumPSNR = minimumPSNR
        self.maximumFLIP = maximumFLIP
        self.maximumJODLoss = maximumJODLoss
        self.minimumJOD = maximumJODLoss == nil ? nil : minimumJOD.flatMap { $0.isFinite && $0 <= 10 ? $0 : nil }
    }

    /// The constraints with the JOD floor set from the native render's `native` metrics: its JOD
    /// less ``maximumJODLoss``. Unchanged without a JOD loss, or when `native` has no JOD.
    public func resolvingJOD(native: QualityMetrics?) -> TuningConstraints {
        guard let loss = maximumJODLoss, let nativeJOD = native?.jod,
            let resolved = try? TuningConstraints(
                budgetMilliseconds: budgetMilliseconds, budgetFraction: budgetFraction, minimumSSIM: minimumSSIM, minimumPSNR: minimumPSNR,
                maximumFLIP: maximumFLIP, maximumJODLoss: loss, minimumJOD: nativeJOD - loss)
        else { return self }
        return resolved
    }

    enum CodingKeys: String, CodingKey { case budgetMilliseconds, budgetFraction, minimumSSIM, minimumPSNR, maximumFLIP, maximumJODLoss, minimumJOD }

    /// Reads constraints, validating them (a file's values are not trusted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                budgetMilliseconds: try container.decodeIfPresent(Double.self, forKey: .budgetMilliseconds),
                budgetFraction: try container.decodeIfPresent(Double.self, forKey: .budgetFraction),
                minimumSSIM: try container.decodeIfPresent(Double.self, forKey: .minimumSSIM),
                minimumPSNR: try container.decodeIfPresent(Double.self, forKey: .minimumPSNR),
                maximumFLIP: try container.decodeIfPresent(Double.self, forKey: .maximumFLIP),
                maximumJODLoss: try container.decodeIfPresent(Double.self, forKey: .maximumJODLoss),
                minimumJOD: try container.decodeIfPresent(Double.self, forKey: .minimumJOD))
        } catch let error as SweepError {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    /// Whether any quality floor was given.
    public var hasQualityFloor: Bool { minimumSSIM != nil || minimumPSNR != nil || maximumFLIP != nil || maximumJODLoss != nil }

    /// The budget given, in either form; nil without one.
    public var budget: FrameBudget? {
        budgetMilliseconds.map(FrameBudget.milliseconds) ?? budgetFraction.map(FrameBudget.fractionOfNative)
    }

    func fitsBudget(_ candidate: TuningCandidate) -> Bool {
        budget.map { $0.fits(milliseconds: candidate.frameMilliseconds, ratio: candidate.costRatio) } ?? true
    }

    func meetsQuality(_ candidate: TuningCandidate) -> Bool { meetsQuality(candidate.quality) }

    /// Whether `quality` meets every floor given.
    public func meetsQuality(_ quality: QualityMetrics) -> Bool {
        (minimumSSIM.map { (quality.ssim ?? -.infinity) >= $0 } ?? true) && (minimumPSNR.map { quality.psnr >= $0 } ?? true)
            && (maximumFLIP.map { max in quality.flip.map { $0.mean <= max } ?? false } ?? true)
            && (maximumJODLoss == nil || minimumJOD.map { floor in quality.jod.map { $0 >= floor } ?? false } == true)
    }
}
