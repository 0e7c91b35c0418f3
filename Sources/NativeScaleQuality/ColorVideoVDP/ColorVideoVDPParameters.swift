/// The calibrated parameters of ColorVideoVDP (Mantiuk et al., SIGGRAPH 2024), as its reference
/// implementation `cvvdp` 0.5.7 ships them in `cvvdp_parameters.json`; ``calibrated`` holds them
/// (generated from the JSON by `scripts/generate-cvvdp-tables`): what the image mode uses, and the
/// temporal filters, the transient channel's weight and the pooling over frames of the video mode.
public struct ColorVideoVDPParameters: Hashable, Sendable {
    /// The parameter file's version (`0.5.7`).
    public let version: String
    /// The model variants the port implements, checked by ``ColorVideoVDP/init(display:parameters:)``:
    /// `mult-mutual` masking, `weber_g1` contrast, the `weber_fixed_size` CSF, `soft` clamping and
    /// cross-channel masking `on`.
    public let maskingModel: String
    public let contrast: String
    public let csf: String
    public let differenceClamp: String
    public let crossChannelMasking: String
    /// The masking model's exponents: p of the difference, q of the mask per channel (Y, RG, YV, …).
    public let maskP: Double
    /// log10 of the gain applied to the blurred mask.
    public let maskC: Double
    public let maskQ: [Double]
    /// The standard deviation, in pixels of the band, of the phase-uncertainty blur (`pu_dilate`).
    public let phaseUncertaintySigma: Double
    /// The exponents of pooling over pixels (β), over bands (`beta_sch`) and over channels (`beta_tch`).
    public let beta: Double
    public let betaBands: Double
    public let betaChannels: Double
    /// A correction of the CSF in dB.
    public let sensitivityCorrection: Double
    /// JOD = 10 − a · Q^exponent.
    public let jodA: Double
    public let jodExponent: Double
    /// The weight of the chromatic channels (the achromatic one weighs 1).
    public let chromaticWeight: Double
    /// log2 of the 4×4 cross-channel masking weights, row by the masking channel.
    public let crossChannelWeights: [Double]
    /// The weight of each channel's baseband.
    public let basebandWeights: [Double]
    /// log10 of the soft clamp on the masked differences.
    public let dMax: Double
    /// The integration correction for a single image.
    public let imageIntegration: Double
    /// The exponent of pooling over frames (`beta_t`), a mean.
    public let betaFrames: Double
    /// The weight of the achromatic transient channel (`ch_trans_w`).
    public let transientWeight: Double
    /// The temporal filters' frequency responses per channel (achromatic sustained, red-green,
    /// yellow-violet, achromatic transient): `exp(−ω^β / σ)` for the sustained channels and
    /// `exp(−(ω^β − 5^β)² / σ)` for the transient one (`sigma_tf`, `beta_tf`).
    public let temporalSigma: [Double]
    public let temporalBeta: [Double]
}
