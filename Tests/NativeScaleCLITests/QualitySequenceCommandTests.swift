import Foundation
import NativeScaleCore
import NativeScaleResults
import NativeScaleTestSupport
import Testing

/// `nativescale quality REF_DIR TEST_DIR`: two folders of PNG frames compared frame by frame,
/// with FLIP's spread over the frames and ColorVideoVDP's video mode over the sequence.
@Suite("nativescale quality on two sequences")
struct QualitySequenceCommandTests {
    let folder: TemporaryFolder

    /// Six frames of a grating moving 2 px a frame; the test's frame 4 is darker than its reference.
    init() throws {
        folder = try TemporaryFolder("nativescale-quality-sequence")
        for name in ["reference", "test", "short", "odd", "empty"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        for index in 0..<6 {
            let name = "frame-\(index).png"
            try Self.write(Self.frame(shift: 2 * index), to: folder.path("reference/\(name)"))
            try Self.write(Self.frame(shift: 2 * index, gain: index == 4 ? 0.6 : 1), to: folder.path("test/\(name)"))
            if index < 5 { try Self.write(Self.frame(shift: 2 * index), to: folder.path("short/\(name)")) }
            try Self.write(Self.frame(shift: 2 * index, width: index == 3 ? 40 : 48), to: folder.path("odd/\(name)"))
        }
        try "not a frame".write(toFile: folder.path("reference/notes.txt"), atomically: true, encoding: .utf8)
    }

    static func frame(shift: Int, gain: Double = 1, width: Int = 48) -> RGBAImage {
        let height = 32
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let value = UInt8(((x + shift) % 6 < 3 ? 220 : 40) * gain)
                for c in 0..<3 { bytes[(y * width + x) * 4 + c] = value }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    static func write(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: path)
    }

    @Test("Two folders: every frame measured, FLIP's worst frame named and mapped, the sequence's video JOD in the JSON")
    func sequenceIsMeasuredFrameByFrame() throws {
        let json = folder.path("sequence.json")
        let map = folder.path("worst.png")
        let run = try CommandRunner.run([
            "quality", folder.path("reference"), folder.path("test"), "--metric", "all", "--device", "iphone-12-mini", "--fps", "30",
            "--json", json, "--flip-map", map,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("6 pairs of 48×32 shown at 30 frames a second"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("worst frame") && run.standardOutput.contains("5 of 6: frame-4.png"), "\(run.standardOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 4)
        let sequence = try #require(object["sequence"] as? [String: Any])
        #expect(sequence["framesPerSecond"] as? Double == 30)
        let frames = try #require(sequence["frames"] as? [[String: Any]])
        #expect(frames.map { $0["test"] as? String } == (0..<6).map { "frame-\($0).png" })
        let flip = try #require(sequence["flip"] as? [String: Any])
        #expect(flip["worstFrame"] as? Int == 4)
        let means = frames.compactMap { (($0["metrics"] as? [String: Any])?["flip"] as? [String: Any])?["mean"] as? Double }
        #expect(means.count == 6 && means.enumerated().allSatisfy { $0.offset == 4 ? $0.element > 0 : $0.element == 0 }, "\(means)")
        let video = try #require(sequence["colorVideoVDP"] as? [String: Any])
        let jod = try #require(video["jod"] as? Double)
        #expect(jod < 10 && video["filterLength"] as? Int == 9, "\(video)")
        #expect((video["frameJOD"] as? [Double])?.count == 6)
        // The map is the worst frame's: 48×32.
        let png = try Data(contentsOf: URL(fileURLWithPath: map))
        #expect(png[16..<24] == Data([0, 0, 0, 48, 0, 0, 0, 32]))
    }

    @Test(
        "Bad sequences: one line naming the problem, exit 64, no file written",
        arguments: [
            (["reference", "short", "--metric", "flip"], "the reference folder holds 6 frames and the test folder 5"),
            (["reference", "odd", "--metric", "flip"], "frame-3.png' is 40×32 and its sequence's first frame 48×32"),
            (["reference", "empty", "--metric", "flip"], "empty' holds no PNG frame; expected a folder of .png files"),
            (["reference", "reference/frame-0.png", "--metric", "flip"], "reference' is a folder and"),
            (["reference/frame-0.png", "test/frame-0.png", "--fps", "30"], "--fps 30.0 sets the frame rate of two folders of frames"),
            (["reference", "test", "--fps", "0"], "--fps 0.0 is not a frame rate"),
            (["reference", "test", "--resize", "area", "--beside", "bilinear"], "--beside bilinear compares two resamples of one image"),
        ])
    func badSequence(arguments: [String], message: String) throws {
        let json = folder.path("bad.json")
        let run = try CommandRunner.run(["quality", folder.path(arguments[0]), folder.path(arguments[1])] + arguments.dropFirst(2) + ["--json", json])
        #expect(run.status == 64)
        #expect(run.standardError.split(separator: "\n").count == 1 && run.standardError.contains(message), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: json))
    }

    @Test("ColorVideoVDP's video mode refuses a one-frame sequence, and names the image comparison instead")
    func oneFrameIsNotAVideo() throws {
        let single = folder.path("single")
        try FileManager.default.createDirectory(atPath: single, withIntermediateDirectories: true)
        try Self.write(Self.frame(shift: 0), to: single + "/a.png")
        let run = try CommandRunner.run(["quality", single, single, "--metric", "cvvdp", "--display", "standard_fhd"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("holds 1 frame; ColorVideoVDP's video mode needs two or more"), "\(run.standardError)")
    }
}
