import Foundation
import NativeScaleCore
import NativeScaleQuality
import Testing

/// The Swift literals the metric reads (`ColorVideoVDPTables.swift`, written by
/// `scripts/generate-cvvdp-tables`) against the JSON files of cvvdp 0.5.7 kept beside them.
@Suite("ColorVideoVDP's parameters equal cvvdp 0.5.7's files")
struct ColorVideoVDPTablesTests {
    static func json(_ name: String) throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NativeScaleQuality/ColorVideoVDP/Data").appendingPathComponent(name)
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func numbers(_ value: Any?) -> [Double] { (value as? [NSNumber])?.map(\.doubleValue) ?? [] }
    static func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    /// Equal to within 1e-15 (relative above 1): Foundation's JSON reader on Linux rounds some
    /// decimals to a neighbouring double, while the literals are Python's exact `repr`s.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-15 * max(1, abs(a)) }
    static func same(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { same($0, $1) } }

    @Test("Every calibrated parameter the image and video modes use equals cvvdp_parameters.json's")
    func parametersEqualJSON() throws {
        let file = try Self.json("cvvdp_parameters.json")
        let p = ColorVideoVDPParameters.calibrated
        #expect(p.version == file["version"] as? String)
        #expect(p.maskingModel == file["masking_model"] as? String && p.contrast == file["contrast"] as? String && p.csf == file["csf"] as? String)
        let scalars: [(Double, String)] = [
            (p.maskP, "mask_p"), (p.maskC, "mask_c"), (p.phaseUncertaintySigma, "pu_dilate"), (p.beta, "beta"),
            (p.betaBands, "beta_sch"), (p.betaChannels, "beta_tch"), (p.sensitivityCorrection, "sensitivity_correction"),
            (p.jodA, "jod_a"), (p.jodExponent, "jod_exp"), (p.chromaticWeight, "ch_chrom_w"), (p.dMax, "d_max"),
            (p.imageIntegration, "image_int"), (p.betaFrames, "beta_t"), (p.transientWeight, "ch_trans_w"),
        ]
        for (value, key) in scalars { #expect(Self.same(value, Self.number(file[key])), "\(key)") }
        #expect(Self.same(p.maskQ, Self.numbers(file["mask_q"])))
        #expect(Self.same(p.crossChannelWeights, Self.numbers(file["xcm_weights"])))
        #expect(Self.same(p.basebandWeights, Self.numbers(file["baseband_weight"])))
        #expect(Self.same(p.temporalSigma, Self.numbers(file["sigma_tf"])))
        #expect(Self.same(p.temporalBeta, Self.numbers(file["beta_tf"])))
    }

    @Test("castleCSF's four tables (three sustained, one transient) equal csf_lut_weber_fixed_size.json's, value for value")
    func sensitivityTableEqualsJSON() throws {
        let file = try Self.json("csf_lut_weber_fixed_size.json")
        let csf = CastleCSF.weberFixedSize
        #expect(csf.logSensitivity.count == 4)
        #expect(Self.same(csf.backgroundLuminances, Self.numbers(file["L_bkg"])))
        #expect(Self.same(csf.frequencies, Self.numbers(file["rho"])))
        for (channel, key) in ["o0_c1", "o0_c2", "o0_c3", "o5_c1"].enumerated() {
            let rows = try #require(file[key] as? [Any]).map(Self.numbers)
            #expect(csf.logSensitivity[channel].count == rows.count && zip(csf.logSensitivity[channel], rows).allSatisfy { Self.same($0, $1) }, "\(key)")
        }
    }

    @Test("The named display models equal display_models.json's, in its order")
    func namedDisplaysEqualJSON() throws {
        let file = try Self.json("display_models.json")
        let names = ColorVideoVDPNamedDisplay.all.map(\.name)
        #expect(Set(names) == Set(file.keys) && names.count == file.count)
        for display in ColorVideoVDPNamedDisplay.all {
            let model = try #require(file[display.name] as? [String: Any])
            #expect(Self.same(display.peakLuminance, Self.number(model["max_luminance"])), "\(display.name)")
            #expect(Self.numbers(model["resolution"]) == [Double(display.resolution.width), Double(display.resolution.height)])
            let contrast = model["min_luminance"].map { Self.number(model["max_luminance"]) / Self.number($0) } ?? Self.number(model["contrast"] ?? 500)
            #expect(Self.same(display.contrast, contrast), "\(display.name)")
            #expect(Self.same(display.ambientIlluminance, Self.number(model["E_ambient"] ?? 0)), "\(display.name)")
            #expect(display.colorSpace == (model["colorspace"] as? String ?? "sRGB"), "\(display.name)")
        }
    }

    /// cvvdp's `vvdp_display_geometry` gives these (its `get_ppd()`, printed by the fixture venv).
    @Test(
        "Named models' pixels per degree are cvvdp's",
        arguments: [
            ("standard_fhd", 37.84250385), ("standard_4k", 75.40244935), ("standard_phone", 120.56081548),
            ("iphone_12_pro", 159.61187740), ("standard_hmd", 13.15326251),
        ])
    func pixelsPerDegreeMatchCVVDP(name: String, expected: Double) throws {
        let display = try ColorVideoVDPNamedDisplay.named(name)
        #expect(abs(display.pixelsPerDegree - expected) < 1e-7)
    }
}
