import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// `nativescale quality`: two image files compared at a display's viewing geometry.
@Suite("nativescale quality")
struct QualityCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder("nativescale-quality")
        try Self.write(Self.pattern(width: 96, height: 128), to: folder.path("reference.png"))
        try Self.write(Self.pattern(width: 96, height: 128, step: 3), to: folder.path("coarser.png"))
        try Self.write(Self.pattern(width: 80, height: 100), to: folder.path("smaller.png"))
        try "not an image".write(toFile: folder.path("text.png"), atomically: true, encoding: .utf8)
        // A 16-bit greyscale PNG, written by hand: signature, IHDR (depth 16, colour type 0), IDAT, IEND.
        try Data(Self.sixteenBitPNG).write(to: URL(fileURLWithPath: folder.path("deep.png")))
    }

    /// A zone-plate-like pattern; with `step` > 1, held constant over step × step blocks (what a
    /// lower render scale upsampled by point sampling looks like).
    static func pattern(width: Int, height: Int, step: Int = 1) -> RGBAImage {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = (x / step * step, y / step * step)
                let value = UInt8((sx * sx + sy * sy) / 7 % 256)
                bytes[(y * width + x) * 4] = value
                bytes[(y * width + x) * 4 + 1] = UInt8((sx * 5) % 256)
                bytes[(y * width + x) * 4 + 2] = UInt8((sy * 3) % 256)
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func write(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: path)
    }

    /// A 1×1 16-bit greyscale PNG.
    static let sixteenBitPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x10, 0x00, 0x00, 0x00, 0x00, 0x6A, 0xEE, 0x47, 0x16, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x60, 0x60, 0x00, 0x00, 0x00, 0x03, 0x00, 0x01, 0xB8, 0xAD, 0x3A, 0x63, 0x00, 0x00, 0x00, 0x00,
        0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test("An image against itself: infinite PSNR, SSIM 1, no FLIP error; the JSON names the device's PPD")
    func identical() throws {
        let json = folder.path("same.json")
        let run = try CommandRunner.run([
            "quality", folder.path("reference.png"), folder.path("reference.png"), "--device", "iphone-8-plus",
            "--json", json,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("∞ (identical)") && run.standardOutput.contains("82.7 PPD"))
        #expect(run.standardOutput.contains("mean absolute error   0.000000 levels of 255"), "every figure has its unit: \(run.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["schema"] as? String == "nativescale.quality")
        let metrics = try #require(object["metrics"] as? [String: Any])
        #expect(metrics["ssim"] as? Double == 1)
        #expect((metrics["flip"] as? [String: Any])?["mean"] as? Double == 0)
        #expect(abs(((object["viewing"] as? [String: Any])?["pixelsPerDegree"] as? Double ?? 0) - 82.7) < 0.05)
    }

    @Test("A coarser image scores lower, more so on FLIP nearer the eye; the error map is a PNG of the reference's size")
    func coarser() throws {
        func flipMean(_ ppd: String) throws -> Double {
            let json = folder.path("coarse-\(ppd).json")
            let run = try CommandRunner.run([
                "quality", folder.path("reference.png"), folder.path("coarser.png"), "--ppd", ppd, "--json", json,
                "--flip-map", folder.path("flip-\(ppd).png"), "--quiet",
            ])
            #expect(run.status == 0 && run.standardOutput.isEmpty, "\(run.standardError)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
            let metrics = object?["metrics"] as? [String: Any]
            #expect((metrics?["ssim"] as? Double ?? 1) < 0.99)
            return (metrics?["flip"] as? [String: Any])?["mean"] as? Double ?? 0
        }
        let near = try flipMean("30")
        let far = try flipMean("120")
        #expect(near > 0 && far > 0 && near > far, "FLIP at 30 PPD \(near), at 120 PPD \(far)")
        let map = try Data(contentsOf: URL(fileURLWithPath: folder.path("flip-30.png")))
        #expect(map.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(map[16..<24] == Data([0, 0, 0, 96, 0, 0, 0, 128]), "the map's IHDR is 96×128")
    }

    @Test("The table says what FLIP's weighted median is, since it can lie above the p95 of the pixels")
    func weightedMedianIsExplained() throws {
        let run = try CommandRunner.run(["quality", folder.path("reference.png"), folder.path("coarser.png"), "--ppd", "30"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("FLIP's weighted median is the error below which half of the total error lies"), "\(run.standardOutput)")
    }

    @Test("Sizes that differ are resampled with --resize, and the output says so")
    func resized() throws {
        let run = try CommandRunner.run(["quality", folder.path("reference.png"), folder.path("smaller.png"), "--resize", "area"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("resampled from 80×100 with area"))
    }

    @Test(
        "Bad inputs: one line naming the problem, exit 64, no file written",
        arguments: [
            (["smaller.png"], "the test image is 80×100 and the reference 96×128"),
            (["deep.png"], "the reference has 8 bits a channel and the test image 16"),
            (["text.png"], "not an image nativescale can read"),
            (["missing.png"], "missing.png' does not exist; expected a PNG or JPEG image"),
            (["reference.png", "--ppd", "0"], "bad pixels per degree '0'"),
            (["reference.png", "--device", "iphone-99"], "unknown device 'iphone-99'"),
            (["reference.png", "--flip-map", "/tmp/flip.jpg"], "--flip-map '/tmp/flip.jpg' is not a .png file; the error map is written as PNG"),
            (
                ["coarser.png", "--metric", "cvvdp", "--display", "standard_8k"],
                "unknown display model 'standard_8k'; expected one of ColorVideoVDP's SDR models: standard_4k"
            ),
            (["smaller.png", "--metric", "cvvdp", "--device", "iphone-8-plus"], "the test image is 80×100 and the reference 96×128"),
            (["coarser.png", "--metric", "cvvdp", "--device", "iphone-8-plus", "--peak-luminance", "-600"], "bad peak luminance '-600' cd/m²"),
            (["coarser.png", "--metric", "cvvdp", "--device", "iphone-8-plus", "--ambient", "-10"], "bad ambient light '-10' lux"),
            (["coarser.png", "--metric", "cvvdp"], "--metric cvvdp needs a display for JOD"),
            (["coarser.png", "--metric", "jod", "--device", "iphone-8-plus"], "jod"),
        ])
    func badInput(test: [String], message: String) throws {
        let json = folder.path("bad.json")
        let run = try CommandRunner.run(["quality", folder.path("reference.png"), folder.path(test[0])] + test.dropFirst() + ["--json", json])
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains(message), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: json))
    }

    @Test("Both files bad: the reference's problem is the one named, though both are read at once")
    func referenceErrorFirst() throws {
        for _ in 0..<3 {
            let run = try CommandRunner.run(["quality", folder.path("gone.png"), folder.path("text.png")])
            #expect(run.status == 64)
            #expect(
                run.standardError.split(separator: "\n").count == 1 && run.standardError.contains("gone.png' does not exist; expected a PNG or JPEG image"),
                "\(run.standardError)")
        }
    }

    @Test("--metric cvvdp scores JOD on the device's own display model, --display on one of ColorVideoVDP's; the JSON gives both")
    func colorVideoVDP() throws {
        func score(_ arguments: [String], _ name: String) throws -> (jod: Double, display: [String: Any], object: [String: Any]) {
            let json = folder.path("\(name).json")
            let run = try CommandRunner.run(["quality", folder.path("reference.png"), folder.path("coarser.png"), "--json", json] + arguments)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains(" JOD") && run.standardOutput.contains("75 % of viewers"), "\(run.standardOutput)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
            let score = try #require(object["colorVideoVDP"] as? [String: Any])
            return (try #require(score["jod"] as? Double), try #require(score["display"] as? [String: Any]), object)
        }
        let phone = try score(["--metric", "cvvdp", "--device", "iphone-8-plus"], "phone")
        #expect(phone.jod < 10 && phone.jod > 0)
        #expect(phone.display["name"] as? String == "iphone-8-plus" && phone.display["luminanceBasis"] as? String == "stated")
        #expect((phone.display["photometry"] as? [String: Any])?["peakLuminance"] as? Double == 625)
        #expect(phone.object["metricSet"] as? String == "cvvdp" && (phone.object["metrics"] as? [String: Any])?["flip"] == nil)
        let units = try #require(phone.object["units"] as? [String: String])
        #expect(units["jod"]?.hasPrefix("JOD") == true && units["peakLuminance"] == "cd/m²" && units["ambientIlluminance"] == "lx")
        let monitor = try score(["--display", "standard_fhd"], "monitor")
        #expect(monitor.display["name"] as? String == "standard_fhd")
        // The monitor at 37.8 PPD shows the blocks that the phone's 82.7 PPD hides.
        #expect(monitor.jod < phone.jod, "standard_fhd \(monitor.jod), iphone-8-plus \(phone.jod)")
        let all = try score(["--metric", "all", "--device", "iphone-8-plus"], "all")
        #expect(all.jod == phone.jod && (all.object["metrics"] as? [String: Any])?["flip"] != nil)
    }
}
