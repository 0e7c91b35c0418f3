/// What the user asks of a render size: a frame budget and quality floors, each optional.
public struct TuningConstraints: Hashable, Sendable, Codable {
    /// The most a frame may take on the measured device, in milliseconds.
    public let budgetMilliseconds: Double?
    /// The least SSIM acceptable.
    public let minimumSSIM: Double?
    /// The least PSNR acceptable, in decibels.
    public let minimumPSNR: Double?

    /// Creates constraints, rejecting values outside their ranges.
    public init(budgetMilliseconds: Double? = nil, minimumSSIM: Double? = nil, minimumPSNR: Double? = nil) throws(SweepError) {
        if let budgetMilliseconds, !(budgetMilliseconds.isFinite && budgetMilliseconds > 0) {
            throw .badConstraint(option: "--budget-ms", value: budgetMilliseconds, expected: "milliseconds greater than 0, e.g. 16.7")
        }
        if let minimumSSIM, !(minimumSSIM.isFinite && minimumSSIM > -1 && minimumSSIM <= 1) {
            throw .badConstraint(option: "--min-ssim", value: minimumSSIM, expected: "an SSIM greater than -1 and at most 1, e.g. 0.98")
        }
        if let minimumPSNR, !(minimumPSNR.isFinite && minimumPSNR > 0) {
            throw .badConstraint(option: "--min-psnr", value: minimumPSNR, expected: "decibels greater than 0, e.g. 35")
        }
        self.budgetMilliseconds = budgetMilliseconds
        self.minimumSSIM = minimumSSIM
        self.minimumPSNR = minimumPSNR
    }

    /// Whether any quality floor was given.
    public var hasQualityFloor: Bool { minimumSSIM != nil || minimumPSNR != nil }

    func fitsBudget(_ candidate: TuningCandidate) -> Bool {
        budgetMilliseconds.map { candidate.frameMilliseconds <= $0 } ?? true
    }

    func meetsQuality(_ candidate: TuningCandidate) -> Bool {
        (minimumSSIM.map { candidate.ssimOrWorst >= $0 } ?? true) && (minimumPSNR.map { candidate.quality.psnr >= $0 } ?? true)
    }
}
