import NativeScaleCore
import NativeScaleQuality
import Testing

@Suite("FLIP: agreement with NVIDIA's implementation, and its properties")
struct FLIPTests {
    static let width = 48, height = 40

    /// The image pairs of `scripts/flip-reference.py`, pixel for pixel.
    static func base(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        (((x / 4 + y / 4) % 2) * 200 + 30, (x * 255) / (width - 1), (y * 255) / (height - 1))
    }

    static func image(_ pixel: (Int, Int) -> (Int, Int, Int)) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                bytes += [UInt8(r), UInt8(g), UInt8(b), 255]
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func clamp(_ v: Int, _ hi: Int) -> Int { min(max(v, 0), hi) }

    static func test(_ name: String) -> RGBAImage {
        switch name {
        case "blurred":
            return image { x, y in
                var s = (0, 0, 0)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = base(clamp(x + dx, width - 1), clamp(y + dy, height - 1))
                        s = (s.0 + c.0, s.1 + c.1, s.2 + c.2)
                    }
                }
                return (s.0 / 9, s.1 / 9, s.2 / 9)
            }
        case "shifted":
            return image { x, y in base(max(x - 1, 0), y) }
        default:
            return image { x, y in
                let d = (((x * 73_856_093) ^ (y * 19_349_663)) & 0xFFFF) % 41 - 20
                let (r, g, b) = base(x, y)
                return (clamp(r + d, 255), clamp(g + d, 255), clamp(b + d, 255))
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let pair: String
        let ppd: Double
        let mean, weightedMedian, p95, p99: Double
        /// The errors at (7, 5), (24, 20) and (47, 39).
        let pixels: [Double]
        var testDescription: String { "\(pair) at \(ppd) PPD" }
    }

    /// `scripts/flip-reference.py` with flip-evaluator 1.7 (NVIDIA's C++ FLIP through nanobind).
    static let reference: [Case] = [
        Case(
            pair: "blurred", ppd: 20, mean: 0.4090950895624701, weightedMedian: 0.5960259437561035, p95: 0.7112005352973938,
            p99: 0.7605586647987366, pixels: [0.47143104672431946, 0.7080320715904236, 0.08377645164728165]),
        Case(
            pair: "blurred", ppd: 67, mean: 0.2675060593241748, weightedMedian: 0.3122512996196747, p95: 0.36825618147850037,
            p99: 0.3916212320327759, pixels: [0.2926843464374542, 0.33489423990249634, 0.06058533862233162]),
        Case(
            pair: "blurred", ppd: 98, mean: 0.2691811167751439, weightedMedian: 0.2815397083759308, p95: 0.338636577129364,
            p99: 0.36178579926490784, pixels: [0.337358295917511, 0.29274529218673706, 0.059013910591602325]),
        Case(
            pair: "shifted", ppd: 20, mean: 0.36865332205270535, weightedMedian: 0.8478134274482727, p95: 0.9532108902931213,
            p99: 0.956996738910675, pixels: [0.3239821493625641, 0.9264818429946899, 0.21281284093856812]),
        Case(
            pair: "shifted", ppd: 67, mean: 0.25551013343938395, weightedMedian: 0.3021038770675659, p95: 0.46397578716278076,
            p99: 0.5146178603172302, pixels: [0.46528610587120056, 0.2491471916437149, 0.2363039255142212]),
        Case(
            pair: "shifted", ppd: 98, mean: 0.18598812709436363, weightedMedian: 0.20396633446216583, p95: 0.2981751263141632,
            p99: 0.3536239266395569, pixels: [0.23075295984745026, 0.16075778007507324, 0.2503572106361389]),
        Case(
            pair: "noisy", ppd: 20, mean: 0.2385379955652752, weightedMedian: 0.2903388738632202, p95: 0.3941459655761719,
            p99: 0.46107929944992065, pixels: [0.16240739822387695, 0.270241379737854, 0.2509070634841919]),
        Case(
            pair: "noisy", ppd: 67, mean: 0.10287500298436499, weightedMedian: 0.11823451519012451, p95: 0.19387759268283844,
            p99: 0.23805883526802063, pixels: [0.04159003496170044, 0.12669838964939117, 0.22969017922878265]),
        Case(
            pair: "noisy", ppd: 98, mean: 0.08595245222531958, weightedMedian: 0.0993090495467186, p95: 0.1704356074333191,
            p99: 0.20558185875415802, pixels: [0.042233407497406006, 0.08040203154087067, 0.2056238204240799]),
    ]

    @Test("Agrees with NVIDIA's flip-evaluator: mean, weighted median, percentiles and single pixels", arguments: reference)
    func agreesWithReference(_ expected: Case) throws {
        let flip = FLIP(pixelsPerDegree: try PixelsPerDegree(expected.ppd))
        let map = flip.errorMap(Self.test(expected.pair), against: Self.image(Self.base))
        let statistics = map.statistics
        // Both compute in 32-bit floats, in a different order (and the kernels here in 64 bits):
        // they agree to float rounding, 1e-6 of the 0…1 scale on the mean, 1e-5 on single values.
        #expect(abs(statistics.mean - expected.mean) < 1e-6)
        #expect(abs(statistics.weightedMedian - expected.weightedMedian) < 1e-5)
        #expect(abs(statistics.percentile95 - expected.p95) < 1e-5)
        #expect(abs(statistics.percentile99 - expected.p99) < 1e-5)
        for (index, (x, y)) in [(7, 5), (24, 20), (47, 39)].enumerated() {
            #expect(abs(Double(map[x, y]) - expected.pixels[index]) < 1e-5, "pixel (\(x), \(y))")
        }
    }

    static func gray(_ value: Int = 128, side: Int = 32) -> RGBAImage {
        RGBAImage(width: side, height: side, bytes: (0..<(side * side)).flatMap { _ in [UInt8(value), UInt8(value), UInt8(value), 255] })
    }

    @Test("Identical images have no error anywhere", arguments: [20.0, 67, 98])
    func identicalImagesGiveZero(_ ppd: Double) throws {
        let image = Self.image(Self.base)
        let map = FLIP(pixelsPerDegree: try PixelsPerDegree(ppd)).errorMap(image, against: image)
        #expect(map.values.allSatisfy { $0 == 0 })
        #expect(map.statistics == FLIPStatistics(mean: 0, weightedMedian: 0, percentile95: 0, percentile99: 0, maximum: 0))
    }

    @Test("The error grows with a perturbation's contrast")
    func errorGrowsWithContrast() throws {
        let flip = FLIP(pixelsPerDegree: try PixelsPerDegree(67))
        let means = [8, 32, 96].map { d in
            var square = Self.gray()
            for y in 12..<20 {
                for x in 12..<20 {
                    for c in 0..<3 { square.bytes[(y * 32 + x) * 4 + c] = UInt8(128 + d) }
                }
            }
            return flip.errorMap(square, against: Self.gray()).statistics.mean
        }
        #expect(means[0] > 0 && means[0] < means[1] && means[1] < means[2], "\(means)")
    }

    @Test("Fine detail's error falls as the pixels per degree rise (the viewer resolves less of it)")
    func fineDetailFallsWithPPD() throws {
        var noise = Self.gray()
        for y in 0..<32 {
            for x in 0..<32 {
                let value = 128 + (((x * 73_856_093) ^ (y * 19_349_663)) & 0xFFFF) % 33 - 16
                for c in 0..<3 { noise.bytes[(y * 32 + x) * 4 + c] = UInt8(value) }
            }
        }
        let means = try [10.0, 20, 40, 80, 120].map { ppd in
            FLIP(pixelsPerDegree: try PixelsPerDegree(ppd)).errorMap(noise, against: Self.gray()).statistics.mean
        }
        #expect(zip(means, means.dropFirst()).allSatisfy { $0 > $1 }, "\(means)")
    }

    @Test("The error map's colours run from magma's black (no error) to its pale yellow (1)")
    func colorMap() {
        let map = FLIPErrorMap(width: 3, height: 1, values: [0, 0.5, 1])
        let image = map.colorMapped()
        #expect(Array(image.bytes[0..<4]) == [0, 0, 4, 255])
        #expect(Array(image.bytes[8..<12]) == [252, 253, 191, 255])
        #expect(image.bytes[4] > image.bytes[6], "the middle is magma's red-purple, more red than blue")
    }

    @Test("The weighted median follows the large errors; percentiles are nearest-rank")
    func statistics() {
        // Eight errors of 0.1 and one of 0.9: the mean is 0.19, but 0.9 carries more than half the weighted sum.
        let values: [Float] = Array(repeating: 0.1, count: 8) + [0.9]
        let statistics = FLIPStatistics(values)
        #expect(abs(statistics.mean - 1.7 / 9) < 1e-6)
        #expect(abs(statistics.weightedMedian - 0.9) < 1e-6)
        #expect(abs(statistics.percentile95 - 0.9) < 1e-6)
        #expect(abs(FLIPStatistics(Array(repeating: 0.1, count: 20) + [0.9]).percentile95 - 0.1) < 1e-6)
    }
}
